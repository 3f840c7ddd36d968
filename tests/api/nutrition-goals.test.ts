import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, type AuthUser } from '../../src/contracts/auth';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const URL = '/api/users/nutrition-goals';

function put(body: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'PUT', url: URL, payload: body as object, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

async function row(id: string) {
  const rows = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return rows[0]!;
}

function expectUser(res: LightMyRequestResponse): AuthUser {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return authUserSchema.parse(res.json());
}

/** The man of the first worked example in src/domain/calculator.test.ts. */
const METRIC = {
  measurement_unit: 'metric',
  age: 30,
  height: 180,
  weight: 80,
  gender: 'male',
  activity_level: 'moderate',
  nutritional_goal: 'maintain',
};

const METRIC_FIGURES = {
  bmr: 1780,
  maintenance_calories: 2759,
  weight_loss_calories: 2259,
  weight_gain_calories: 3259,
  protein_grams: 138,
  carbs_grams: 345,
  fat_grams: 92,
};

describe('PUT /api/users/nutrition-goals: who may', () => {
  it('a visitor gets 401, even for a body that would not validate, and nothing is computed', async () => {
    for (const body of [METRIC, { age: -1 }, {}]) {
      const res = await put(body);
      expect(expectApiError(res, 401, 'UNAUTHORIZED')).toEqual({ message: 'Please sign in to save your nutrition goals', errorCode: 'UNAUTHORIZED' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expectApiError(await put(METRIC, 'sprig_session=not-a-real-token'), 401, 'UNAUTHORIZED');
  });

  it('a cross-site request is refused and changes nothing', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    expectApiError(await put(METRIC, me.cookie, { origin: 'https://evil.example' }), 403, 'FORBIDDEN');
    expect(await row(me.id)).toEqual(before);
  });
});

describe('PUT /api/users/nutrition-goals: what is stored', () => {
  it('computes the figures on the server, stores them with the inputs, and answers the user as GET /api/auth/user does', async () => {
    const me = await createMember(ctx.database.db);
    const user = expectUser(await put(METRIC, me.cookie));
    expect(user).toMatchObject({ id: me.id, ...METRIC, nutritional_goal: 'maintain', ...METRIC_FIGURES });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } });
    expect(again.json()).toEqual(user);
  });

  it('leaves the rest of the profile alone', async () => {
    const me = await createMember(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ username: 'goal_keeper', firstName: 'Ada', dietaryPreferences: ['vegetarian'], bio: 'Hi' })
      .where(eq(users.id, me.id));
    const user = expectUser(await put(METRIC, me.cookie));
    expect(user).toMatchObject({ username: 'goal_keeper', first_name: 'Ada', dietary_preferences: ['vegetarian'], bio: 'Hi' });
  });

  it('never takes figures from the client: sending one is an unknown field and stores nothing', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    for (const field of ['bmr', 'maintenance_calories', 'protein_grams', 'fat_grams']) {
      const body = expectApiError(await put({ ...METRIC, [field]: 9999 }, me.cookie), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([expect.objectContaining({ field })]);
    }
    expect(await row(me.id)).toEqual(before);
  });

  it('imperial: height in total inches and weight in pounds are stored as given, figures from their metric values', async () => {
    const me = await createMember(ctx.database.db);
    // 69 in = 175.26 cm, 187 lb = 85 kg: BMR 1750, maintenance 2100 (sedentary), gain 2600 (worked example)
    const imperial = { measurement_unit: 'imperial', age: 40, height: 69, weight: 187, gender: 'male', activity_level: 'sedentary', nutritional_goal: 'gain' };
    const user = expectUser(await put(imperial, me.cookie));
    expect(user).toMatchObject({
      ...imperial,
      bmr: 1750,
      maintenance_calories: 2100,
      weight_loss_calories: 1600,
      weight_gain_calories: 2600,
      protein_grams: 163,
      carbs_grams: 325,
      fat_grams: 72,
    });
  });

  it('macros follow the goal, and the weight-loss target stops at the floor', async () => {
    const me = await createMember(ctx.database.db);
    // BMR 1189, maintenance 1427, 927 raised to 1,200; 30/45/25 of 1200 = 90/135/33 g
    const user = expectUser(
      await put({ measurement_unit: 'metric', age: 50, height: 160, weight: 60, gender: 'female', activity_level: 'sedentary', nutritional_goal: 'lose' }, me.cookie),
    );
    expect(user).toMatchObject({ nutritional_goal: 'lose', bmr: 1189, maintenance_calories: 1427, weight_loss_calories: 1200, protein_grams: 90, carbs_grams: 135, fat_grams: 33 });
  });

  it('non-binary and prefer-not-to-say use the constant the member chose; the gender is stored as given', async () => {
    const me = await createMember(ctx.database.db);
    const body = { measurement_unit: 'metric', age: 35, height: 170, weight: 70, activity_level: 'active', nutritional_goal: 'maintain' };
    expect(expectUser(await put({ ...body, gender: 'non-binary', bmr_formula: 'female' }, me.cookie))).toMatchObject({
      gender: 'non-binary',
      bmr: 1427,
      maintenance_calories: 2461,
    });
    expect(expectUser(await put({ ...body, gender: 'prefer-not-to-say', bmr_formula: 'male' }, me.cookie))).toMatchObject({
      gender: 'prefer-not-to-say',
      bmr: 1593,
      maintenance_calories: 2747,
    });
    // Male and female may repeat their own constant.
    expect(expectUser(await put({ ...body, gender: 'female', bmr_formula: 'female' }, me.cookie))).toMatchObject({ gender: 'female', bmr: 1427 });
  });

  it('accepts the numbers as form text', async () => {
    const me = await createMember(ctx.database.db);
    const user = expectUser(await put({ ...METRIC, age: ' 30 ', height: '180', weight: '80.0' }, me.cookie));
    expect(user).toMatchObject(METRIC_FIGURES);
  });

  it('a later save replaces every figure', async () => {
    const me = await createMember(ctx.database.db);
    expectUser(await put(METRIC, me.cookie));
    const user = expectUser(await put({ ...METRIC, activity_level: 'sedentary', nutritional_goal: 'gain' }, me.cookie));
    // 1780 * 1.2 = 2136; gain 2636; 25/50/25: 659/4 = 164.75 -> 165 g, 1318/4 = 329.5 -> 330 g, 659/9 = 73.2 -> 73 g
    expect(user).toMatchObject({ nutritional_goal: 'gain', maintenance_calories: 2136, weight_gain_calories: 2636, protein_grams: 165, carbs_grams: 330, fat_grams: 73 });
  });
});

describe('PUT /api/users/nutrition-goals: bad input names the field and stores nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing unit', { measurement_unit: undefined }, 'measurement_unit', 'Measurement unit is required'],
    ['unknown unit', { measurement_unit: 'stone' }, 'measurement_unit', 'Measurement unit must be metric or imperial'],
    ['missing age', { age: undefined }, 'age', 'Age is required'],
    ['blank age', { age: '' }, 'age', 'Age is required'],
    ['text age', { age: 'thirty' }, 'age', 'Age must be a number'],
    ['fractional age', { age: 30.5 }, 'age', 'Age must be a whole number'],
    ['age under 18', { age: 17 }, 'age', 'Age must be from 18 to 100'],
    ['age over 100', { age: 101 }, 'age', 'Age must be from 18 to 100'],
    ['missing height', { height: null }, 'height', 'Height is required'],
    ['text height', { height: 'tall' }, 'height', 'Height must be a number'],
    ['height too small', { height: 99.9 }, 'height', 'Height must be from 100 to 250 cm'],
    ['height too large', { height: 251 }, 'height', 'Height must be from 100 to 250 cm'],
    ['imperial height too small', { measurement_unit: 'imperial', height: 39, weight: 176 }, 'height', 'Height must be from 3 ft 4 in to 8 ft 2 in'],
    ['imperial height too large', { measurement_unit: 'imperial', height: 99, weight: 176 }, 'height', 'Height must be from 3 ft 4 in to 8 ft 2 in'],
    ['missing weight', { weight: undefined }, 'weight', 'Weight is required'],
    ['negative weight', { weight: -80 }, 'weight', 'Weight must be from 30 to 300 kg'],
    ['weight too large', { weight: 300.5 }, 'weight', 'Weight must be from 30 to 300 kg'],
    ['imperial weight too small', { measurement_unit: 'imperial', height: 70, weight: 65 }, 'weight', 'Weight must be from 66 to 660 lb'],
    ['imperial weight too large', { measurement_unit: 'imperial', height: 70, weight: 661 }, 'weight', 'Weight must be from 66 to 660 lb'],
    ['missing gender', { gender: '' }, 'gender', 'Gender is required'],
    ['unknown gender', { gender: 'robot' }, 'gender', 'Gender must be one of male, female, non-binary, prefer-not-to-say'],
    ['non-binary without a formula', { gender: 'non-binary' }, 'bmr_formula', 'Choose which formula to use'],
    ['prefer-not-to-say without a formula', { gender: 'prefer-not-to-say' }, 'bmr_formula', 'Choose which formula to use'],
    ['unknown formula', { gender: 'non-binary', bmr_formula: 'other' }, 'bmr_formula', 'Formula must be one of male, female'],
    ['formula against the gender', { bmr_formula: 'female' }, 'bmr_formula', 'Formula must be male for gender male'],
    ['missing activity level', { activity_level: undefined }, 'activity_level', 'Activity level is required'],
    ['unknown activity level', { activity_level: 'athlete' }, 'activity_level', 'Activity level must be one of sedentary, light, moderate, active, very-active'],
    ['missing goal', { nutritional_goal: undefined }, 'nutritional_goal', 'Goal is required'],
    ['unknown goal', { nutritional_goal: 'bulk' }, 'nutritional_goal', 'Goal must be one of lose, maintain, gain'],
  ];

  it.each(cases)('%s', async (_name, patch, field, message) => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    const body = expectApiError(await put({ ...METRIC, ...patch }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual([{ field, message }]);
    expect(body.message).toContain(`'${field}'`);
    expect(await row(me.id)).toEqual(before);
  });

  it('names every bad field at once', async () => {
    const me = await createMember(ctx.database.db);
    const body = expectApiError(await put({ measurement_unit: 'metric', age: 10, height: 20, weight: 'x', gender: 'non-binary', activity_level: 'moderate' }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(new Set((body.details as { field: string }[]).map((d) => d.field))).toEqual(new Set(['age', 'height', 'weight', 'bmr_formula', 'nutritional_goal']));
  });

  it('an unknown field, an empty body and a non-object body are refused', async () => {
    const me = await createMember(ctx.database.db);
    const before = await row(me.id);
    const unknown = expectApiError(await put({ ...METRIC, username: 'sneaky' }, me.cookie), 400, 'VALIDATION_ERROR');
    expect(unknown.details).toEqual([expect.objectContaining({ field: 'username' })]);
    expectApiError(await put({}, me.cookie), 400, 'VALIDATION_ERROR');
    expectApiError(await put([METRIC], me.cookie), 400, 'VALIDATION_ERROR');
    // Found by the fuzz tier: the rules joining two fields read a null (or other non-object) body and threw a 500.
    for (const payload of ['null', '"text"', '7', 'true']) {
      const res = await ctx.app.inject({ method: 'PUT', url: URL, payload, headers: { cookie: me.cookie, 'content-type': 'application/json' } });
      expectApiError(res, 400, 'VALIDATION_ERROR');
    }
    expect(await row(me.id)).toEqual(before);
  });
});
