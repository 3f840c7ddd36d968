import type { NutritionAnalysis } from '../../../contracts/nutrition-analysis';
import { analyzeLines, type FoodForLine } from '../../../domain/nutrition/analyze';
import { lookupNames } from '../../../domain/nutrition/food-name';
import type { WrittenAmount } from '../../../domain/nutrition/grams';
import type { FoodMatch, FoodsRepo } from './foods-repo';

/**
 * The least pg_trgm similarity at which a written name is taken to mean a food. Chosen on the
 * demo catalogue's 232 distinct ingredient names (after lookupNames drops notes and descriptive
 * words): every best match at or above 0.5 names the right food or a close stand-in ('cooked
 * brown basmati rice' -> cooked brown rice 0.72, 'low-sodium vegetable broth' -> vegetable broth
 * 0.59); below it they are wrong ('extra-lean ham' -> extra-lean ground beef 0.42, 'agar-agar
 * powder' -> garlic powder 0.44, 'dried Italian herbs' -> poultry seasoning 0.48).
 * `npm run bench -- nutrition` prints the catalogue's match rate at this threshold.
 */
export const MATCH_THRESHOLD = 0.5;

/** The key a written name is matched once under, however many lines repeat it. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Matches are remembered for a while: the editor asks again on every keystroke pause with
 * mostly the same names, and a fuzzy lookup is the slow part (tens of ms each on PGlite). The
 * foods table changes only by seeding or an import, so a few minutes of staleness is harmless.
 */
const MATCH_CACHE_ENTRIES = 5_000;
const MATCH_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Matches ingredient names to foods and works out a recipe's nutrition (the pure part is
 * src/domain/nutrition). Each distinct name is looked up once, most literal form first; all the
 * matched foods' measures come in one query. Nothing here depends on who asks.
 */
export function createNutritionAnalyzer(foods: FoodsRepo, now: () => number = Date.now) {
  const cache = new Map<string, { match: FoodMatch | null; until: number }>();

  async function cachedMatch(name: string): Promise<FoodMatch | null> {
    const key = nameKey(name);
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.match;
    const match = await bestMatch(name);
    cache.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= MATCH_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { match, until: now() + MATCH_CACHE_TTL_MS });
    return match;
  }

  async function bestMatch(name: string): Promise<FoodMatch | null> {
    let best: FoodMatch | null = null;
    for (const candidate of lookupNames(name)) {
      const [match] = await foods.findBestMatches(candidate, 1);
      if (match && (best === null || match.score > best.score)) best = match;
      if (best?.exact) break;
    }
    return best !== null && best.score >= MATCH_THRESHOLD ? best : null;
  }

  return {
    async analyze(lines: readonly WrittenAmount[], servings: number): Promise<NutritionAnalysis> {
      const matches = new Map<string, FoodMatch | null>();
      for (const line of lines) {
        const key = nameKey(line.name);
        if (!matches.has(key)) matches.set(key, await cachedMatch(line.name));
      }
      const found = [...matches.values()].filter((m): m is FoodMatch => m !== null);
      const portions = await foods.portionsOf([...new Set(found.map((m) => m.food.id))]);
      const byKey = new Map<string, FoodForLine | null>();
      for (const [key, match] of matches) {
        if (match === null) {
          byKey.set(key, null);
          continue;
        }
        const { food } = match;
        byKey.set(key, {
          name: food.name,
          gramsPerMl: food.gramsPerMl,
          portions: portions.get(food.id) ?? [],
          per100g: food.nutrients,
          match: { id: food.id, name: food.name, source: food.source, sourceId: food.sourceId, confidence: match.score },
        });
      }
      return analyzeLines(lines, servings, (name) => byKey.get(nameKey(name)) ?? null);
    },
  };
}

export type NutritionAnalyzer = ReturnType<typeof createNutritionAnalyzer>;
