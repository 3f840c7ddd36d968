import { setImmediate as nextTurn } from 'node:timers/promises';
import { SearchIndexBuilder, type SearchIndex, type IndexedRecipe } from './search-index';

/** Rows read per query while building: small, so other queries get their turn on PGlite's one connection. */
const BUILD_PAGE = 1_000;
/**
 * A rebuild is started when this many recipes changed since the last build, or this share of them;
 * as many waiting to be read (a bulk import) are not read but built again.
 */
export const REBUILD_AFTER_CHANGES = 2_000;
const REBUILD_AFTER_SHARE = 0.05;
/** A build that failed (the database was away) is tried again on a later search, this long after. */
const RETRY_AFTER_MS = 30_000;

export interface IndexSource {
  /** Visitors' recipes, newest first, those older than `beforeId`. */
  page(beforeId: number | null, limit: number): Promise<IndexedRecipe[]>;
  /** Those of `ids` visitors see. */
  of(ids: number[]): Promise<IndexedRecipe[]>;
}

export interface KeptSearchIndex {
  /** Starts the first build (in the background). */
  start(): void;
  /**
   * What `ask` reads of the index once every change it heard of is in, or null when the index has
   * none to give yet (not built, or rebuilding after a change to every recipe).
   */
  read<T>(ask: (index: SearchIndex) => T): Promise<T | null>;
  /** A recipe changed: the next answer reads it again first. */
  changed(id: number): void;
  /** Every recipe may have changed (an author's name, a renamed category): answers wait for a rebuild. */
  changedAll(): void;
  /** Settles when no build is running (tests, and the bench's warm-up). */
  settled(): Promise<void>;
}

/**
 * The visitors' search index (search-index.ts) kept fresh: built in the background after start;
 * a changed recipe (this process's write, or another's heard by NOTIFY) is read again before the
 * next answer, so an answer never misses a change this process knows of. Many changes start a
 * rebuild beside the index in use; a change to every recipe stops answers until one is done.
 */
export interface IndexLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export function keepSearchIndex(source: IndexSource, log: IndexLog): KeptSearchIndex {
  const onError = (error: unknown) => log.error({ err: error }, 'search index: reading recipes failed');
  let index: SearchIndex | null = null;
  const stale = new Set<number>();
  let refreshing: Promise<void> | null = null;
  let building: Promise<void> | null = null;
  /** What changed while a build was reading: its rows may predate the change. */
  let changedDuringBuild: Set<number> | null = null;
  let everythingChanged = false;
  let failedAt = -Infinity;

  const build = async (): Promise<void> => {
    const started = performance.now();
    do {
      everythingChanged = false;
      changedDuringBuild = new Set();
      const builder = new SearchIndexBuilder();
      for (let before: number | null = null; ; ) {
        const page = await source.page(before, BUILD_PAGE);
        for (const recipe of page) builder.add(recipe);
        if (page.length < BUILD_PAGE) break;
        before = page.at(-1)!.id;
        await nextTurn();
      }
      if (everythingChanged) continue;
      index = builder.build();
      for (const id of changedDuringBuild) stale.add(id);
    } while (everythingChanged);
    changedDuringBuild = null;
    log.info({ recipes: index?.size, ms: Math.round(performance.now() - started) }, 'search index built');
  };

  const startBuild = () => {
    building ??= build()
      .catch((error: unknown) => {
        failedAt = Date.now();
        onError(error);
      })
      .finally(() => {
        building = null;
        changedDuringBuild = null;
      });
  };

  /** Whether so many recipes changed that building again beats reading each (and one query of thousands of ids). */
  const rebuildDue = (changed: number) => changed > Math.max(REBUILD_AFTER_CHANGES, (index?.size ?? 0) * REBUILD_AFTER_SHARE);

  /** Every recipe may have changed: no answers until a build has read them all. */
  const rebuildAll = () => {
    index = null;
    stale.clear();
    everythingChanged = true;
    startBuild();
  };

  const refresh = async (): Promise<void> => {
    while (stale.size > 0) {
      if (rebuildDue(stale.size)) return rebuildAll();
      const ids = [...stale];
      stale.clear();
      const rows = await source.of(ids).catch((error: unknown) => {
        // Read again by the next answer.
        for (const id of ids) stale.add(id);
        throw error;
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) index?.update(id, byId.get(id) ?? null);
    }
    if (index && rebuildDue(index.changedSinceBuild)) startBuild();
  };

  return {
    start: startBuild,

    async read(ask) {
      if (!index) {
        if (!building && Date.now() - failedAt > RETRY_AFTER_MS) startBuild();
        return null;
      }
      try {
        while (stale.size > 0 || refreshing) {
          refreshing ??= refresh().finally(() => (refreshing = null));
          await refreshing;
        }
      } catch (error) {
        onError(error);
        return null;
      }
      return index ? ask(index) : null;
    },

    changed(id) {
      stale.add(id);
      changedDuringBuild?.add(id);
    },

    changedAll: rebuildAll,

    async settled() {
      while (building) await building;
    },
  };
}
