import { describe, expect, it } from 'vitest';
import { AI_GOALS } from '../../../contracts/ai';
import { ANALYSIS_SYSTEM, EXPAND_SYSTEM, expandInput, IDEAS_SYSTEM, ideasInput, imagePrompt, transformInput, transformSystem } from './prompts';

const MARKER = 'MEMBER-TEXT-42';

describe('the prompts', () => {
  it("put the member's text only in the input, as JSON", () => {
    const systems = [...AI_GOALS.flatMap((goal) => [transformSystem(goal, true), transformSystem(goal, false)]), ANALYSIS_SYSTEM, IDEAS_SYSTEM, EXPAND_SYSTEM];
    for (const system of systems) expect(system).not.toContain(MARKER);

    const pasted = JSON.parse(transformInput({ pastedRecipe: `Soup ${MARKER}` }, 'custom', `less salt ${MARKER}`)) as Record<string, unknown>;
    expect(pasted).toEqual({ goal: 'custom', memberGoal: `less salt ${MARKER}`, pastedRecipe: `Soup ${MARKER}` });
    const wish = JSON.parse(transformInput({ pastedRecipe: 'Soup' }, 'vegan', 'spicy')) as Record<string, unknown>;
    expect(wish).toMatchObject({ goal: 'vegan', memberWishes: 'spicy' });

    const request = { ingredients: [MARKER], diet: [], maxMinutes: 'any' as const, servings: 2 };
    expect(JSON.parse(ideasInput(request))).toEqual({ ingredientsOnHand: [MARKER], diets: [], maxMinutes: 'any', servings: 2 });
    const idea = { title: MARKER, description: '', totalMinutes: null, uses: [], alsoNeeds: [] };
    expect(JSON.parse(expandInput(idea, request))).toMatchObject({ idea: { title: MARKER }, request: { ingredientsOnHand: [MARKER] } });
  });

  it('describe each goal in the transform instructions', () => {
    expect(transformSystem('vegan', false)).toMatch(/no animal products/);
    expect(transformSystem('gluten-free', false)).toMatch(/no wheat/);
    expect(transformSystem('vegan', true)).toMatch(/`original`/);
    expect(transformSystem('vegan', false)).not.toMatch(/`original`/);
  });

  it('describe the picture from the recipe on one line, with the style when given', () => {
    const prompt = imagePrompt(
      { title: 'Lentil\nSoup', description: 'Warm   and red.', ingredients: ['lentils', 'carrot', 'onion', 'cumin', 'stock', 'lemon', 'parsley'].map((name) => ({ name })) },
      'rustic',
    );
    expect(prompt).toContain('"Lentil Soup"');
    expect(prompt).toContain('Warm and red.');
    expect(prompt).toContain('Main ingredients: lentils, carrot, onion, cumin, stock, lemon.');
    expect(prompt).toContain('Style: rustic.');
    expect(prompt).not.toContain('\n');
  });
});
