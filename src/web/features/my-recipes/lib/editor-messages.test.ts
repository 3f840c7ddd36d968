import { describe, expect, it } from 'vitest';
import { editorMessages } from './editor-messages';

describe('editorMessages', () => {
  it('keys each message by its editor field, rows included', () => {
    const input = {};
    const errors = {
      title: { type: 'custom', message: 'Title is required', ref: input },
      tags: { type: 'server', message: 'At most 20 tags' },
      ingredients: [undefined, { name: { type: 'custom', message: 'Every ingredient needs a name' } }],
      instructions: [{ tips: { type: 'custom', message: 'Tips cannot be empty' } }],
    };
    expect(editorMessages(errors)).toEqual({
      title: 'Title is required',
      tags: 'At most 20 tags',
      'ingredients.1.name': 'Every ingredient needs a name',
      'instructions.0.tips': 'Tips cannot be empty',
    });
  });

  it("keys a list's own message by the list, whether kept as its root or on it", () => {
    const rows = Object.assign([{ name: { type: 'custom', message: 'Every ingredient needs a name' } }], {
      root: { type: 'custom', message: 'At most 100 ingredients' },
    });
    expect(editorMessages({ ingredients: rows, instructions: { type: 'list', message: 'Add at least one step' } })).toEqual({
      ingredients: 'At most 100 ingredients',
      'ingredients.0.name': 'Every ingredient needs a name',
      instructions: 'Add at least one step',
    });
  });
});
