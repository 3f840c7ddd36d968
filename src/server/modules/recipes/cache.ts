/**
 * What recipe reads found, kept until a recipe changes. Reads far outnumber writes, and an embedded
 * PGlite query costs milliseconds. Two are kept (recipes/register.ts): serialized public recipes by
 * id, which the detail endpoint answers from, and what each member owns (whether their lists are a
 * visitor's).
 *
 * Only recipe answers that look the same to every viewer are kept (a public recipe whose author's
 * profile is visible, see RecipeService.getJson and ADR 0007), so a kept answer can never show a
 * private recipe, or a private profile's author, to the wrong person. Writes call `invalidate` (see
 * ADR 0002) and NOTIFY the other processes on the same database, which invalidate too; the TTL only
 * bounds staleness while such a listener reconnects.
 */
export class RecipeCache<K = number, V = string> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  /**
   * Counts invalidations. A reader notes it before its query and hands it to `set`: an answer read
   * while a write invalidated (a recipe made private, an author hiding their profile) is not kept,
   * so it cannot outlive the change.
   */
  private invalidations = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(id: K): V | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  get generation(): number {
    return this.invalidations;
  }

  /** Keeps the answer, unless something was invalidated since the reader noted `generation`. */
  set(id: K, value: V, generation: number): void {
    if (generation !== this.invalidations) return;
    this.entries.delete(id);
    this.entries.set(id, { value, expires: this.ttlMs === Infinity ? Infinity : Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  invalidate(id?: K): void {
    this.invalidations++;
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
