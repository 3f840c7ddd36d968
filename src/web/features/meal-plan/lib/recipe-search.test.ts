import { describe, expect, it } from 'vitest';
import { foldText, planRecipes, PLAN_SEARCH_LIMIT, searchPlanRecipes, searchStatusText, type PlanRecipeSource } from './recipe-search';

const recipe = (id: number, title: string, servings = 4): PlanRecipeSource => ({ id, title, servings, featuredImage: null });

const saved = [recipe(1, 'Chicken Tikka Masala'), recipe(2, 'Crème Brûlée', 6), recipe(3, 'Lentil Soup')];
const mine = [recipe(3, 'Lentil Soup'), recipe(4, 'Grandma’s Roast Chicken'), recipe(5, 'chickpea salad', 2)];
const all = planRecipes(saved, mine);
const titles = (query: string, limit?: number) => searchPlanRecipes(all, query, limit).matches.map((r) => r.title);

describe("the planner's recipes", () => {
  it('are the saved ones and the own ones, each once, marked with where they come from, by title', () => {
    expect(all.map((r) => [r.id, r.saved, r.mine])).toEqual([
      [1, true, false],
      [5, false, true],
      [2, true, false],
      [4, false, true],
      [3, true, true],
    ]);
    expect(all.find((r) => r.id === 2)).toEqual({ id: 2, title: 'Crème Brûlée', servings: 6, featuredImage: null, saved: true, mine: false });
  });

  it('are all found by an empty or blank query', () => {
    expect(searchPlanRecipes(all, '')).toEqual({ matches: all, total: 5 });
    expect(searchPlanRecipes(all, '   ').total).toBe(5);
  });

  it('are found by any part of the title, whatever its case and accents', () => {
    expect(titles('LENTIL')).toEqual(['Lentil Soup']);
    expect(titles('ikka')).toEqual(['Chicken Tikka Masala']);
    expect(titles('creme brulee')).toEqual(['Crème Brûlée']);
    expect(titles('  roast   chicken ')).toEqual(['Grandma’s Roast Chicken']);
    expect(titles('pizza')).toEqual([]);
  });

  it('put titles starting with the query first, then a word starting with it, then the rest', () => {
    expect(titles('chick')).toEqual(['Chicken Tikka Masala', 'chickpea salad', 'Grandma’s Roast Chicken']);
    expect(titles('sal')).toEqual(['chickpea salad', 'Chicken Tikka Masala']);
  });

  it(`show at most ${PLAN_SEARCH_LIMIT} and say how many matched`, () => {
    const many = planRecipes(
      Array.from({ length: 30 }, (_, i) => recipe(100 + i, `Soup ${String(i).padStart(2, '0')}`)),
      [],
    );
    const found = searchPlanRecipes(many, 'soup');
    expect(found.total).toBe(30);
    expect(found.matches).toHaveLength(PLAN_SEARCH_LIMIT);
    expect(found.matches[0]!.title).toBe('Soup 00');
    expect(searchPlanRecipes(many, 'soup', 3).matches.map((r) => r.title)).toEqual(['Soup 00', 'Soup 01', 'Soup 02']);
  });

  it('compare folded text', () => {
    expect(foldText('  Crème\tBRÛLÉE ')).toBe('creme brulee');
  });
});

describe("what the planner's search says", () => {
  const say = (total: number, query = '', more: { loading?: boolean; failed?: boolean } = {}) =>
    searchStatusText({ loading: more.loading ?? false, failed: more.failed ?? false, total, query });
  it('counts what it found', () => {
    expect(say(1, 'soup')).toBe('1 recipe');
    expect(say(20)).toBe('20 recipes');
    expect(say(45, 'a')).toBe('Showing 20 of 45 recipes: type more of a title to narrow them down.');
  });
  it('says when nothing matches, and when there is nothing yet', () => {
    expect(say(0, ' pizza ')).toBe('No saved or own recipe matches “pizza”.');
    expect(say(0)).toBe('You have no saved or own recipes yet.');
  });
  it('does not call a list that could not be loaded empty, nor count before it has loaded', () => {
    expect(say(0, '', { failed: true })).toBe('No recipes to show.');
    expect(say(0, '', { loading: true })).toBe('Loading your recipes…');
  });
});
