import { describe, expect, it } from 'vitest';
import { Random } from '../../../../tests/fuzz/random';
import { Bits, eachWord, VocabularyBuilder } from './search-vocabulary';

const slotsOf = (bits: Bits) => Array.from({ length: bits.size }, (_, slot) => slot).filter((slot) => bits.has(slot));

describe('the search vocabulary', () => {
  it('reads the words of a text as the runs of letters and digits a regular expression finds', () => {
    const rng = new Random(7);
    const pool = ['a', 'Z', '9', 'é', 'ß', '\u0301', '٣', '𝒜', '😀', ' ', '-', '\u00a0', '\u001f', '中', 'ǅ', '½'];
    for (let i = 0; i < 500; i++) {
      const text = Array.from({ length: rng.int(0, 11) }, () => rng.pick(pool)).join('');
      const words: string[] = [];
      eachWord(text, (word) => words.push(word));
      expect(words, JSON.stringify(text)).toEqual(text.match(/[\p{L}\p{N}]+/gu) ?? []);
    }
  });

  it('walks a set of slots from any slot to the next one in it, across and at the ends of its words', () => {
    const rng = new Random(11);
    for (const size of [1, 31, 32, 33, 64, 200]) {
      for (let round = 0; round < 20; round++) {
        const bits = new Bits(size);
        for (let slot = 0; slot < size; slot++) if (rng.chance(round % 4 === 0 ? 0.02 : 0.3)) bits.add(slot);
        const slots = slotsOf(bits);
        for (let from = 0; from <= size + 1; from++) {
          expect(bits.nextSet(from), `${size} from ${from}`).toBe(slots.find((slot) => slot >= from) ?? -1);
        }
      }
    }
  });

  it('finds the slots of a word, or of every word holding a part, across the chunks it was coded in', () => {
    const rng = new Random(3);
    const words = ['salmon', 'salmonella', 'lemon', 'rice', 'pea', 'chickpea', 'crème', 'a', 'ab', 'b'];
    // Gaps of every size: a word seen again after one slot, after hundreds (two-byte gaps), or never.
    const texts = Array.from({ length: 700 }, (_, slot) =>
      Array.from({ length: rng.int(0, 3) }, () => (slot % 300 === 7 ? 'rare' : rng.pick(words))).join(' '),
    );
    for (const chunkSlots of [1, 7, 256, 8192]) {
      const builder = new VocabularyBuilder(chunkSlots);
      for (const text of texts) builder.addSlot(text);
      const vocabulary = builder.build();
      for (const term of [...words, 'rare', 'mon', 'pe', 'x', 'salmonellas']) {
        const holding = (slot: number) => texts[slot]!.split(' ').filter(Boolean);
        const exact = texts.map((_, slot) => slot).filter((slot) => holding(slot).includes(term));
        const containing = texts.map((_, slot) => slot).filter((slot) => holding(slot).some((word) => word.includes(term)));
        expect(slotsOf(vocabulary.exact(term, new Bits(texts.length))), `${term} by ${chunkSlots}`).toEqual(exact);
        expect(slotsOf(vocabulary.containing(term, new Bits(texts.length))), `${term} by ${chunkSlots}`).toEqual(containing);
      }
    }
  });
});
