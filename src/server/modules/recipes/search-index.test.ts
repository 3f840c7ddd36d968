import { describe, expect, it } from 'vitest';
import { RECIPE_SORTS, type RecipeSort } from '../../../contracts/constants';
import { inListOrder, relevanceTier } from '../../../domain/recipe-sort';
import { SEARCH_FIELD_SEPARATOR, searchTerms, searchTermsMatch } from '../../../domain/search';
import { Random } from '../../../../tests/fuzz/random';
import { ingredientKey, ingredientsMatch, wantedIngredient, type IngredientFilters } from '../../../domain/ingredient-filter';
import { facetsOf, passesFacets, recipeFacets, type FacetFilters } from '../../../domain/recipe-facets';
import { trigramSimilarity, wordTrigrams } from '../../../domain/trigram';
import { answerable, SearchIndexBuilder, type IndexedRecipe, type IndexFilters, type Ranked, type SearchIndex } from './search-index';

// The index must answer exactly what the domain's rules say (domain/search matching,
// domain/recipe-sort orders and cursors): a seeded random catalogue, random queries, every page.

const WORDS = ['salmon', 'salmonella', 'lemon', 'lemonade', 'garlic', 'chicken', 'rice', 'crème', 'brûlée', 'soup', 'pea', 'peas', 'chickpea', 'rye', '100', 'éclair', 'dill'];
const FIELDS_JOIN = [' ', ' ', '-', ', ', '% '];
const CATEGORIES = ['seafood', 'dinner', 'vegan', 'desserts'];
const DIETS = ['vegan', 'gluten-free', 'high-protein'];
const LINES = ['Baby spinach leaves', 'chicken thighs', 'Red bell pepper', 'black pepper', 'walnuts', 'Peanut butter', 'tomatoes', 'courgette', 'eggplant', 'eggs'];
const WANTED = ['spinach', 'chicken', 'red pepper', 'pepper', 'nuts', 'nut', 'tomato', 'zucchini', 'egg', 'butter'];
/** Stand-ins for the names of the food a name matches. */
const FOOD_NAMES: Record<string, string[]> = { zucchini: ['courgette'], nuts: ['walnut', 'hazelnut'] };

/** An index of `recipes`, newest first. */
function indexOf(recipes: readonly IndexedRecipe[]): SearchIndex {
  const builder = new SearchIndexBuilder();
  for (const recipe of recipes) builder.add(recipe);
  return builder.build();
}

function recipeOf(rng: Random, id: number): IndexedRecipe {
  const phrase = (n: number) => Array.from({ length: 1 + rng.int(0, n - 1) }, () => rng.pick(WORDS)).join(rng.pick(FIELDS_JOIN));
  const fields = [phrase(4), rng.chance(0.5) ? phrase(6) : '', ...Array.from({ length: rng.int(0, 3) }, () => phrase(2))];
  const key = (p: number, n: number) => (rng.chance(p) ? null : rng.int(0, n - 1));
  return {
    id,
    searchText: fields.join(SEARCH_FIELD_SEPARATOR),
    categoryKeys: CATEGORIES.filter(() => rng.chance(0.3)),
    tagKeys: rng.chance(0.3) ? ['quick'] : [],
    dietKeys: DIETS.filter(() => rng.chance(0.3)),
    ingredientKeys: LINES.filter(() => rng.chance(0.25)).map(ingredientKey),
    totalMinutes: key(0.2, 60),
    caloriesToSort: rng.chance(0.3) ? null : rng.int(0, 7) * 100 + (rng.chance(0.5) ? 0.5 : 0),
    proteinToSort: key(0.3, 40),
  };
}

/** A query's filters other than its text. */
interface Others {
  facets: FacetFilters;
  ingredients?: IngredientFilters;
}

function randomOthers(rng: Random): Others {
  const facets: FacetFilters = {};
  if (rng.chance(0.3)) facets.category = rng.pick([...CATEGORIES, 'none']);
  if (rng.chance(0.2)) facets.diet = rng.pick(DIETS);
  if (rng.chance(0.2)) facets.maxMinutes = rng.pick([15, 30, 60]);
  if (rng.chance(0.15)) facets.maxCalories = rng.pick([300, 500]);
  if (rng.chance(0.15)) facets.minProtein = rng.pick([10, 20]);
  if (!rng.chance(0.35)) return { facets };
  const names = () => Array.from({ length: rng.int(0, 2) }, () => rng.pick(WANTED)).map((name) => wantedIngredient(name, FOOD_NAMES[name]));
  return { facets, ingredients: { with: names(), without: names() } };
}

/** The domain's answer: the recipes passing the text and ingredients (the facets aside). */
function beforeFacets(recipes: IndexedRecipe[], text: string, others: Others): IndexedRecipe[] {
  const terms = searchTerms(text);
  return recipes.filter(
    (r) => searchTermsMatch(r.searchText.split(SEARCH_FIELD_SEPARATOR), terms) && (!others.ingredients || ingredientsMatch(r.ingredientKeys, others.ingredients)),
  );
}

function reference(recipes: IndexedRecipe[], text: string, sort: RecipeSort, others: Others): Ranked[] {
  const found = beforeFacets(recipes, text, others).filter((r) => passesFacets(r, others.facets));
  const keyOf = (r: IndexedRecipe): number | null => {
    if (sort === 'relevance') return relevanceTier(r.searchText.split(SEARCH_FIELD_SEPARATOR)[0]!, text);
    if (sort === 'quickest') return r.totalMinutes;
    if (sort === 'calories') return r.caloriesToSort;
    if (sort === 'protein') return r.proteinToSort;
    return null;
  };
  return inListOrder(found, keyOf, sort === 'protein').map((r) => ({ id: r.id, key: keyOf(r) }));
}

function filtersOf(text: string, others: Others): IndexFilters {
  return { terms: searchTerms(text), ...others };
}

/** Every page of the index's answer, each read after the previous one's last item. */
function allPages(index: SearchIndex, text: string, sort: RecipeSort, others: Others, limit: number): Ranked[] {
  const out: Ranked[] = [];
  for (;;) {
    const last = out.at(-1);
    const page = index.answer({ ...filtersOf(text, others), sort, limit, after: last && { id: last.id, key: last.key } });
    out.push(...page);
    if (page.length < limit) return out;
  }
}

function randomQuery(rng: Random): string {
  const term = () => {
    const word = rng.pick(WORDS);
    const part = rng.chance(0.4) ? word.slice(rng.int(0, 1), word.length - rng.int(0, 1)) || word : word;
    return rng.chance(0.15) ? `-${part}` : part;
  };
  return Array.from({ length: 1 + rng.int(0, 2) }, term).join(' ');
}

describe('the visitors’ search index', () => {
  it('answers every query, sort and page as the domain rules do, before and after recipes change', () => {
    const rng = new Random(19);
    let nextId = 1;
    const recipes = Array.from({ length: 400 }, () => recipeOf(rng, (nextId += 1 + rng.int(0, 2))));
    const index = indexOf([...recipes].reverse());
    const check = (round: string) => {
      for (let i = 0; i < 120; i++) {
        const text = randomQuery(rng);
        const sort = rng.pick(RECIPE_SORTS);
        const others = randomOthers(rng);
        const limit = 1 + rng.int(0, 39);
        const expected = reference(recipes, text, sort, others);
        const said = `${round}: "${text}" ${sort} ${JSON.stringify(others)} by ${limit}`;
        expect(allPages(index, text, sort, others, limit), said).toEqual(expected);
        expect(facetsOf(index.facetTally(filtersOf(text, others)), others.facets), said).toEqual(recipeFacets(beforeFacets(recipes, text, others), others.facets));
      }
    };
    check('as built');
    const changedIds = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const at = rng.int(0, recipes.length - 1);
      const id = recipes[at]!.id;
      changedIds.add(id);
      if (rng.chance(0.3)) {
        recipes.splice(at, 1);
        index.update(id, null);
      } else {
        const changed = recipeOf(rng, id);
        recipes[at] = changed;
        index.update(id, changed);
      }
      const added = recipeOf(rng, (nextId += 1));
      recipes.push(added);
      changedIds.add(added.id);
      index.update(added.id, added);
    }
    expect(index.changedSinceBuild).toBe(changedIds.size);
    check('after changes');
  });

  it('corrects a misspelt word to the most alike word visitors now see, as pg_trgm would: every candidate found', () => {
    const rng = new Random(26);
    const vocabulary = ['salmon', 'salami', 'salsa', 'lemon', 'lemonade', 'melon', 'garlic', 'gherkin', 'ginger', 'chicken', 'chickpea', 'abbc', 'abc', 'crème', 'brûlée', 'oat', 'oats', 'boat'];
    const recipeWith = (id: number): IndexedRecipe => ({
      id,
      searchText: Array.from({ length: 1 + rng.int(0, 3) }, () => rng.pick(vocabulary)).join(rng.pick([' ', SEARCH_FIELD_SEPARATOR])),
      categoryKeys: [],
      tagKeys: [],
      dietKeys: [],
      ingredientKeys: [],
      totalMinutes: null,
      caloriesToSort: null,
      proteinToSort: null,
    });
    let nextId = 1;
    const recipes = Array.from({ length: 300 }, () => recipeWith(nextId++));
    const index = indexOf([...recipes].reverse());
    const reference = (term: string): string | null => {
      const counts = new Map<string, number>();
      for (const r of recipes) for (const word of new Set(r.searchText.match(/[\p{L}\p{N}]+/gu) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
      const ranked = [...counts]
        .filter(([word]) => [...word].length >= 3)
        .map(([word, count]) => ({ word, count, similarity: trigramSimilarity(wordTrigrams(term), wordTrigrams(word)) }))
        .filter((c) => c.similarity >= 0.4)
        .sort((a, b) => b.similarity - a.similarity || b.count - a.count || (a.word < b.word ? -1 : 1));
      return ranked[0]?.word ?? null;
    };
    const typo = (word: string) => {
      const chars = [...word];
      const at = rng.int(0, chars.length - 1);
      const kind = rng.int(0, 2);
      if (kind === 0) chars.splice(at, 1);
      else if (kind === 1) chars[at] = rng.pick([...'abcelmnos']);
      else chars.splice(at, 0, rng.pick([...'abcelmnos']));
      return chars.join('');
    };
    const check = (round: string) => {
      for (let i = 0; i < 300; i++) {
        const term = typo(rng.pick(vocabulary));
        if ([...term].length < 3) continue;
        expect(index.closestWord(term, 0.4), `${round}: ${term}`).toBe(reference(term));
      }
    };
    check('as built');
    // Words only changed or removed recipes held are gone; new ones are offered.
    vocabulary.push('salmonberry', 'lemongrass');
    for (let i = 0; i < 120; i++) {
      const at = rng.int(0, recipes.length - 1);
      const id = recipes[at]!.id;
      if (rng.chance(0.5)) {
        recipes.splice(at, 1);
        index.update(id, null);
      } else {
        recipes[at] = recipeWith(id);
        index.update(id, recipes[at]!);
      }
    }
    check('after changes');
  });

  it('never corrects to a word only a recipe visitors no longer see holds', () => {
    const recipe = (id: number, searchText: string): IndexedRecipe => ({ id, searchText, categoryKeys: [], tagKeys: [], dietKeys: [], ingredientKeys: [], totalMinutes: null, caloriesToSort: null, proteinToSort: null });
    const index = indexOf([recipe(2, 'tamarind'), recipe(1, 'salmon')]);
    expect(index.closestWord('tamarnd', 0.4)).toBe('tamarind');
    index.update(2, null);
    expect(index.closestWord('tamarnd', 0.4)).toBeNull();
    index.update(3, recipe(3, 'tamarind paste'));
    expect(index.closestWord('tamarnd', 0.4)).toBe('tamarind');
    index.update(3, recipe(3, 'paste'));
    expect(index.closestWord('tamarnd', 0.4)).toBeNull();
  });

  it('finds a word inside longer words and never across fields', () => {
    const index = indexOf([
      { id: 3, searchText: `lemon${SEARCH_FIELD_SEPARATOR}salmon`, categoryKeys: [], tagKeys: [], dietKeys: [], ingredientKeys: [], totalMinutes: null, caloriesToSort: null, proteinToSort: null },
      { id: 2, searchText: 'salmonella lemonade', categoryKeys: [], tagKeys: [], dietKeys: [], ingredientKeys: [], totalMinutes: null, caloriesToSort: null, proteinToSort: null },
      { id: 1, searchText: 'lemon salmon', categoryKeys: [], tagKeys: [], dietKeys: [], ingredientKeys: [], totalMinutes: null, caloriesToSort: null, proteinToSort: null },
    ]);
    const ids = (text: string) => index.answer({ terms: searchTerms(text), facets: {}, sort: 'relevance', limit: 10 }).map((r) => r.id);
    expect(ids('salmon lemon')).toEqual([1, 2, 3]);
    expect(ids('monsal')).toEqual([]);
    expect(ids('salmon -ade')).toEqual([1, 3]);
  });

  it('leaves terms that are not letters and digits to the database', () => {
    expect(answerable(searchTerms('crème brûlée -peas'))).toBe(true);
    expect(answerable(searchTerms('"olive oil"'))).toBe(false);
    expect(answerable(searchTerms('pan-fried'))).toBe(false);
    expect(answerable(searchTerms('100%'))).toBe(false);
  });
});
