import { describe, expect, it } from 'vitest';
import { nulField } from './nul-guard';

describe('nulField', () => {
  it('names the first string holding a NUL character by its dotted path', () => {
    expect(nulField({ title: 'Soup', ingredients: [{ name: 'salt' }, { name: 'pep\u0000per' }] })).toBe('ingredients.1.name');
    expect(nulField({ q: '\u0000' })).toBe('q');
    expect(nulField({ a: { b: { c: ['x', 'y\u0000'] } } })).toBe('a.b.c.1');
  });

  it('names a key holding one', () => {
    expect(nulField({ data: { 'ke\u0000y': 1 } })).toBe('data.ke\u0000y');
  });

  it('answers the empty path for a bare string and null when there is none', () => {
    expect(nulField('a\u0000b')).toBe('');
    expect(nulField({ title: 'Soup', servings: 4, tags: ['a', 'b'], note: null, nested: { ok: true } })).toBeNull();
    expect(nulField(undefined)).toBeNull();
    expect(nulField(Buffer.from([0, 0, 0]))).toBeNull();
  });
});

describe('nulField on a deeply nested value', () => {
  it('walks 100 000 levels without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulField(deep)?.split('.').length).toBe(100_000);
  });
});
