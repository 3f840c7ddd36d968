/**
 * Serialized public recipes by id. Reads of a recipe page far outnumber writes, and an embedded
 * PGlite query costs milliseconds, so the detail endpoint answers from here when it can.
 *
 * Only answers that look the same to every viewer are cached (a public recipe whose author's profile
 * is visible, see RecipeService.getJson and ADR 0007), so a cached answer can never show a private
 * recipe, or a private profile's author, to the wrong person. Writes call `invalidate` (see ADR 0002) and NOTIFY the
 * other processes on the same database, which invalidate too (app.ts); the TTL only bounds
 * staleness while such a listener reconnects.
 */
export class RecipeCache {
  private readonly entries = new Map<number, { json: string; expires: number }>();
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

  get(id: number): string | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.json;
  }

  get generation(): number {
    return this.invalidations;
  }

  /** Keeps the answer, unless something was invalidated since the reader noted `generation`. */
  set(id: number, json: string, generation: number): void {
    if (generation !== this.invalidations) return;
    this.entries.delete(id);
    this.entries.set(id, { json, expires: this.ttlMs === Infinity ? Infinity : Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  invalidate(id?: number): void {
    this.invalidations++;
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
