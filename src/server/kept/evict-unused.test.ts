import { describe, expect, it } from 'vitest';
import { evictUnused } from './evict-unused';

const entriesOf = (...keys: [string, boolean][]) => new Map(keys.map(([key, used]) => [key, { used }]));
const evictTo = (entries: Map<string, { used: boolean }>, size: number) =>
  evictUnused(entries, () => entries.size <= size, (key) => entries.delete(key));

describe('evictUnused', () => {
  it('drops the oldest unused entries first, giving a used one a second chance at the newest end', () => {
    const entries = entriesOf(['a', true], ['b', false], ['c', false], ['d', true]);
    evictTo(entries, 2);
    expect([...entries.keys()]).toEqual(['d', 'a']);
    expect(entries.get('a')!.used).toBe(false);
    expect(entries.get('d')!.used).toBe(true);
  });

  it('drops used entries too once every one has had its chance', () => {
    const entries = entriesOf(['a', true], ['b', true], ['c', true]);
    evictTo(entries, 1);
    expect([...entries.keys()]).toEqual(['c']);
  });

  it('touches nothing when there is room', () => {
    const entries = entriesOf(['a', true], ['b', false]);
    evictTo(entries, 2);
    expect([...entries]).toEqual([...entriesOf(['a', true], ['b', false])]);
  });
});
