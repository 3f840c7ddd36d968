import { describe, expect, it } from 'vitest';
import { KeptUntilChanged } from './kept-until-changed';

describe('KeptUntilChanged', () => {
  it('keeps an answer read before no invalidation', () => {
    const cache = new KeptUntilChanged<number, string>(10, Infinity);
    const since = cache.generation;
    cache.set(1, '{"author":"Ada"}', since);
    expect(cache.get(1)).toBe('{"author":"Ada"}');
  });

  it('drops an answer whose read began before an invalidation (the author hid the profile meanwhile)', () => {
    const cache = new KeptUntilChanged<number, string>(10, Infinity);
    const since = cache.generation;
    // The read is in flight when a write invalidates the recipe, or every recipe.
    cache.invalidate(1);
    cache.set(1, '{"author":"Ada"}', since);
    expect(cache.get(1)).toBeUndefined();
    const later = cache.generation;
    cache.invalidate();
    cache.set(1, '{"author":"Ada"}', later);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets the least recently used answer past its size', () => {
    const cache = new KeptUntilChanged<number, string>(2, Infinity);
    for (const id of [1, 2]) cache.set(id, String(id), cache.generation);
    cache.get(1);
    cache.set(3, '3', cache.generation);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual(['1', undefined, '3']);
  });

  it('reads once and keeps it; a read across an invalidation is answered but not kept', async () => {
    const cache = new KeptUntilChanged<string, number>(2, Infinity);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read('tools', load)).toBe(1);
    expect(await cache.read('tools', load)).toBe(1);
    cache.invalidate();
    expect(await cache.read('tools', async () => {
      const value = await load();
      cache.invalidate();
      return value;
    })).toBe(2);
    expect(await cache.read('tools', load)).toBe(3);
  });
});
