import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, USERNAME_MAX_LENGTH } from '../contracts/users';
import { usernameBase, usernameCandidates } from './default-username';

/** A repeatable stand-in for Math.random. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('usernameBase', () => {
  it('joins first and last name in lower case', () => {
    expect(usernameBase({ firstName: 'Alice', lastName: 'Liddell' })).toBe('alice_liddell');
    expect(usernameBase({ firstName: 'Bob' })).toBe('bob');
  });

  it('drops accents and turns anything else into single underscores', () => {
    expect(usernameBase({ firstName: 'Émile-Zoë', lastName: "  O'Brien  " })).toBe('emile_zoe_o_brien');
    expect(usernameBase({ firstName: 'Tomás', lastName: 'Herrera 3rd!' })).toBe('tomas_herrera_3rd');
  });

  it("is 'cook' when the name gives fewer than three usable characters, or none", () => {
    expect(usernameBase({})).toBe('cook');
    expect(usernameBase({ firstName: null, lastName: null })).toBe('cook');
    expect(usernameBase({ firstName: 'Al' })).toBe('cook');
    expect(usernameBase({ firstName: '王', lastName: '芳' })).toBe('cook');
    expect(usernameBase({ firstName: '🍋🍋🍋' })).toBe('cook');
  });

  it('is cut short enough for a suffix, without a trailing underscore', () => {
    const base = usernameBase({ firstName: 'Bartholomew', lastName: 'Featherstonehaugh-Smythe' });
    expect(base).toBe('bartholomew_featherston');
    expect(base.length).toBe(USERNAME_MAX_LENGTH - 7);
    expect(usernameBase({ firstName: 'abcdefghijklmnopqrstuv', lastName: 'x' })).toBe('abcdefghijklmnopqrstuv');
  });
});

describe('usernameCandidates', () => {
  it('tries the bare name first, then the name with six digits', () => {
    expect(usernameCandidates({ firstName: 'Alice', lastName: 'Liddell' }, 3, sequence(0.123456, 0.000042))).toEqual([
      'alice_liddell',
      'alice_liddell_123456',
      'alice_liddell_000042',
    ]);
  });

  it("never offers a bare 'cook'", () => {
    expect(usernameCandidates({}, 2, sequence(0.5, 0.999999))).toEqual(['cook_500000', 'cook_999999']);
  });

  it('never uses the e-mail address, even when it is all the sign-in gave', () => {
    const signUp = { firstName: null, email: 'jane.doe@example.com' };
    for (const name of usernameCandidates(signUp, 10)) {
      expect(name).toMatch(/^cook_\d{6}$/);
      expect(name).not.toContain('jane');
    }
  });

  it('gives only usernames the profile form accepts', () => {
    const hints = [{}, { firstName: 'Émile', lastName: 'Zoë' }, { firstName: 'x'.repeat(80), lastName: 'y'.repeat(80) }, { firstName: 'Al' }];
    for (const hint of hints) {
      for (const username of usernameCandidates(hint, 5)) {
        expect(profileUpdateSchema.safeParse({ username }).success, username).toBe(true);
      }
    }
  });
});
