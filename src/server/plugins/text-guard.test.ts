import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, storableText, SURROGATE_MESSAGE, unstorableField, unstorableText } from './text-guard';

const nul = (field: string) => ({ field, message: NUL_MESSAGE });
const surrogate = (field: string) => ({ field, message: SURROGATE_MESSAGE });

describe('unstorableText', () => {
  it('refuses a NUL character and an unpaired surrogate, high or low, anywhere in the string', () => {
    expect(unstorableText('a\u0000b')).toBe(NUL_MESSAGE);
    for (const text of ['\ud800', 'a\ud800', '\ud800b', '\udc00', 'a\udc00b', '\udbff\udbff\udc00', '\ud800\udc00\udc00', '\udc00\ud800']) {
      expect(unstorableText(text), JSON.stringify(text)).toBe(SURROGATE_MESSAGE);
    }
  });

  it('accepts paired surrogates (an emoji) and other text', () => {
    for (const text of ['', 'Soup', '🍲', 'a🍲b🥕', '\ud800\udc00', 'Crème brûlée – ½ cup', '\uffff\ufffd']) {
      expect(unstorableText(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe('unstorableField', () => {
  it('names the first string holding a NUL character or a lone surrogate by its dotted path', () => {
    expect(unstorableField({ title: 'Soup', ingredients: [{ name: 'salt' }, { name: 'pep\u0000per' }] })).toEqual(nul('ingredients.1.name'));
    expect(unstorableField({ title: 'Soup', instructions: [{ instruction: 'Stir\ud800' }] })).toEqual(surrogate('instructions.0.instruction'));
    expect(unstorableField({ q: '\u0000' })).toEqual(nul('q'));
    expect(unstorableField({ a: { b: { c: ['x', 'y\udfff'] } } })).toEqual(surrogate('a.b.c.1'));
  });

  it('names a key holding one', () => {
    expect(unstorableField({ data: { 'ke\u0000y': 1 } })).toEqual(nul('data.ke\u0000y'));
    expect(unstorableField({ data: { '\ud800': 'x' } })).toEqual(surrogate('data.\ud800'));
  });

  it('answers the empty path for a bare string and null when there is none', () => {
    expect(unstorableField('a\u0000b')).toEqual(nul(''));
    expect(unstorableField('\udc00')).toEqual(surrogate(''));
    expect(unstorableField({ title: 'Soup 🍲', servings: 4, tags: ['a', 'b'], note: null, nested: { ok: true } })).toBeNull();
    expect(unstorableField(undefined)).toBeNull();
    expect(unstorableField(Buffer.from([0, 0xd8, 0, 0]))).toBeNull();
  });
});

describe('unstorableField on a deeply nested value', () => {
  it('walks 100 000 levels without overflowing the stack', () => {
    let deep: unknown = 'end\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableField(deep)?.field.split('.').length).toBe(100_000);
  });
});

describe('storableText', () => {
  it('drops NUL characters and unpaired surrogates, keeping pairs', () => {
    expect(storableText('a\u0000b\ud800c\udc00d🍲')).toBe('abcd🍲');
    expect(storableText('Soup')).toBe('Soup');
  });

  it('cuts to a length without leaving half of a pair', () => {
    expect(storableText('ab🍲', 3)).toBe('ab');
    expect(storableText('ab🍲', 4)).toBe('ab🍲');
    expect(storableText('abcdef', 3)).toBe('abc');
    expect(unstorableText(storableText('🍲'.repeat(10), 7))).toBeNull();
  });
});
