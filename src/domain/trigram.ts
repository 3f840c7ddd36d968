/**
 * Trigram similarity as PostgreSQL's pg_trgm works it out for one lower-cased word (a run of
 * letters and digits): the word padded with two spaces in front and one behind, every three
 * characters in a row, each trigram once; similarity is shared / (all of both - shared). The
 * visitors' search index corrects a misspelt word with it in memory, as the database does
 * with `similarity()` (recipes/repo.ts closestWord); an API test holds the two to the same answers.
 */

/**
 * How alike (pg_trgm similarity) a word of the catalogue must be to stand for a misspelt one: one
 * letter left out of a five- or six-letter word ('salmn', 'garlc') scores 0.44; the operator's own
 * 0.3 also lets through words that merely share an ending.
 */
export const CORRECTION_SIMILARITY = 0.4;

/** The words a misspelt word may be corrected to, by length (migration 0026's search_words). */
export const CORRECTABLE_LENGTH = { min: 3, max: 40 } as const;

/** The trigrams of one word (already lower-cased, letters and digits only). */
export function wordTrigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

/** pg_trgm's similarity of two words' trigram sets. */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * The trigrams of `word` that lie inside it (no padding): a word as alike as `least` to `word`
 * holds one of them, or begins with its first two letters, or is short (see `mayBeAlike`).
 */
export function innerTrigrams(word: string): string[] {
  const chars = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...out];
}
