import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dietChoices, dietsFromProfile, EMPTY_IDEAS_FORM, ideasFormSchema, type IdeasForm } from './ideas-form';
import { EMPTY_SOURCE, transformFormSchema, type TransformForm } from './transform-form';

/** A form schema's answer as the request, or one message per field as the form shows them ('source.recipeId'). */
function check(schema: z.ZodType, form: unknown) {
  const checked = schema.safeParse(form);
  if (checked.success) return { ok: true as const, request: checked.data };
  return { ok: false as const, errors: Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])) };
}
const ideasRequestFrom = (form: IdeasForm) => check(ideasFormSchema, form);
const transformRequestFrom = (form: TransformForm) => check(transformFormSchema, form);

describe('Recipe Ideas form', () => {
  it('starts from the profile’s diets, matched to the offered chips', () => {
    expect(dietsFromProfile(['vegan', ' Low FODMAP ', 'VEGAN'])).toEqual(['Vegan', 'Low FODMAP']);
    expect(dietChoices(['Low FODMAP']).map((c) => c.value)).toContain('Low FODMAP');
  });

  it('builds the request or names the field at fault', () => {
    expect(ideasRequestFrom({ ...EMPTY_IDEAS_FORM, ingredients: ['chickpeas'], cuisine: ' Thai ', servings: '3', maxMinutes: '30' })).toEqual({
      ok: true,
      request: { ingredients: ['chickpeas'], diet: [], cuisine: 'Thai', maxMinutes: '30', servings: 3 },
    });
    const empty = ideasRequestFrom({ ...EMPTY_IDEAS_FORM, servings: '' });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.errors).sort()).toEqual(['ingredients', 'servings']);
  });
});

describe('Recipe AI form', () => {
  it('asks for a recipe on a recipe tab and a goal description for a custom goal', () => {
    expect(transformRequestFrom({ source: EMPTY_SOURCE, goal: 'vegan', instructions: '' })).toEqual({ ok: false, errors: { 'source.recipeId': 'Choose a recipe to transform' } });
    const custom = transformRequestFrom({ source: { ...EMPTY_SOURCE, tab: 'url', url: 'https://example.com/soup' }, goal: 'custom', instructions: ' ' });
    expect(custom).toEqual({ ok: false, errors: { instructions: 'Describe your goal' } });
    const ok = transformRequestFrom({ source: { ...EMPTY_SOURCE, tab: 'url', url: 'https://example.com/soup' }, goal: 'low-carb', instructions: '' });
    expect(ok).toEqual({ ok: true, request: { source: { type: 'url', url: 'https://example.com/soup' }, goal: 'low-carb' } });
  });
});
