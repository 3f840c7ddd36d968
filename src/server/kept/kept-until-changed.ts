import { evictUnused } from './evict-unused';

/**
 * What reads found, kept in this process until what they read changes: reads far outnumber writes,
 * and an embedded PGlite query costs about a millisecond of the one thread. Used for public recipes'
 * JSON and what each member owns (recipes/register.ts), and for signed-in sessions (auth/sessions.ts).
 *
 * Writers call `invalidate` (one key, or all); a database NOTIFY carries it to the other processes
 * on the same database, which invalidate too, and the TTL bounds staleness while such a listener
 * reconnects. Why a kept value cannot reach the wrong reader is said where each is kept.
 */
export class KeptUntilChanged<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; used: boolean }>();
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
    entry.used = true;
    return entry.value;
  }

  get generation(): number {
    return this.invalidations;
  }

  /** Keeps the answer, unless something was invalidated since the reader noted `generation`. */
  set(id: K, value: V, generation: number): void {
    if (generation !== this.invalidations) return;
    this.entries.delete(id);
    this.entries.set(id, { value, expires: this.ttlMs === Infinity ? Infinity : Date.now() + this.ttlMs, used: false });
    evictUnused(this.entries, () => this.entries.size <= this.maxEntries, (oldest) => this.entries.delete(oldest));
  }

  /** The kept value, or what `load` reads, kept unless something was invalidated while it read. */
  async read(id: K, load: () => Promise<V>): Promise<V> {
    const kept = this.get(id);
    if (kept !== undefined) return kept;
    const generation = this.invalidations;
    const value = await load();
    this.set(id, value, generation);
    return value;
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
