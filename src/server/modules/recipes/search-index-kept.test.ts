import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../domain/search';
import type { IndexedRecipe } from './search-index';
import { keepSearchIndex, REBUILD_AFTER_CHANGES, type IndexSource } from './search-index-kept';

/** A catalogue the index reads, which a test changes as the database would be changed. */
function catalogue(titles: Record<number, string>) {
  const rows = new Map(Object.entries(titles).map(([id, title]) => [Number(id), recipe(Number(id), title)]));
  const reads: string[] = [];
  let pause: Promise<void> | null = null;
  const source: IndexSource = {
    async page(beforeId, limit) {
      reads.push(`page ${beforeId}`);
      await pause;
      return [...rows.values()].filter((r) => beforeId === null || r.id < beforeId).sort((a, b) => b.id - a.id).slice(0, limit);
    },
    async of(ids) {
      reads.push(`of ${ids.join(',')}`);
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
  };
  return {
    source,
    reads,
    set: (id: number, title: string | null) => (title === null ? rows.delete(id) : rows.set(id, recipe(id, title))),
    /** Holds every page read until the returned function is called. */
    hold: () => {
      let release = () => {};
      pause = new Promise((resolve) => (release = resolve));
      return () => {
        pause = null;
        release();
      };
    },
  };
}

function recipe(id: number, title: string): IndexedRecipe {
  return { id, searchText: title, categoryKeys: [], tagKeys: [], dietKeys: [], ingredientKeys: [], totalMinutes: null, caloriesToSort: null, proteinToSort: null };
}

/** Fails the test on any error logged. */
const strict = {
  info: () => {},
  error: ({ err }: { err?: unknown }) => {
    throw err;
  },
};
const query = (text: string) => ({ terms: searchTerms(text), facets: {}, sort: 'newest' as const, limit: 10 });
const ids = async (kept: ReturnType<typeof keepSearchIndex>, text: string) => (await kept.read((index) => index.answer(query(text))))?.map((r) => r.id) ?? null;

describe('the kept search index', () => {
  it('answers nothing until built, then from memory', async () => {
    const db = catalogue({ 1: 'salmon', 2: 'lemon salmon' });
    const kept = keepSearchIndex(db.source, strict);
    expect(await ids(kept, 'salmon')).toBeNull();
    await kept.settled();
    expect(await ids(kept, 'salmon')).toEqual([2, 1]);
    expect(db.reads).toEqual(['page null']);
  });

  it('reads a changed recipe again before its next answer', async () => {
    const db = catalogue({ 1: 'salmon', 2: 'lemon salmon' });
    const kept = keepSearchIndex(db.source, strict);
    kept.start();
    await kept.settled();
    db.set(1, 'trout');
    db.set(3, 'salmon cakes');
    kept.changed(1);
    kept.changed(3);
    expect(await ids(kept, 'salmon')).toEqual([3, 2]);
    expect(await ids(kept, 'trout')).toEqual([1]);
    expect(db.reads.at(-1)).toBe('of 1,3');
  });

  it('after a change to every recipe answers nothing until rebuilt, and a change made while building is read again', async () => {
    const db = catalogue({ 1: 'salmon' });
    const kept = keepSearchIndex(db.source, strict);
    kept.start();
    await kept.settled();
    const release = db.hold();
    kept.changedAll();
    expect(await ids(kept, 'salmon')).toBeNull();
    db.set(1, 'trout');
    kept.changed(1);
    release();
    await kept.settled();
    expect(await ids(kept, 'trout')).toEqual([1]);
  });

  it('a change to every recipe while building starts the reading again', async () => {
    const db = catalogue({ 1: 'salmon' });
    const kept = keepSearchIndex(db.source, strict);
    const release = db.hold();
    kept.start();
    db.set(1, 'trout');
    kept.changedAll();
    release();
    await kept.settled();
    expect(db.reads).toEqual(['page null', 'page null']);
    expect(await ids(kept, 'trout')).toEqual([1]);
  });

  it('a failed read answers nothing and is read again next time', async () => {
    const db = catalogue({ 1: 'salmon' });
    const errors: unknown[] = [];
    const kept = keepSearchIndex(db.source, { info: () => {}, error: ({ err }: { err?: unknown }) => errors.push(err) });
    kept.start();
    await kept.settled();
    const of = db.source.of;
    db.source.of = async () => {
      throw new Error('database away');
    };
    db.set(1, 'trout');
    kept.changed(1);
    expect(await ids(kept, 'trout')).toBeNull();
    expect(errors).toHaveLength(1);
    db.source.of = of;
    expect(await ids(kept, 'trout')).toEqual([1]);
  });

  it('builds again rather than read thousands of changed recipes in one query', async () => {
    const db = catalogue({ 1: 'salmon' });
    const kept = keepSearchIndex(db.source, strict);
    kept.start();
    await kept.settled();
    db.set(1, 'trout');
    for (let id = 1; id <= REBUILD_AFTER_CHANGES + 1; id++) kept.changed(id);
    const release = db.hold();
    expect(await ids(kept, 'trout')).toBeNull();
    release();
    await kept.settled();
    expect(await ids(kept, 'trout')).toEqual([1]);
    expect(db.reads.filter((read) => read.startsWith('of'))).toEqual([]);
  });
});
