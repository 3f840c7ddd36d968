/**
 * Drops the oldest entries of `entries` until `enough()`, sparing those used since they were last
 * looked at: such an entry loses its mark and moves to the newest end instead (the "second chance"
 * approximation of least recently used). A hit then only sets `used`, where moving the entry to
 * the end on every hit (a Map delete and set) made V8 allocate hash tables that outlived the
 * young generation: under load, the detail API's hits alone filled the old generation every few
 * seconds (issue 17: a heap profile of objects collected by major GCs, half of them from there).
 * Terminates: each entry is moved at most once, and a moved entry is unmarked when met again.
 */
export function evictUnused<K, E extends { used: boolean }>(entries: Map<K, E>, enough: () => boolean, remove: (key: K) => void): void {
  for (const [key, entry] of entries) {
    if (enough()) return;
    if (entry.used) {
      entry.used = false;
      entries.delete(key);
      entries.set(key, entry);
    } else {
      remove(key);
    }
  }
}
