import { describe, expect, it, vi } from 'vitest';
import { AnswerCache, etagOf, isNotModified, keepable, pickEncoding } from './answer-cache';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['BR', 'br'],
  ] as const)('%s → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('kept answers', () => {
  const page = (html: string) => keepable(html, 'text/html; charset=utf-8');

  it('answer If-None-Match with any of their tags, weak or strong, or *', async () => {
    const kept = await page('<p>soup</p>');
    expect(isNotModified(kept, etagOf(kept, 'br'))).toBe(true);
    expect(isNotModified(kept, `"other", W/${etagOf(kept, 'identity')}`)).toBe(true);
    expect(isNotModified(kept, '*')).toBe(true);
    expect(isNotModified(kept, '"other"')).toBe(false);
    expect(isNotModified(kept, undefined)).toBe(false);
  });

  it('drop the least recently used when over the byte budget', async () => {
    const a = await page('a'.repeat(1000));
    const bytes = a.identity.length + a.br.length + a.gzip.length;
    const cache = new AnswerCache(bytes * 2, 60_000);
    cache.set('a', a, cache.generation);
    cache.set('b', await page('b'.repeat(1000)), cache.generation);
    cache.get('a');
    cache.set('c', await page('c'.repeat(1000)), cache.generation);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('are not kept when rendered across a change, and go with their age', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache(1_000_000, 60_000);
      const generation = cache.generation;
      cache.clear();
      cache.set('late', await page('x'), generation);
      expect(cache.get('late')).toBeUndefined();
      cache.set('fresh', await page('y'), cache.generation);
      vi.advanceTimersByTime(60_001);
      expect(cache.get('fresh')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('AnswerCache.share', () => {
  it('makes once for everyone who asks while it is being made, and anew afterwards', async () => {
    const cache = new AnswerCache(1_000_000, 60_000);
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return made;
    };
    expect(await Promise.all([cache.share('k', make), cache.share('k', make), cache.share('k', make)])).toEqual([1, 1, 1]);
    expect(await cache.share('k', make)).toBe(2);
  });

  it('hands a failure to everyone waiting, and tries again on the next request', async () => {
    const cache = new AnswerCache(1_000_000, 60_000);
    const failing = () => Promise.reject(new Error('gone'));
    await expect(Promise.all([cache.share('k', failing), cache.share('k', failing)])).rejects.toThrow('gone');
    expect(await cache.share('k', async () => 'ok')).toBe('ok');
  });
});

describe('AnswerCache.lookup', () => {
  const answer = (text: string) => keepable(text, 'text/plain');

  it('answers one past its age once more while it is made again, then the new one', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache(1_000_000, 60_000);
      cache.set('k', await answer('old'), cache.generation);
      vi.advanceTimersByTime(60_001);
      const fresh = await answer('new');
      let remade = 0;
      let finish = () => {};
      const rendered = new Promise<void>((resolve) => (finish = resolve));
      const remake = async () => {
        remade++;
        await rendered;
        cache.set('k', fresh, cache.generation);
      };
      expect(cache.lookup('k', remake)?.identity.toString()).toBe('old');
      expect(cache.lookup('k', remake)?.identity.toString()).toBe('old');
      finish();
      await vi.waitFor(() => expect(cache.get('k')?.identity.toString()).toBe('new'));
      expect(remade).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the old one go when the new one is not kept (the page is gone)', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache(1_000_000, 60_000);
      cache.set('k', await answer('old'), cache.generation);
      vi.advanceTimersByTime(60_001);
      cache.lookup('k', () => Promise.reject(new Error('not found')));
      await vi.waitFor(() => expect(cache.lookup('k', async () => undefined)).toBeUndefined());
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers what a change dropped', async () => {
    const cache = new AnswerCache(1_000_000, 60_000);
    cache.set('k', await answer('old'), cache.generation);
    cache.clear();
    expect(cache.lookup('k', async () => undefined)).toBeUndefined();
  });
});
