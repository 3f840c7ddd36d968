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
    // No slot past the end: count and forEach read whole words.
    if (size & 31) bits.words[bits.words.length - 1] = (1 << (size & 31)) - 1;
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
  /** How many slots are in the set. */
  count(): number {
    let count = 0;
    for (let word of this.words) {
      // Bits set in one 32-bit word (the classic population count).
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      count += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
    }
    return count;
  }
  /** The lowest slot in the set at `from` or after it; -1 when there is none (a sparse set is walked a word at a time). */
  nextSet(from: number): number {
    let i = from >>> 5;
    if (i >= this.words.length) return -1;
    let word = this.words[i]! & (0xffffffff << (from & 31));
    while (word === 0) {
      if (++i === this.words.length) return -1;
      word = this.words[i]!;
    }
    return (i << 5) + 31 - Math.clz32(word & -word);
  }
  /** Calls `visit` with each slot in the set, lowest first. */
  forEach(visit: (slot: number) => void): void {
    this.words.forEach((word, i) => {
      while (word !== 0) {
        const low = word & -word;
        visit((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    });
  }
  copy(): Bits {
    const bits = new Bits(this.size);
    bits.words.set(this.words);
    return bits;
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/** Whether `text` is one word as eachWord reads them: letters and digits only. */
export function isOneWord(text: string): boolean {
  return ONE_WORD.test(text);
}

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

/** Slots a builder collects before it codes their postings: the raw (word, slot) pairs of ~8k recipes. */
const CHUNK_SLOTS = 8192;

/** One chunk's postings, coded: for each word present (ascending ids), its run of varint gaps. */
interface Chunk {
  words: Int32Array;
  offsets: Int32Array;
  bytes: Uint8Array;
}

/**
 * Collects each slot's words, slots in ascending order; `build` makes the Vocabulary. Postings are
 * coded a chunk of slots at a time, each gap from the word's previous slot anywhere, so a word's
 * runs from consecutive chunks join into its whole run: the raw pairs of one chunk are all a build
 * holds besides the coded bytes.
 */
export class VocabularyBuilder {
  private readonly ids = new Map<string, number>();
  /** Each word's last slot: for one entry per slot, and the gaps. */
  private readonly lastSlot: number[] = [];
  /** (word, gap) pairs of the chunk being collected, in a buffer kept from chunk to chunk. */
  private pairs = new Int32Array(1 << 16);
  private pairCount = 0;
  private readonly chunks: Chunk[] = [];
  private slots = 0;

  constructor(private readonly chunkSlots = CHUNK_SLOTS) {}

  /** The words of the next slot's text. */
  addSlot(text: string): void {
    const slot = this.slots++;
    eachWord(text, (word) => this.addEntry(word, slot));
    if (this.slots % this.chunkSlots === 0) this.seal();
  }

  /** The next slot's entries taken whole (an ingredient line's key, spaces and all), not split into words. */
  addSlotEntries(entries: readonly string[]): void {
    const slot = this.slots++;
    for (const entry of entries) this.addEntry(entry, slot);
    if (this.slots % this.chunkSlots === 0) this.seal();
  }

  private addEntry(word: string, slot: number): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word, id);
      this.lastSlot.push(-1);
    }
    if (this.lastSlot[id] === slot) return;
    if (this.pairCount + 2 > this.pairs.length) {
      const grown = new Int32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.pairCount++] = id;
    this.pairs[this.pairCount++] = slot - this.lastSlot[id]!;
    this.lastSlot[id] = slot;
  }

  build(): Vocabulary {
    this.seal();
    const words = [...this.ids.keys()];
    const order = Int32Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    const rank = new Int32Array(words.length);
    order.forEach((id, i) => (rank[id] = i));
    const offsets = new Int32Array(words.length + 1);
    for (const chunk of this.chunks) chunk.words.forEach((word, i) => (offsets[rank[word]! + 1]! += chunk.offsets[i + 1]! - chunk.offsets[i]!));
    for (let i = 0; i < words.length; i++) offsets[i + 1]! += offsets[i]!;
    const bytes = new Uint8Array(offsets[words.length]!);
    const cursor = offsets.slice(0, words.length);
    for (const chunk of this.chunks) {
      chunk.words.forEach((word, i) => {
        const run = chunk.bytes.subarray(chunk.offsets[i]!, chunk.offsets[i + 1]!);
        bytes.set(run, cursor[rank[word]!]!);
        cursor[rank[word]!]! += run.length;
      });
    }
    return new Vocabulary(
      Array.from(order, (id) => words[id]!),
      offsets,
      bytes,
    );
  }

  /** Codes the pairs collected so far into a chunk. */
  private seal(): void {
    if (this.pairCount === 0) return;
    const size = new Map<number, number>();
    for (let i = 0; i < this.pairCount; i += 2) size.set(this.pairs[i]!, (size.get(this.pairs[i]!) ?? 0) + varintSize(this.pairs[i + 1]!));
    const words = Int32Array.from(size.keys()).sort();
    const offsets = new Int32Array(words.length + 1);
    const cursor = new Map<number, number>();
    words.forEach((word, i) => {
      cursor.set(word, offsets[i]!);
      offsets[i + 1] = offsets[i]! + size.get(word)!;
    });
    const bytes = new Uint8Array(offsets[words.length]!);
    for (let i = 0; i < this.pairCount; i += 2) {
      const word = this.pairs[i]!;
      let at = cursor.get(word)!;
      let gap = this.pairs[i + 1]!;
      while (gap >= 0x80) {
        bytes[at++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      bytes[at++] = gap;
      cursor.set(word, at);
    }
    this.chunks.push({ words, offsets, bytes });
    this.pairCount = 0;
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
    const word = this.find(term);
    return word === -1 ? into : this.addSlots(word, into);
  }

  /** Adds the slots of every word containing `term`. */
  containing(term: string, into: Bits): Bits {
    for (const word of this.entriesContaining([term])) this.addSlots(word, into);
    return into;
  }

  /** Adds the slots of every word ending with `part`. */
  endingWith(part: string, into: Bits): Bits {
    for (const word of this.entriesContaining([part])) if (this.word(word).endsWith(part)) this.addSlots(word, into);
    return into;
  }

  /** Adds the slots of every entry containing each of the parts of one of `alternatives`, each entry once. */
  containingAny(alternatives: readonly (readonly string[])[], into: Bits): Bits {
    for (const word of new Set(alternatives.flatMap((parts) => this.entriesContaining(parts)))) this.addSlots(word, into);
    return into;
  }

  /** The words (by number) starting with `prefix`: a range of the sorted words. */
  wordsStartingWith(prefix: string): number[] {
    let [low, high] = [0, this.size];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.word(mid) < prefix) low = mid + 1;
      else high = mid;
    }
    const found: number[] = [];
    for (let i = low; i < this.size && this.word(i).startsWith(prefix); i++) found.push(i);
    return found;
  }

  /** The words (by number) containing `part`. */
  wordsContaining(part: string): number[] {
    return this.entriesContaining([part]);
  }

  /** The number of the word equal to `term`; -1 when there is none. */
  find(term: string): number {
    let [low, high] = [0, this.size - 1];
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const word = this.word(mid);
      if (word === term) return mid;
      if (word < term) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  /** How many of a word's slots are not in `dead`. */
  liveCount(word: number, dead: Bits): number {
    const slots = this.addSlots(word, new Bits(dead.size));
    return slots.andNot(dead).count();
  }

  /** The entries (word numbers) containing each of `parts`. */
  private entriesContaining(parts: readonly string[]): number[] {
    const [first, ...others] = parts;
    const found: number[] = [];
    if (first === undefined) return found;
    for (let at = this.joined.indexOf(first); at !== -1; ) {
      const word = this.wordAt(at);
      if (others.length === 0 || others.every((part) => this.word(word).includes(part))) found.push(word);
      at = this.joined.indexOf(first, this.wordStarts[word + 1]!);
    }
    return found;
  }

  /** The word numbered `i` (words are numbered in sorted order). */
  word(i: number): string {
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
