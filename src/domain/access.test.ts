import { describe, expect, it } from 'vitest';
import { canEditRecipe, canWriteRecipes, isAdmin, refusal } from './access';

const recipe = { authorId: 'author-1' };

describe('canEditRecipe', () => {
  it('lets the author who is a member edit', () => {
    expect(canEditRecipe({ id: 'author-1', role: 'member' }, recipe)).toBe(true);
  });

  it('lets any admin edit', () => {
    expect(canEditRecipe({ id: 'someone', role: 'admin' }, recipe)).toBe(true);
    expect(canEditRecipe({ id: 'someone', role: 'admin' }, { authorId: null })).toBe(true);
  });

  it('refuses visitors, other members and an author without the member role', () => {
    expect(canEditRecipe(null, recipe)).toBe(false);
    expect(canEditRecipe({ id: 'other', role: 'member' }, recipe)).toBe(false);
    expect(canEditRecipe({ id: 'author-1', role: 'user' }, recipe)).toBe(false);
    expect(canEditRecipe({ id: 'x', role: 'member' }, { authorId: null })).toBe(false);
  });
});

describe('refusal', () => {
  const member = { role: 'member' };
  const admin = { role: 'admin' };
  const other = { role: 'user' };

  it('lets anyone call a public route', () => {
    expect(refusal('public', null)).toBeNull();
  });

  it('asks a visitor to sign in (401) for every other level', () => {
    expect(refusal('signed-in', null)).toBe(401);
    expect(refusal('member', null)).toBe(401);
    expect(refusal('admin', null)).toBe(401);
  });

  it('lets any account through signed-in, members and admins through member, only admins through admin', () => {
    expect(refusal('signed-in', other)).toBeNull();
    expect(refusal('member', other)).toBe(403);
    expect(refusal('member', member)).toBeNull();
    expect(refusal('member', admin)).toBeNull();
    expect(refusal('admin', member)).toBe(403);
    expect(refusal('admin', admin)).toBeNull();
  });

  it('names admins and recipe writers by role (SPEC section 6: role member or admin)', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(member)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(canWriteRecipes(member)).toBe(true);
    expect(canWriteRecipes(admin)).toBe(true);
    expect(canWriteRecipes(other)).toBe(false);
    expect(canWriteRecipes(null)).toBe(false);
  });
});
