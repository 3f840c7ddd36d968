import sharp from 'sharp';
import { messageText, type StandInAnswer, type StandInRequest } from '../../tests/support/openai-stand-in';

/**
 * What the e2e server's stand-in AI provider answers: plausible, deterministic JSON for each of
 * the site's schemas, built from the request's own input so the screens show something that
 * belongs to the recipe the test chose. A test that needs a failure asks for it through the input
 * (a pasted recipe or an ingredient containing FAIL_MARKER).
 */

/** Written into a member's input, it makes the stand-in answer with a provider error. */
export const FAIL_MARKER = 'please-fail-the-ai';
/** Written into a member's input, it makes the stand-in take a few seconds (time to leave the screen). */
export const SLOW_MARKER = 'please-take-your-time';
const SLOW_MS = 4000;

interface Line {
  name: string;
  quantity: number | null;
  unit: string | null;
  preparation: string | null;
}
interface InputRecipe {
  title: string;
  description?: string | null;
  servings: number;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  ingredients: Line[];
  instructions: { instruction: string; tips?: string[] }[];
}

/** The JSON between the runner's <input> tags. */
function inputOf(request: StandInRequest): Record<string, unknown> {
  const user = messageText(request, 'user');
  const start = user.indexOf('{');
  const end = user.lastIndexOf('}');
  return start >= 0 && end > start ? (JSON.parse(user.slice(start, end + 1)) as Record<string, unknown>) : {};
}

const SWAPS: [RegExp, string, string][] = [
  [/\bbutter\b/i, 'olive oil', 'Olive oil brings mostly unsaturated fat instead of butter’s saturated fat'],
  [/\b(heavy |double )?cream\b/i, 'Greek yogurt', 'Greek yogurt keeps it creamy with more protein and less fat'],
  [/\bwhite rice\b/i, 'brown rice', 'Brown rice adds fibre'],
  [/\bsugar\b/i, 'maple syrup', 'Less added sugar, used sparingly'],
  [/\bbacon\b/i, 'smoked paprika', 'Keeps the smoky taste without processed meat'],
];

function lighter(recipe: InputRecipe) {
  const changes: { change: string; reason: string }[] = [];
  const ingredients = recipe.ingredients.map((line) => {
    for (const [pattern, swap, reason] of SWAPS) {
      if (pattern.test(line.name)) {
        changes.push({ change: `${line.name} → ${swap}`, reason });
        return { ...line, name: swap };
      }
    }
    return line;
  });
  ingredients.push({ name: 'baby spinach', quantity: 2, unit: 'cup', preparation: null });
  changes.push({ change: 'Added 2 cups of baby spinach', reason: 'More vegetables, fibre and folate per serving' });
  return {
    transformed: {
      title: `Lighter ${recipe.title}`,
      description: `A lighter take on ${recipe.title}, with more greens.`,
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes ?? null,
      cookMinutes: recipe.cookMinutes ?? null,
      categories: ['Dinner'],
      tags: ['lighter'],
      dietaryAttributes: [],
      recipeTools: [],
      ingredients,
      instructions: [
        ...recipe.instructions.map((step) => ({ instruction: step.instruction, tips: step.tips ?? [] })),
        { instruction: 'Stir in the spinach until it wilts, then serve.', tips: [] },
      ],
    },
    summary: `${recipe.title}, made lighter: less saturated fat and more vegetables.`,
    changes,
  };
}

const UNITS = new Set(['g', 'kg', 'ml', 'l', 'cup', 'cups', 'tbsp', 'tsp', 'oz', 'lb', 'can', 'cans', 'clove', 'cloves', 'pinch']);

/**
 * A pasted recipe read as a model reads it into the recipe schema, every field written (strict
 * structured output): the first line is the title, a line starting with an amount is an
 * ingredient, any other line a step; servings estimated when the text gives none.
 */
export function readPastedRecipe(text: string) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '');
  const [title = 'Pasted recipe', ...rest] = lines;
  const ingredients: Line[] = [];
  const instructions: { instruction: string; tips: string[] }[] = [];
  let servings = 2;
  for (const line of rest) {
    const serves = /^(?:serves|servings:?)\s*(\d+)/i.exec(line);
    if (serves) {
      servings = Number(serves[1]);
      continue;
    }
    const amount = /^(\d+(?:[.,]\d+)?)\s+(\S+)\s*(.*)$/.exec(line);
    if (amount) {
      const unit = amount[2]!.toLowerCase();
      const hasUnit = UNITS.has(unit);
      const [name, preparation] = (hasUnit ? amount[3]! : `${amount[2]} ${amount[3]}`).split(/,\s*/);
      ingredients.push({ name: name!.trim(), quantity: Number(amount[1]!.replace(',', '.')), unit: hasUnit ? unit : null, preparation: preparation ?? null });
    } else {
      instructions.push({ instruction: line, tips: [] });
    }
  }
  return {
    title,
    description: null,
    servings,
    prepMinutes: null,
    cookMinutes: null,
    categories: [],
    tags: [],
    dietaryAttributes: [],
    recipeTools: [],
    ingredients,
    instructions,
  };
}

function idea(title: string, uses: string[], minutes: number) {
  return { title, description: `${title}: quick, fresh and built around what you have.`, totalMinutes: minutes, uses, alsoNeeds: ['lemon'] };
}

function expanded(title: string, uses: string[], servings: number) {
  return {
    title,
    description: `${title}, written out in full.`,
    servings,
    prepMinutes: 10,
    cookMinutes: 15,
    categories: ['Dinner'],
    tags: ['quick'],
    dietaryAttributes: [],
    recipeTools: ['Skillet'],
    ingredients: [
      ...uses.map((name) => ({ name, quantity: 1, unit: 'cup', preparation: null })),
      { name: 'olive oil', quantity: 1, unit: 'tbsp', preparation: null },
      { name: 'lemon juice', quantity: 1, unit: 'tbsp', preparation: null },
    ],
    instructions: [
      { instruction: 'Warm the oil in a skillet over medium heat.', tips: [] },
      { instruction: `Cook the ${uses.join(', ')} until tender, about 10 minutes.`, tips: ['Stir now and then.'] },
      { instruction: 'Finish with lemon juice and serve.', tips: [] },
    ],
  };
}

let picture: Buffer | undefined;

/** A 512 px food-coloured picture (a real image, as a provider would send). */
async function foodPicture(): Promise<Buffer> {
  picture ??= await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c9733a' } })
    .composite([{ input: Buffer.from('<svg width="512" height="512"><circle cx="256" cy="256" r="180" fill="#f3e3c3"/><circle cx="256" cy="256" r="120" fill="#5a8f3c"/></svg>') }])
    .png()
    .toBuffer();
  return picture;
}

export async function e2eAiAnswer(request: StandInRequest): Promise<StandInAnswer> {
  if (request.path.endsWith('/images/generations') || request.body.modalities?.includes('image')) {
    return { kind: 'image', bytes: await foodPicture(), delayMs: 300 };
  }
  const schema = request.body.response_format?.json_schema?.name;
  const input = inputOf(request);
  if (JSON.stringify(input).includes(FAIL_MARKER)) return { kind: 'error', status: 500, message: 'stand-in failure on request' };
  const delayMs = JSON.stringify(input).includes(SLOW_MARKER) ? SLOW_MS : 300;
  switch (schema) {
    case 'recipe_transform': {
      if (typeof input.pastedRecipe === 'string') {
        const original = readPastedRecipe(input.pastedRecipe);
        return { kind: 'json', content: { original, ...lighter(original) }, delayMs };
      }
      return { kind: 'json', content: lighter(input.recipe as InputRecipe), delayMs };
    }
    case 'recipe_analysis':
      return {
        kind: 'json',
        delayMs,
        content: {
          summary: `${(input.recipe as InputRecipe).title} is a balanced dish with a good share of vegetables.`,
          strengths: ['Plenty of vegetables', 'Moderate portion size'],
          improvements: ['Use half the salt and finish with lemon', 'Serve with a side of greens'],
          healthScore: 7,
        },
      };
    case 'recipe_ideas': {
      const onHand = (input.ingredientsOnHand as string[]) ?? [];
      const first = onHand[0] ?? 'vegetables';
      return {
        kind: 'json',
        delayMs,
        content: {
          ideas: [
            idea(`${first} stir-fry`, onHand.slice(0, 2), 20),
            idea(`Roasted ${first} bowl`, onHand.slice(0, 3), 35),
            idea(`${first} soup`, onHand.slice(0, 1), 30),
          ],
        },
      };
    }
    case 'recipe': {
      const chosen = input.idea as { title: string; uses: string[] };
      const servings = (input.request as { servings?: number }).servings ?? 2;
      return { kind: 'json', content: expanded(chosen.title, chosen.uses, servings), delayMs };
    }
    case 'provider_test_answer':
      return { kind: 'json', content: { answer: 'Hello from the stand-in model.' }, delayMs };
    case 'kitchen_tool':
      // Its input is plain text, not JSON, and the name arrives title-cased: 'Please-fail-the-ai …'.
      if (messageText(request, 'user').toLowerCase().includes(FAIL_MARKER)) return { kind: 'error', status: 500, message: 'stand-in failure on request' };
      return { kind: 'json', content: { purpose: 'A dependable everyday tool', recommendedProduct: 'Stand-in Chef Tool', priority: 2 }, delayMs };
    default:
      return { kind: 'error', status: 400, message: `the e2e stand-in has no answer for schema ${String(schema)}` };
  }
}
