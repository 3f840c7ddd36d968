import { describe, expect, it } from 'vitest';
import { canEditRecipe } from './editor-access';

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
