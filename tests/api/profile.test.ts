import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, type AuthUser } from '../../src/contracts/auth';
import { publicUserSchema } from '../../src/contracts/users';
import { recipes, users } from '../../src/db/schema';
import { AppError } from '../../src/server/errors';
import { createAvatarStore } from '../../src/server/modules/users/avatar';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { createProfileService } from '../../src/server/modules/users/profile-service';
import { createUserRepo } from '../../src/server/modules/users/repo';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { cookieFor, createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

const URL = '/api/users/profile';

/** Request headers a browser on another site would send. */
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:8080' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
];

function put(body: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'PUT',
    url: URL,
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function row(id: string) {
  const rows = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return rows[0]!;
}

/** A 200 answer: the updated user in the shape of GET /api/auth/user, never cached by others. */
function expectUser(res: LightMyRequestResponse): AuthUser {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(Object.keys(authUserSchema.shape).sort());
  return authUserSchema.parse(body);
}

function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  const body = expectApiError(res, 400, 'VALIDATION_ERROR');
  expect(body.details).toEqual(expect.arrayContaining([{ field, message }]));
  expect(body.message).toContain(field);
}

const FULL = {
  username: 'profile_full',
  first_name: '  Ada ',
  last_name: 'Lovelace',
  bio: 'Cooks with numbers.',
  profile_visible: false,
  measurement_unit: 'imperial',
  age: 36,
  height: 66,
  weight: 130.5,
  gender: 'female',
  activity_level: 'moderate',
  dietary_preferences: ['vegetarian', ' low-sodium '],
};

describe('the first-time state', () => {
  it('a new account is greeted until its first successful save; a refused save keeps the greeting', async () => {
    const me = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ profileCompleted: false }).where(eq(users.id, me.id));
    expectApiError(await put({ age: -1 }, me.cookie), 400, 'VALIDATION_ERROR');
    expect((await row(me.id)).profileCompleted).toBe(false);
    expect(expectUser(await put({ bio: 'Hello' }, me.cookie)).profile_completed).toBe(true);
    expect((await row(me.id)).profileCompleted).toBe(true);
  });
});

describe('PUT /api/users/profile: who may', () => {
  it('a visitor gets 401 with the sign-in message, even for a body that would not validate', async () => {
    for (const body of [{ first_name: 'Visitor' }, { username: 'x', nonsense: true }, {}]) {
      const res = await put(body);
      const error = expectApiError(res, 401, 'UNAUTHORIZED');
      expect(error).toEqual({ message: 'Please sign in to edit your profile', errorCode: 'UNAUTHORIZED' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('an unknown or ended session is a visitor', async () => {
    const res = await put({ first_name: 'Ghost' }, 'sprig_session=not-a-real-token');
    expectApiError(res, 401, 'UNAUTHORIZED');
  });

  it('changes only the signed-in member: there is no id to aim at someone else', async () => {
    const me = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const before = await row(other.id);

    const user = expectUser(await put({ first_name: 'Mine' }, me.cookie));
    expect(user.id).toBe(me.id);
    expect((await row(me.id)).firstName).toBe('Mine');
    expect(await row(other.id)).toEqual(before);

    // Naming the other user in the body is an unknown field: the whole body is refused.
    for (const body of [{ id: other.id, first_name: 'Hijack' }, { user_id: other.id }, { email: 'new@example.com' }, { role: 'admin' }]) {
      expectApiError(await put(body, me.cookie), 400, 'VALIDATION_ERROR');
    }
    expect(await row(other.id)).toEqual(before);
    const mine = await row(me.id);
    expect(mine.firstName).toBe('Mine');
    expect(mine.role).toBe('member');
    expect(mine.email).toBe(`${me.id}@test.example`);

    // The route takes no id in its path either.
    const withId = await ctx.app.inject({ method: 'PUT', url: `${URL}/${other.id}`, payload: { first_name: 'Hijack' }, headers: { cookie: me.cookie } });
    expect(withId.statusCode).toBe(404);
    expect(await row(other.id)).toEqual(before);
  });

  it('a cross-site Origin (or Sec-Fetch-Site: cross-site) is refused with 403 and changes nothing', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    for (const headers of CROSS_SITE) {
      expectApiError(await put({ first_name: 'Forged' }, me.cookie, headers), 403, 'FORBIDDEN');
    }
    expect(await row(me.id)).toEqual(before);
    // The site itself (inject() is http://localhost:80) is allowed.
    expectUser(await put({ first_name: 'Same site' }, me.cookie, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }));
  });
});

describe('PUT /api/users/profile: what changes', () => {
  it('writes every field of the contract and answers the user as GET /api/auth/user does', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    const user = expectUser(await put(FULL, me.cookie));
    expect(user).toMatchObject({
      id: me.id,
      email: `${me.id}@test.example`,
      role: 'member',
      username: 'profile_full',
      first_name: 'Ada',
      last_name: 'Lovelace',
      bio: 'Cooks with numbers.',
      profile_visible: false,
      measurement_unit: 'imperial',
      age: 36,
      height: 66,
      weight: 130.5,
      gender: 'female',
      activity_level: 'moderate',
      dietary_preferences: ['vegetarian', 'low-sodium'],
    });
    const after = await row(me.id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.createdAt).toEqual(before.createdAt);

    const me2 = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } });
    expect(me2.json()).toEqual(user);
  });

  it('fields left out keep their value; updated_at moves on every save', async () => {
    const me = await createMember(ctx.database.db);
    expectUser(await put({ ...FULL, username: 'keeps_values' }, me.cookie));
    const before = await row(me.id);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const user = expectUser(await put({ bio: 'Only the bio' }, me.cookie));
    expect(user).toMatchObject({ ...FULL, username: 'keeps_values', first_name: 'Ada', dietary_preferences: ['vegetarian', 'low-sodium'], bio: 'Only the bio' });
    const after = await row(me.id);
    expect({ ...after, bio: null, updatedAt: null }).toEqual({ ...before, bio: null, updatedAt: null });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    // An empty body changes nothing but is still a save.
    const same = expectUser(await put({}, me.cookie));
    expect(same).toEqual(user);
  });

  it("'' and null (and blank text) clear a field", async () => {
    const me = await createMember(ctx.database.db);
    expectUser(await put({ ...FULL, username: 'clears_fields' }, me.cookie));
    const user = expectUser(
      await put(
        {
          first_name: '',
          last_name: null,
          bio: '   ',
          age: '',
          height: null,
          weight: '',
          gender: '',
          activity_level: null,
          dietary_preferences: '',
        },
        me.cookie,
      ),
    );
    expect(user).toMatchObject({
      username: 'clears_fields',
      first_name: null,
      last_name: null,
      bio: null,
      age: null,
      height: null,
      weight: null,
      gender: null,
      activity_level: null,
      dietary_preferences: [],
      measurement_unit: 'imperial',
      profile_visible: false,
    });
    const stored = await row(me.id);
    expect(stored.firstName).toBeNull();
    expect(stored.bio).toBeNull();
    expect(stored.dietaryPreferences).toEqual([]);

    expectUser(await put({ dietary_preferences: ['vegan'] }, me.cookie));
    expect(expectUser(await put({ dietary_preferences: null }, me.cookie)).dietary_preferences).toEqual([]);

    // The username can be cleared too.
    expect(expectUser(await put({ username: '' }, me.cookie)).username).toBeNull();
    expect(expectUser(await put({ username: 'clears_fields' }, me.cookie)).username).toBe('clears_fields');
    expect(expectUser(await put({ username: null }, me.cookie)).username).toBeNull();
  });

  it('dietary preferences: comma-separated text or a list, trimmed, empty entries dropped', async () => {
    const me = await createMember(ctx.database.db);
    let user = expectUser(await put({ dietary_preferences: ' vegan, ,gluten-free ,, nut-free,' }, me.cookie));
    expect(user.dietary_preferences).toEqual(['vegan', 'gluten-free', 'nut-free']);
    expect((await row(me.id)).dietaryPreferences).toEqual(['vegan', 'gluten-free', 'nut-free']);
    user = expectUser(await put({ dietary_preferences: ['Keto', '  ', ' dairy-free'] }, me.cookie));
    expect(user.dietary_preferences).toEqual(['Keto', 'dairy-free']);
    expectFieldError(await put({ dietary_preferences: 42 }, me.cookie), 'dietary_preferences', 'Dietary preferences must be a list or comma-separated text');
  });

  it("measurement_unit: 'imperial' is imperial, anything else metric, left out unchanged", async () => {
    const me = await createMember(ctx.database.db);
    expect(expectUser(await put({ measurement_unit: 'imperial' }, me.cookie)).measurement_unit).toBe('imperial');
    expect(expectUser(await put({ first_name: 'Unit' }, me.cookie)).measurement_unit).toBe('imperial');
    expect(expectUser(await put({ measurement_unit: 'furlongs' }, me.cookie)).measurement_unit).toBe('metric');
    expect((await row(me.id)).measurementUnit).toBe('metric');
    expectUser(await put({ measurement_unit: 'imperial' }, me.cookie));
    expect(expectUser(await put({ measurement_unit: 'IMPERIAL' }, me.cookie)).measurement_unit).toBe('metric');
    expectUser(await put({ measurement_unit: 'imperial' }, me.cookie));
    expect(expectUser(await put({ measurement_unit: null }, me.cookie)).measurement_unit).toBe('metric');
  });

  it('numbers may come as text (the form sends strings)', async () => {
    const me = await createMember(ctx.database.db);
    const user = expectUser(await put({ age: '41', height: ' 170.5 ', weight: '72' }, me.cookie));
    expect(user).toMatchObject({ age: 41, height: 170.5, weight: 72 });
  });

  it('the name shown on the member’s recipes follows a rename (cached recipe pages included)', async () => {
    const [recipe] = await ctx.database.db
      .select({ id: recipes.id, authorId: recipes.authorId })
      .from(recipes)
      .where(eq(recipes.privacyLevel, 'public'))
      .limit(1);
    const author = await row(recipe!.authorId!);
    const cookie = await cookieFor(ctx.database.db, author.id);
    const detail = async () => (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe!.id}` })).json<{ author: { username: string; displayName: string } }>();
    expect((await detail()).author.username).toBe(author.username);

    expectUser(await put({ username: 'renamed_author', first_name: 'Renamed', last_name: 'Author' }, cookie));
    const after = await detail();
    expect(after.author.username).toBe('renamed_author');
    expect(after.author.displayName).toBe('Renamed Author');

    // The public profile answers at the new name, no longer at the old one.
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/renamed_author' });
    expect(profile.statusCode).toBe(200);
    expect(publicUserSchema.parse(profile.json())).toMatchObject({ id: author.id, username: 'renamed_author' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/RENAMED_AUTHOR' })).statusCode).toBe(200);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/users/${author.username}` }), 404, 'NOT_FOUND');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/users/renamed_author/recipes' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);

    // Back to the seeded name so other assertions about the catalogue hold.
    expectUser(await put({ username: author.username, first_name: author.firstName, last_name: author.lastName }, cookie));
    expect((await detail()).author.username).toBe(author.username);
  });
});

describe('PUT /api/users/profile: cached recipe pages', () => {
  it('are dropped only when the name a recipe shows for its author changes, or their picture; searches are read again only for the name', async () => {
    const me = await createMember(ctx.database.db);
    const drops: boolean[] = [];
    const service = createProfileService({
      users: createUserRepo(ctx.database.db),
      avatars: createAvatarStore(createLocalStorage(ctx.uploadsDir)),
      onAuthorChanged: async ({ searched }) => {
        drops.push(searched);
      },
      onProfilePageChanged: async () => {},
      log: ctx.app.log,
    });
    const save = async (input: Parameters<typeof service.updateProfile>[1]) => service.updateProfile(await row(me.id), input);
    await save({ bio: 'bio only', age: 30, dietary_preferences: ['vegan'] });
    expect(drops).toEqual([]);
    await save({ first_name: 'Cached' });
    expect(drops).toEqual([true]);
    await save({ first_name: 'Cached', last_name: null, username: undefined, bio: 'again' });
    expect(drops).toEqual([true]);
    await save({ username: 'cache_drop' });
    await save({ last_name: 'Later' });
    expect(drops).toEqual([true, true, true]);
    await service.replaceAvatar(me.id, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3d7068' } }).png().toBuffer());
    expect(drops).toEqual([true, true, true, false]);
  });
});

describe('PUT /api/users/profile: usernames', () => {
  it('a username another member has, in any case, is a 409 and nothing of the request is saved', async () => {
    const owner = await createMember(ctx.database.db);
    const me = await createMember(ctx.database.db);
    expectUser(await put({ username: 'Taken_Name' }, owner.cookie));
    expectUser(await put({ username: 'my_name', bio: 'before' }, me.cookie));
    const before = await row(me.id);

    for (const username of ['Taken_Name', 'taken_name', 'TAKEN_NAME', '  tAkEn_NaMe  ']) {
      const error = expectApiError(await put({ username, bio: 'after' }, me.cookie), 409, 'CONFLICT');
      expect(error.message).toBe('That username is already taken');
    }
    expect(await row(me.id)).toEqual(before);
    expect((await row(owner.id)).username).toBe('Taken_Name');
  });

  it('a seeded author’s name is taken too', async () => {
    const me = await createMember(ctx.database.db);
    const [seeded] = await ctx.database.db.select({ username: users.username }).from(users).limit(1);
    expectApiError(await put({ username: seeded!.username!.toUpperCase() }, me.cookie), 409, 'CONFLICT');
  });

  it('keeping one’s own name, or changing only its case, is allowed', async () => {
    const me = await createMember(ctx.database.db);
    expectUser(await put({ username: 'case_change' }, me.cookie));
    expect(expectUser(await put({ username: 'case_change', bio: 'same name' }, me.cookie)).username).toBe('case_change');
    expect(expectUser(await put({ username: 'Case_Change' }, me.cookie)).username).toBe('Case_Change');
  });

  it('two members racing for one name: the unique index decides and the loser gets the 409', async () => {
    const db = ctx.database.db;
    const owner = await createMember(db);
    const me = await createMember(db);
    expectUser(await put({ username: 'race_winner' }, owner.cookie));
    const before = await row(me.id);
    // The check before the write saw the name free; the other member's write landed in between.
    const repo = createUserRepo(db);
    const service = createProfileService({
      users: { ...repo, usernameTakenByOther: async () => false },
      avatars: createAvatarStore(createLocalStorage(ctx.uploadsDir)),
      onAuthorChanged: async () => {},
      onProfilePageChanged: async () => {},
      log: ctx.app.log,
    });
    const outcome = await service.updateProfile(before, { username: 'RACE_WINNER', bio: 'lost' }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({ statusCode: 409, errorCode: 'CONFLICT', message: 'That username is already taken' });
    expect(await row(me.id)).toEqual(before);
  });

  it('what changed is judged against the row as stored, not the request’s copy of it: a rename that an earlier copy already showed still drops cached authors', async () => {
    const db = ctx.database.db;
    const me = await createMember(db);
    const stored = await row(me.id);
    let dropped = 0;
    const service = createProfileService({
      users: createUserRepo(db),
      avatars: createAvatarStore(createLocalStorage(ctx.uploadsDir)),
      onAuthorChanged: async () => void dropped++,
      onProfilePageChanged: async () => {},
      log: ctx.app.log,
    });
    // The request's copy already says the new name (read after another request renamed and renamed back).
    const copy = { ...stored, username: 'already_new' };
    expect((await service.updateProfile(copy, { username: 'already_new' })).username).toBe('already_new');
    expect(dropped).toBe(1);
    await service.updateProfile(await row(me.id), { username: 'already_new', bio: 'only the bio' });
    expect(dropped).toBe(1);
  });

  it('a unique violation reported directly or wrapped in cause both become the 409', async () => {
    const me = await createMember(ctx.database.db);
    const repo = createUserRepo(ctx.database.db);
    for (const failure of [Object.assign(new Error('duplicate key'), { code: '23505' }), new Error('query failed', { cause: { code: '23505' } })]) {
      const service = createProfileService({
        users: {
          ...repo,
          usernameTakenByOther: async () => false,
          updateProfile: async () => {
            throw failure;
          },
        },
        avatars: createAvatarStore(createLocalStorage(ctx.uploadsDir)),
        onAuthorChanged: async () => {},
        onProfilePageChanged: async () => {},
      log: ctx.app.log,
      });
      await expect(service.updateProfile(await row(me.id), { username: 'anything' })).rejects.toMatchObject({ statusCode: 409, errorCode: 'CONFLICT' });
    }
  });

  it('concurrent claims of one free name: exactly one member gets it', async () => {
    const a = await createMember(ctx.database.db);
    const b = await createMember(ctx.database.db);
    const answers = await Promise.all([put({ username: 'Contested' }, a.cookie), put({ username: 'contested' }, b.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = (await Promise.all([row(a.id), row(b.id)])).filter((u) => u.username?.toLowerCase() === 'contested');
    expect(owners).toHaveLength(1);
  });
});

describe('PUT /api/users/profile: bad input', () => {
  it('answers 400 naming the field, with the messages of the shared contract, and saves nothing', async () => {
    const me = await createMember(ctx.database.db);
    expectUser(await put({ username: 'valid_name', age: 30, height: 180, weight: 80 }, me.cookie));
    const before = await row(me.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
      [{ username: 'has space' }, 'username', 'Username may contain only letters, numbers and underscores'],
      [{ username: 'ab', first_name: 'Saved?' }, 'username', 'Username must be at least 3 characters'],
      [{ height: -1 }, 'height', 'Height must be positive'],
      [{ height: 0 }, 'height', 'Height must be positive'],
      [{ height: 'tall' }, 'height', 'Height must be positive'],
      [{ weight: -70 }, 'weight', 'Weight must be positive'],
      [{ weight: 'abc' }, 'weight', 'Weight must be positive'],
      [{ age: -3 }, 'age', 'Age must be positive'],
      [{ age: 0 }, 'age', 'Age must be positive'],
      [{ age: 2.5 }, 'age', 'Age must be positive'],
      [{ age: true }, 'age', 'Age must be positive'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
      [{ gender: 'robot' }, 'gender', 'Gender must be one of male, female, non-binary, prefer-not-to-say'],
      [{ profile_visible: 'yes' }, 'profile_visible', 'profile_visible must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await put(body, me.cookie), field, message);
    }
    expect(await row(me.id)).toEqual(before);
  });

  it('an unknown field rejects the whole body, naming the field', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    const res = await put({ first_name: 'Would change', favourite_colour: 'green' }, me.cookie);
    const error = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(error.details)).toContain('favourite_colour');
    expect(error.message).toContain('favourite_colour');
    expect(await row(me.id)).toEqual(before);
  });

  it('values PostgreSQL could not store are a 400, not a 500', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    let error = expectApiError(await put({ bio: 'nul\u0000byte' }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(error.details).toEqual([{ field: 'bio', message: 'must not contain NUL characters' }]);
    error = expectApiError(await put({ age: 3_000_000_000 }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(error.details).toEqual([{ field: 'age', message: 'Age is too large' }]);
    error = expectApiError(await put({ height: 1e39, weight: '1e300' }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(error.details).toEqual([
      { field: 'height', message: 'Height is too large' },
      { field: 'weight', message: 'Weight is too large' },
    ]);
    // Found by the fuzz tier: a positive number below what a real column holds underflowed in the database.
    error = expectApiError(await put({ height: 1e-39, weight: 5e-324 }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(error.details).toEqual([
      { field: 'height', message: 'Height is too small' },
      { field: 'weight', message: 'Weight is too small' },
    ]);
    expect(await row(me.id)).toEqual(before);
  });

  it('a body that is not a JSON object is a 400 (or 415 for other media types)', async () => {
    const me = await createMember(ctx.database.db);
    const broken = await ctx.app.inject({ method: 'PUT', url: URL, payload: '{"first_name":', headers: { cookie: me.cookie, 'content-type': 'application/json' } });
    expectApiError(broken, 400, 'VALIDATION_ERROR');
    expectApiError(await put([{ first_name: 'x' }], me.cookie), 400, 'VALIDATION_ERROR');
    const text = await ctx.app.inject({ method: 'PUT', url: URL, payload: 'first_name=x', headers: { cookie: me.cookie, 'content-type': 'text/plain' } });
    expectApiError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('PUT /api/users/profile: rate limit', () => {
  it('allows 30 saves a minute per member, then answers 429', async () => {
    const me = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    for (let i = 0; i < 30; i += 1) expectUser(await put({ bio: `save ${i}` }, me.cookie));
    expectApiError(await put({ bio: 'one too many' }, me.cookie), 429, 'RATE_LIMITED');
    expect((await row(me.id)).bio).toBe('save 29');
    // Another member (from the same address) is not held back.
    expectUser(await put({ bio: 'not limited' }, other.cookie));
  });
});
