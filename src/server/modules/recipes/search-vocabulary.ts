/**
 * The words of the visitors' search index (search-index.ts) and, for each, the slots (recipes)
 * holding it, in a few flat arrays rather than an object per word: at 100k recipes that is ~200k
 * words and ~8M postings, which as one typed array per word cost 100 MB of heap and as plain arrays
 * while building four times that. Postings are stored as varint-coded gaps (most fit one byte).
 */

/** A set of slots, one bit each. */
export class Bits {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }
  static all(size: number): Bits {
    const bits = new Bits(size);
    bits.words.fill(0xffffffff);
    return bits;
  }
  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }
  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }
  addAll(slots: Iterable<number>): this {
    for (const slot of slots) this.add(slot);
    return this;
  }
  and(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= other.words[i]!;
    return this;
  }
  andNot(other: Bits): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= ~other.words[i]!;
    return this;
  }
  copy(): Bits {
    const bits = new Bits(this.size);
    bits.words.set(this.words);
    return bits;
  }
}

/** A growing list of int32s in fixed blocks: no copy of everything when it grows. */
class IntList {
  private static readonly BLOCK = 1 << 20;
  private readonly blocks: Int32Array[] = [];
  length = 0;
  push(value: number): void {
    const at = this.length % IntList.BLOCK;
    if (at === 0) this.blocks.push(new Int32Array(IntList.BLOCK));
    this.blocks.at(-1)![at] = value;
    this.length++;
  }
  get(i: number): number {
    return this.blocks[Math.floor(i / IntList.BLOCK)]![i % IntList.BLOCK]!;
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Calls `visit` with each word of `text`: maximal runs of letters and digits (Unicode's), the same
 * runs as /[\p{L}\p{N}]+/gu finds, without a match object per word (a build reads millions).
 */
export function eachWord(text: string, visit: (word: string) => void): void {
  let start = -1;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    let size = 1;
    let inWord: boolean;
    if (code < 0x80) inWord = (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
    else {
      const point = text.codePointAt(i)!;
      size = point > 0xffff ? 2 : 1;
      inWord = LETTER_OR_DIGIT.test(String.fromCodePoint(point));
    }
    if (inWord && start === -1) start = i;
    else if (!inWord && start !== -1) {
      visit(text.slice(start, i));
      start = -1;
    }
    i += size;
  }
  if (start !== -1) visit(text.slice(start));
}

/** Collects each slot's words, slots in ascending order; `build` makes the Vocabulary. */
export class VocabularyBuilder {
  private readonly ids = new Map<string, number>();
  private readonly lastSlot: number[] = [];
  /** Word ids, slot after slot (each slot's ids once). */
  private readonly entries = new IntList();
  private readonly slotEnds: number[] = [];

  /** The words of the next slot's text. */
  addSlot(text: string): void {
    const slot = this.slotEnds.length;
    eachWord(text, (word) => {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
        this.lastSlot.push(-1);
      }
      if (this.lastSlot[id] === slot) return;
      this.lastSlot[id] = slot;
      this.entries.push(id);
    });
    this.slotEnds.push(this.entries.length);
  }

  build(): Vocabulary {
    const words = [...this.ids.keys()];
    const order = Int32Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    const rank = new Int32Array(words.length);
    order.forEach((id, i) => (rank[id] = i));
    // Each word's slots as varint-coded gaps (the first from -1), in two passes over the entries:
    // the bytes each word needs, then the bytes, each word's run at its offset.
    const offsets = new Int32Array(words.length + 1);
    const last = new Int32Array(words.length).fill(-1);
    this.eachEntry((word, slot) => {
      offsets[rank[word]! + 1]! += varintSize(slot - last[word]!);
      last[word] = slot;
    });
    for (let i = 0; i < words.length; i++) offsets[i + 1]! += offsets[i]!;
    const bytes = new Uint8Array(offsets[words.length]!);
    const cursor = offsets.slice(0, words.length);
    last.fill(-1);
    this.eachEntry((word, slot) => {
      let gap = slot - last[word]!;
      last[word] = slot;
      const at = rank[word]!;
      while (gap >= 0x80) {
        bytes[cursor[at]!++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      bytes[cursor[at]!++] = gap;
    });
    return new Vocabulary(
      Array.from(order, (id) => words[id]!),
      offsets,
      bytes,
    );
  }

  /** Every (word, slot) added, slots ascending. */
  private eachEntry(visit: (word: number, slot: number) => void): void {
    let slot = 0;
    for (let i = 0; i < this.entries.length; i++) {
      while (i >= this.slotEnds[slot]!) slot++;
      visit(this.entries.get(i), slot);
    }
  }
}

function varintSize(value: number): number {
  let size = 1;
  while (value >= 0x80) {
    value >>>= 7;
    size++;
  }
  return size;
}

/** Sorted words, for exact lookups (binary search) and substring lookups (one scan of the joined words). */
export class Vocabulary {
  /** The words joined by newlines, which never occur in a word: a term found in it lies inside one word. */
  private readonly joined: string;
  /** Where each word starts in `joined`; one more, past the end. */
  private readonly wordStarts: Int32Array;

  /** `offsets`: where each word's varint-coded slot gaps start in `bytes` (one more, past the end). */
  constructor(
    sortedWords: string[],
    private readonly offsets: Int32Array,
    private readonly bytes: Uint8Array,
  ) {
    this.joined = sortedWords.join('\n');
    this.wordStarts = new Int32Array(sortedWords.length + 1);
    let at = 0;
    sortedWords.forEach((word, i) => {
      this.wordStarts[i] = at;
      at += word.length + 1;
    });
    this.wordStarts[sortedWords.length] = at;
  }

  get size(): number {
    return this.wordStarts.length - 1;
  }

  /** Adds the slots of the word equal to `term`. */
  exact(term: string, into: Bits): Bits {
    let [low, high] = [0, this.size - 1];
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const word = this.word(mid);
      if (word === term) return this.addSlots(mid, into);
      if (word < term) low = mid + 1;
      else high = mid - 1;
    }
    return into;
  }

  /** Adds the slots of every word containing `term`. */
  containing(term: string, into: Bits): Bits {
    for (let at = this.joined.indexOf(term); at !== -1; ) {
      const word = this.wordAt(at);
      this.addSlots(word, into);
      at = this.joined.indexOf(term, this.wordStarts[word + 1]!);
    }
    return into;
  }

  private word(i: number): string {
    return this.joined.slice(this.wordStarts[i]!, this.wordStarts[i + 1]! - 1);
  }

  private addSlots(word: number, into: Bits): Bits {
    let slot = -1;
    for (let i = this.offsets[word]!; i < this.offsets[word + 1]!; ) {
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = this.bytes[i++]!;
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      slot += gap;
      into.add(slot);
    }
    return into;
  }

  private wordAt(offset: number): number {
    let [low, high] = [0, this.size - 1];
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.wordStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
