import { describe, expect, it } from 'vitest';
import { recipeListQuerySchema } from '../../../contracts/recipe';
import { KeptUntilChanged } from '../../kept/kept-until-changed';
import type { RecipeRepo } from './repo';
import { CORRECTED_WORDS_AT_MOST, createRecipeService } from './service';

describe('correcting a search that found nothing', () => {
  it(`checks at most ${CORRECTED_WORDS_AT_MOST} words, however long the query: each check costs the database two questions`, async () => {
    const asked: string[] = [];
    // A catalogue that holds none of the words typed, and knows a correction for each.
    const repo = {
      list: async () => [],
      anyMatch: async ({ text }: { text?: string }) => {
        asked.push(`any ${text}`);
        return false;
      },
      closestWord: async (word: string) => {
        asked.push(`closest ${word}`);
        return `${word}x`;
      },
    } as unknown as RecipeRepo;
    // No search index built: the database is asked.
    const search = { read: async () => null };
    const caches = { recipes: new KeptUntilChanged<number, string>(1, 1000), owners: new KeptUntilChanged(1, 1000), search };
    const service = createRecipeService(repo, caches as never, async () => {}, async () => [], { namesOf: async (names) => names.map(() => []), known: async () => [] });
    const words = Array.from({ length: 30 }, (_, i) => `wd${i}`);
    await service.list(recipeListQuerySchema.parse({ search: words.join(' ') }), null);
    expect(asked).toEqual(words.slice(0, CORRECTED_WORDS_AT_MOST).flatMap((word) => [`any ${word}`, `closest ${word}`]));
  });
});
