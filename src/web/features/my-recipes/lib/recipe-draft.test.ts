import { describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../lib/draft-storage';
import { clearDraft, draftKey, readDraft, sameForm, writeDraft } from './recipe-draft';
import { emptyRecipeForm, newIngredientRow, type RecipeForm } from './recipe-form';

/** The Storage interface over a Map, as the browser's localStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const withTitle = (title: string): RecipeForm => ({ ...emptyRecipeForm(), title });
const NOW = new Date('2026-11-26T00:30:00.000Z');

describe('draftKey', () => {
  it('names the member and the recipe, "new" for an unsaved one', () => {
    expect(draftKey(7, 12)).not.toBe(draftKey(8, 12));
    expect(draftKey(7, undefined)).toBe(draftKey(7, undefined));
    expect(draftKey(7, undefined)).toContain(':7:new');
  });
});

describe('sameForm', () => {
  it('ignores row keys and sees any change of content', () => {
    const a = emptyRecipeForm();
    const b = emptyRecipeForm();
    expect(a.ingredients[0]!.key).not.toBe(b.ingredients[0]!.key);
    expect(sameForm(a, b)).toBe(true);
    expect(sameForm(a, { ...b, ingredients: [{ ...newIngredientRow(), name: 'salt' }] })).toBe(false);
    expect(sameForm(a, { ...b, servings: '6' })).toBe(false);
  });
});

describe('readDraft and writeDraft', () => {
  it('gives back what was written, with its time and fresh row keys', () => {
    const storage = memoryStorage();
    const form = withTitle('Soup');
    writeDraft(storage, draftKey(1, undefined), form, NOW);
    const draft = readDraft(storage, draftKey(1, undefined), emptyRecipeForm());
    expect(draft?.savedAt).toBe(NOW.toISOString());
    expect(sameForm(draft!.form, form)).toBe(true);
    expect(draft!.form.ingredients[0]!.key).not.toBe(form.ingredients[0]!.key);
  });

  it('never gives one member the draft of another', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey(1, 5), withTitle('Mine'), NOW);
    expect(readDraft(storage, draftKey(2, 5), emptyRecipeForm())).toBeNull();
  });

  it('reads nothing from text that is not a draft', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '"text"', '{"savedAt":"yesterday","form":{}}', JSON.stringify({ savedAt: NOW.toISOString(), form: { ingredients: [{}], instructions: [] } })]) {
      storage.setItem('k', raw);
      expect(readDraft(storage, 'k', emptyRecipeForm())).toBeNull();
    }
  });

  it('fills fields the draft lacks or holds the wrong kind of value for from the starting form', () => {
    const storage = memoryStorage();
    const { servings: _dropped, ...older } = withTitle('Older draft');
    storage.setItem('k', JSON.stringify({ savedAt: NOW.toISOString(), form: { ...older, tags: 'not a list' } }));
    const start = { ...emptyRecipeForm(), servings: '3', tags: ['quick'] };
    const draft = readDraft(storage, 'k', start);
    expect(draft?.form.title).toBe('Older draft');
    expect(draft?.form.servings).toBe('3');
    expect(draft?.form.tags).toEqual(['quick']);
  });

  it('is quiet when the storage refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeDraft(storage, 'k', withTitle('Soup'), NOW)).not.toThrow();
  });
});

describe('clearDraft and clearAllDrafts', () => {
  it('clears one draft, or every draft and nothing else', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey(1, 5), withTitle('A'), NOW);
    writeDraft(storage, draftKey(1, undefined), withTitle('B'), NOW);
    writeDraft(storage, draftKey(2, 5), withTitle('C'), NOW);
    storage.setItem('sprig:install-banner-dismissed-at', '1');
    clearDraft(storage, draftKey(1, 5));
    expect(readDraft(storage, draftKey(1, 5), emptyRecipeForm())).toBeNull();
    expect(storage.items.size).toBe(3);
    clearAllDrafts(storage);
    expect([...storage.items.keys()]).toEqual(['sprig:install-banner-dismissed-at']);
  });
});
