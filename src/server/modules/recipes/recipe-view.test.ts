import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '../../../contracts/recipe';
import { recipeViewOf, withOwnPrivate } from './service';

describe("what a member's recipe lists are made of", () => {
  const member = { id: 'u1', role: 'member', profileVisible: true };
  const none = { any: false, private: false };
  const publicOnly = { any: true, private: false };
  const withPrivate = { any: true, private: true };

  it("the visitors' for a member with no recipes, or only public ones under a visible profile", () => {
    expect(recipeViewOf(member, none)).toBe('visitors');
    expect(recipeViewOf(member, publicOnly)).toBe('visitors');
  });

  it("the visitors' with their own private recipes merged in: only they see those", () => {
    expect(recipeViewOf(member, withPrivate)).toBe('visitors and own private');
  });

  it('their own when a private profile hides the author of their recipes from visitors, but not from themselves', () => {
    expect(recipeViewOf({ ...member, profileVisible: false }, publicOnly)).toBe('own');
    expect(recipeViewOf({ ...member, profileVisible: false }, withPrivate)).toBe('own');
    expect(recipeViewOf({ ...member, profileVisible: false }, none)).toBe('visitors');
  });

  it("an admin's own, always: they read every private recipe", () => {
    expect(recipeViewOf({ ...member, role: 'admin' }, none)).toBe('own');
  });
});

describe("a page of the visitors' list with a member's own private recipes merged in", () => {
  const card = (id: number) => ({ id }) as RecipeSummary;
  const ids = (list: { items: RecipeSummary[] }) => list.items.map((r) => r.id);

  it('newest first, a page long, with the next page starting after its last card', () => {
    const page = withOwnPrivate({ items: [card(9), card(7), card(4)], nextCursor: '4' }, [card(8), card(5)], 3);
    expect(ids(page)).toEqual([9, 8, 7]);
    expect(page.nextCursor).toBe('7');
  });

  it('the last page when neither list has more', () => {
    const page = withOwnPrivate({ items: [card(9), card(4)], nextCursor: null }, [card(6)], 3);
    expect(ids(page)).toEqual([9, 6, 4]);
    expect(page.nextCursor).toBeNull();
  });

  it("another page when only the member's own recipes go on (read with one more than a page)", () => {
    const page = withOwnPrivate({ items: [card(9)], nextCursor: null }, [card(8), card(6), card(5), card(2)], 3);
    expect(ids(page)).toEqual([9, 8, 6]);
    expect(page.nextCursor).toBe('6');
  });

  it('another page when only the visitors\' list goes on', () => {
    const page = withOwnPrivate({ items: [card(9), card(7), card(6)], nextCursor: '6' }, [card(1)], 3);
    expect(ids(page)).toEqual([9, 7, 6]);
    expect(page.nextCursor).toBe('6');
  });

  it('in another order, by each card\'s key, the cursor carrying the last card\'s key', () => {
    const timed = (id: number, minutes: number | null) => ({ id, totalTime: minutes === null ? null : { value: minutes, unit: 'minutes' } }) as RecipeSummary;
    const visitors = { items: [timed(3, 5), timed(9, 20), timed(4, 20)], nextCursor: '20_4' };
    const page = withOwnPrivate(visitors, [timed(8, 10), timed(6, 20), timed(2, null)], 4, { sort: 'quickest', text: '' });
    expect(ids(page)).toEqual([3, 8, 9, 6]);
    expect(page.nextCursor).toBe('20_6');
  });
});
