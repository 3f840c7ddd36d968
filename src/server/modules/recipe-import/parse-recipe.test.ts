import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe';

/** Wraps structured data in a page with the usual noise around it (nav, scripts, comments). */
function page(head: string, body = '<p>Some chatter about the recipe.</p>'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A recipe | Example Kitchen</title>
<script>window.dataLayer = [];</script>
${head}
</head><body><nav><a href="/">Home</a></nav><!-- ad slot -->${body}</body></html>`;
}

const ldJson = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** A blog plugin's shape: an @graph of WebSite, WebPage, Article and Recipe, sections of HowToSteps. */
const PLUGIN_GRAPH = page(
  ldJson({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': 'https://kitchen.example/#website', name: 'Example Kitchen' },
      { '@type': 'WebPage', '@id': 'https://kitchen.example/lentil-soup/', name: 'Lentil soup' },
      { '@type': 'Article', headline: 'The lentil soup I make every week', author: { '@type': 'Person', name: 'Sam' } },
      {
        '@type': 'Recipe',
        name: 'Red Lentil &amp; Carrot Soup',
        description: 'A quick, warming soup with cumin &#39;n&#39; lemon.',
        author: { '@type': 'Person', name: 'Sam' },
        image: [
          'https://kitchen.example/wp-content/uploads/lentil-soup-1x1.jpg',
          'https://kitchen.example/wp-content/uploads/lentil-soup-4x3.jpg',
        ],
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT15M',
        cookTime: 'P0DT45M',
        totalTime: 'PT1H',
        recipeCategory: ['Soup', 'Main Dishes'],
        recipeCuisine: ['Middle Eastern'],
        keywords: 'lentils, weeknight, Freezer-Friendly',
        suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
        tool: [{ '@type': 'HowToTool', name: 'Blender' }, 'Large pot'],
        recipeIngredient: ['1 tbsp olive oil', '1 onion, chopped', '2 carrots, diced', '1 cup red lentils', '4 cups vegetable stock', 'Salt, to taste'],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Soup',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Warm the oil and soften the onion for 5 minutes.', name: 'Warm the oil', url: 'https://kitchen.example/lentil-soup/#step-1' },
              { '@type': 'HowToStep', text: 'Add carrots, lentils and stock; simmer for <strong>25 minutes</strong>.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'To serve',
            itemListElement: [{ '@type': 'HowToStep', text: 'Blend half the soup and season.' }],
          },
        ],
        nutrition: { '@type': 'NutritionInformation', calories: '250 kcal' },
      },
    ],
  }),
);

/** A magazine's shape: a top-level array, a dual @type, an ImageObject and the steps as one HTML text. */
const MAGAZINE_ARRAY = page(
  ldJson([
    { '@context': 'http://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@context': 'http://schema.org',
      '@type': ['Recipe', 'NewsArticle'],
      headline: 'Brown butter cookies',
      name: 'Brown Butter Chocolate Chip Cookies',
      image: { '@type': 'ImageObject', url: '/images/cookies.jpg', width: 1200, height: 800 },
      recipeYield: 'Makes 12',
      prepTime: 'P0Y0M0DT0H20M0.000S',
      cookTime: 'PT12M',
      keywords: ['cookies', 'baking'],
      recipeCategory: 'Desserts, Baking',
      recipeIngredient: ['1 cup (2 sticks) butter', '1 ½ cups all-purpose flour', '2 large eggs', '1 cup chocolate chips'],
      recipeInstructions:
        '<ol><li><p>Brown the butter and let it cool.</p></li><li>Whisk in the sugar &amp; eggs.</li><li>Fold in flour and chips, then bake 12&nbsp;minutes.</li></ol>',
    },
  ]),
);

/** A page whose Recipe sits under mainEntity, with plain-text steps, numbers, tips and JSON that is not quite JSON. */
const NESTED_MAIN_ENTITY = page(
  `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "WebPage",
  "mainEntity": {
    "@type": "schema:Recipe",
    "name": "Overnight oats",
    "recipeYield": 2,
    "totalTime": "PT5M",
    "image": { "@type": "ImageObject", "contentUrl": "https://cdn.example/oats.webp" },
    "recipeIngredient": ["1 cup rolled oats", "1 cup milk", "2 tbsp chia seeds"],
    "recipeInstructions": [
      "1. Stir everything together in a jar.",
      {"@type": "HowToTip", "text": "A pinch of salt helps."},
      "Step 2: Chill overnight.
Eat cold or warm."
    ]
  }
}
</script>`,
);

/** An older site marked up with microdata only; the author is a nested item with a name of its own. */
const MICRODATA = page(
  '',
  `<article itemscope itemtype="http://schema.org/Recipe">
  <h1 itemprop="name">Grandma&rsquo;s Apple Crumble</h1>
  <div itemprop="author" itemscope itemtype="http://schema.org/Person">by <span itemprop="name">Rose</span></div>
  <img itemprop="image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/photos/crumble.jpg" alt="">
  <p itemprop="description">Sweet apples under a <em>buttery</em> oat topping.</p>
  <meta itemprop="prepTime" content="PT20M">
  <time itemprop="cookTime" datetime="PT40M">40 minutes</time>
  <span itemprop="recipeYield">6 servings</span>
  <meta itemprop="recipeCategory" content="Desserts">
  <meta itemprop="keywords" content="apples, autumn">
  <link itemprop="suitableForDiet" href="https://schema.org/VegetarianDiet">
  <h2>Ingredients</h2>
  <ul>
    <li itemprop="recipeIngredient">6 apples, peeled and sliced</li>
    <li itemprop="recipeIngredient">100 g butter, cold</li>
    <li itemprop="recipeIngredient">150 g   plain flour</li>
  </ul>
  <h2>Method</h2>
  <div itemprop="recipeInstructions">
    <ol>
      <li>Heat the oven to 180&deg;C.</li>
      <li>Rub the butter into the flour, then scatter over the apples.</li>
      <li>Bake until golden.</li>
    </ol>
  </div>
</article>`,
);

/** Microdata steps as nested HowToStep items. */
const MICRODATA_STEPS = page(
  '',
  `<div itemscope itemtype="https://schema.org/Recipe">
  <span itemprop="name">Green salad</span>
  <span itemprop="ingredients">1 head lettuce</span>
  <span itemprop="ingredients">2 tbsp vinaigrette</span>
  <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
    <span itemprop="text">Wash and dry the lettuce.</span>
  </div>
  <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
    <span itemprop="text">Toss with the dressing.</span>
  </div>
</div>`,
);

const PAGE_URL = 'https://kitchen.example/recipes/this-one/';

describe('parseRecipePage: JSON-LD', () => {
  it('reads a plugin @graph: sections, entities, yields, ISO times, labels and diets', () => {
    expect(parseRecipePage(PLUGIN_GRAPH, PAGE_URL)).toEqual({
      title: 'Red Lentil & Carrot Soup',
      description: "A quick, warming soup with cumin 'n' lemon.",
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 45,
      categories: ['Soup', 'Main Dishes'],
      tags: ['lentils', 'weeknight', 'freezer-friendly', 'middle eastern'],
      dietaryAttributes: ['Vegan', 'Gluten-Free'],
      recipeTools: ['Blender', 'Large pot'],
      ingredients: ['1 tbsp olive oil', '1 onion, chopped', '2 carrots, diced', '1 cup red lentils', '4 cups vegetable stock', 'Salt, to taste'],
      instructions: [
        { instruction: 'Soup: Warm the oil and soften the onion for 5 minutes.', tips: [] },
        { instruction: 'Add carrots, lentils and stock; simmer for 25 minutes.', tips: [] },
        { instruction: 'To serve: Blend half the soup and season.', tips: [] },
      ],
      imageUrl: 'https://kitchen.example/wp-content/uploads/lentil-soup-1x1.jpg',
      yieldText: null,
      totalMinutes: 60,
      author: 'Sam',
      siteName: null,
    });
  });

  it('reads a top-level array with a dual @type, an ImageObject and HTML steps', () => {
    const recipe = parseRecipePage(MAGAZINE_ARRAY, PAGE_URL);
    expect(recipe).toMatchObject({
      title: 'Brown Butter Chocolate Chip Cookies',
      servings: 12,
      prepMinutes: 20,
      cookMinutes: 12,
      categories: ['Desserts', 'Baking'],
      tags: ['cookies', 'baking'],
      imageUrl: 'https://kitchen.example/images/cookies.jpg',
    });
    expect(recipe?.instructions.map((s) => s.instruction)).toEqual([
      'Brown the butter and let it cool.',
      'Whisk in the sugar & eggs.',
      'Fold in flour and chips, then bake 12 minutes.',
    ]);
    expect(recipe?.ingredients[1]).toBe('1 ½ cups all-purpose flour');
  });

  it('finds a Recipe under mainEntity, mends raw line breaks in JSON, drops step numbers and keeps tips', () => {
    expect(parseRecipePage(NESTED_MAIN_ENTITY, PAGE_URL)).toMatchObject({
      title: 'Overnight oats',
      servings: 2,
      prepMinutes: null,
      cookMinutes: null,
      imageUrl: 'https://cdn.example/oats.webp',
      instructions: [
        { instruction: 'Stir everything together in a jar.', tips: ['A pinch of salt helps.'] },
        // A raw line break inside a JSON string is read as a space, so this stays one step.
        { instruction: 'Chill overnight. Eat cold or warm.', tips: [] },
      ],
    });
  });

  it('splits plain-text steps on their line breaks and HowToSteps built of directions and tips', () => {
    const recipe = parseRecipePage(
      page(
        ldJson({
          '@type': 'Recipe',
          name: 'Toast',
          recipeIngredient: '2 slices bread\n1 tbsp butter',
          recipeInstructions: [
            'Toast the bread.\nSpread the butter.',
            {
              '@type': 'HowToStep',
              itemListElement: [
                { '@type': 'HowToDirection', text: 'Cut in half.' },
                { '@type': 'HowToTip', text: 'Diagonally looks nicer.' },
              ],
            },
          ],
          recipeYield: ['1', '1 serving'],
          prepTime: 'PT1H30M',
          cookTime: '5 mins',
        }),
      ),
      PAGE_URL,
    );
    expect(recipe).toMatchObject({
      ingredients: ['2 slices bread', '1 tbsp butter'],
      instructions: [
        { instruction: 'Toast the bread.', tips: [] },
        { instruction: 'Spread the butter.', tips: [] },
        { instruction: 'Cut in half.', tips: ['Diagonally looks nicer.'] },
      ],
      servings: 1,
      prepMinutes: 90,
      cookMinutes: 5,
      imageUrl: null,
    });
  });

  // Issue 15: the import kept prep + cook and lost the page's total (rest and chill time); now each is kept as given.
  it('keeps prep, cook and total as the page gives them, working none out from the others', () => {
    const recipe = parseRecipePage(
      page(ldJson({ '@type': 'Recipe', name: 'Stew', recipeIngredient: ['1 kg beef'], recipeInstructions: 'Cook slowly.', prepTime: 'PT20M', totalTime: 'PT2H' })),
      PAGE_URL,
    );
    expect(recipe).toMatchObject({ prepMinutes: 20, cookMinutes: null, totalMinutes: 120 });
  });

  // Issue 15: what a Recipe leaves out is read from the page; a missing name was a refusal before.
  it('takes a missing name from the page', () => {
    const nameless = page(ldJson({ '@type': 'Recipe', recipeIngredient: ['1 egg'], recipeInstructions: ['Cook.'] }));
    expect(parseRecipePage(nameless, PAGE_URL)?.title).toBe('A recipe');
  });

  it('skips a teaser Recipe without ingredients for the full one after it', () => {
    const teaser = ldJson({ '@type': 'ItemList', itemListElement: [{ '@type': 'Recipe', name: 'Other soup', url: '/other' }] });
    const full = ldJson({ '@type': 'Recipe', name: 'This soup', recipeIngredient: ['1 leek'], recipeInstructions: ['Simmer.'] });
    expect(parseRecipePage(page(teaser + full), PAGE_URL)?.title).toBe('This soup');
  });

  it('leaves group headings and part labels out of the ingredient lines', () => {
    const recipe = parseRecipePage(
      page(
        ldJson({
          '@type': 'Recipe',
          name: 'Cake',
          recipeIngredient: ['Ingredients:', 'For the cake:', '2 cups flour', 'Salt and pepper', 'For the glaze', '1 cup sugar', 'Juice of 1 lemon, for the glaze'],
          recipeInstructions: 'Bake.',
        }),
      ),
      PAGE_URL,
    );
    expect(recipe?.ingredients).toEqual(['2 cups flour', 'Salt and pepper', '1 cup sugar', 'Juice of 1 lemon, for the glaze']);
  });

  it('prefers JSON-LD when a page has both, and skips broken JSON-LD blocks', () => {
    const both = page(`<script type="application/ld+json">{ not json</script>${ldJson({ '@type': 'Recipe', name: 'From JSON-LD', recipeIngredient: ['1 egg'], recipeInstructions: ['Boil.'] })}`, MICRODATA);
    expect(parseRecipePage(both, PAGE_URL)?.title).toBe('From JSON-LD');
  });
});

describe('parseRecipePage: microdata', () => {
  it('reads itemprops, not those of nested items, with media and meta values', () => {
    expect(parseRecipePage(MICRODATA, PAGE_URL)).toEqual({
      title: 'Grandma’s Apple Crumble',
      description: 'Sweet apples under a buttery oat topping.',
      servings: 6,
      prepMinutes: 20,
      cookMinutes: 40,
      categories: ['Desserts'],
      tags: ['apples', 'autumn'],
      dietaryAttributes: ['Vegetarian'],
      recipeTools: [],
      ingredients: ['6 apples, peeled and sliced', '100 g butter, cold', '150 g plain flour'],
      instructions: [
        { instruction: 'Heat the oven to 180°C.', tips: [] },
        { instruction: 'Rub the butter into the flour, then scatter over the apples.', tips: [] },
        { instruction: 'Bake until golden.', tips: [] },
      ],
      imageUrl: 'https://kitchen.example/photos/crumble.jpg',
      yieldText: null,
      totalMinutes: null,
      author: 'Rose',
      siteName: null,
    });
  });

  it('reads steps given as nested HowToStep items, and the older ingredients property', () => {
    expect(parseRecipePage(MICRODATA_STEPS, PAGE_URL)).toMatchObject({
      title: 'Green salad',
      ingredients: ['1 head lettuce', '2 tbsp vinaigrette'],
      instructions: [
        { instruction: 'Wash and dry the lettuce.', tips: [] },
        { instruction: 'Toss with the dressing.', tips: [] },
      ],
      servings: null,
    });
  });
});

describe('parseRecipePage: what structured data leaves out', () => {
  const LISTS = '<h1>Leek soup</h1><h2>Ingredients</h2><ul><li>2 leeks</li><li>1 l stock</li></ul><h2>Method</h2><ol><li>Sweat the leeks.</li><li>Simmer in the stock.</li></ol>';

  it("fills a microdata Recipe's missing steps from the page, keeping what it does say", () => {
    const html = page(
      '<meta property="og:site_name" content="Soup Club">',
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Leek Soup</span><meta itemprop="recipeYield" content="4 servings">
        <meta itemprop="totalTime" content="PT40M"><span itemprop="recipeIngredient">2 leeks</span><span itemprop="recipeIngredient">1 l stock</span></div>${LISTS}`,
    );
    expect(parseRecipePage(html, PAGE_URL)).toMatchObject({
      title: 'Leek Soup',
      servings: 4,
      totalMinutes: 40,
      ingredients: ['2 leeks', '1 l stock'],
      instructions: [{ instruction: 'Sweat the leeks.' }, { instruction: 'Simmer in the stock.' }],
      siteName: 'Soup Club',
    });
  });

  it("reads a card's yield and times only for a recipe whose structured data gives none", () => {
    const card = `${LISTS}<div class="recipe-servings">Serves 8</div><div class="total-time">Total time: 2 hours</div>`;
    const partial = (extra: object) => page(ldJson({ '@type': 'Recipe', name: 'Leek Soup', recipeIngredient: ['2 leeks'], ...extra }), card);
    expect(parseRecipePage(partial({}), PAGE_URL)).toMatchObject({ servings: 8, totalMinutes: 120 });
    expect(parseRecipePage(partial({ totalTime: 'PT40M' }), PAGE_URL)).toMatchObject({ servings: null, totalMinutes: 40 });
    expect(parseRecipePage(partial({ recipeInstructions: 'Simmer.' }), PAGE_URL)).toMatchObject({ servings: null, totalMinutes: null });
  });

  it("does not take a teaser Recipe for another page as this page's recipe", () => {
    const teaser = ldJson({ '@type': 'ItemList', itemListElement: [{ '@type': 'Recipe', name: 'Other soup', url: 'https://kitchen.example/other/' }] });
    expect(parseRecipePage(page(teaser, LISTS), PAGE_URL)?.title).toBe('Leek soup');
    expect(parseRecipePage(page(teaser), PAGE_URL)).toBeNull();
  });

  it('reads the author from an @id the graph names, and the site from the publisher when og:site_name is missing', () => {
    const graph = ldJson({
      '@graph': [
        { '@type': 'Person', '@id': '#cook', name: 'Ada' },
        { '@type': 'Organization', '@id': '#site', name: 'Soup Club' },
        { '@type': 'Recipe', name: 'Soup', author: { '@id': '#cook' }, publisher: { '@id': '#site' }, recipeIngredient: ['1 leek'], recipeInstructions: 'Cook.' },
      ],
    });
    expect(parseRecipePage(page(graph), PAGE_URL)).toMatchObject({ author: 'Ada', siteName: 'Soup Club' });
    expect(parseRecipePage(page(`<meta name="author" content="Bo">${ldJson({ '@type': 'Recipe', name: 'Soup', author: 'https://kitchen.example/author/ada', recipeIngredient: ['1 leek'], recipeInstructions: 'Cook.' })}`), PAGE_URL)).toMatchObject({ author: 'Bo', siteName: null });
  });
});

describe('parseRecipePage: no recipe', () => {
  it.each([
    ['a page without structured data', page('', '<h1>Soup</h1><ul><li>1 cup lentils</li></ul>')],
    ['an article only', page(ldJson({ '@type': 'NewsArticle', headline: 'Ten soups' }))],
    ['a recipe without ingredients', page(ldJson({ '@type': 'Recipe', name: 'Mystery', recipeInstructions: ['Cook.'] }))],
    ['a recipe without steps', page(ldJson({ '@type': 'Recipe', name: 'Mystery', recipeIngredient: ['1 egg'] }))],
    ['broken JSON-LD', page('<script type="application/ld+json">{"@type": "Recipe", </script>')],
    ['not HTML at all', '%PDF-1.7 \u0000\u0001 binary'],
  ])('answers null for %s', (_, html) => {
    expect(parseRecipePage(html, PAGE_URL)).toBeNull();
  });

  // Pages may now be 5 MB: every reader must stay linear (a quadratic one takes minutes here).
  it('reads pages of several MB built to be slow in linear time', () => {
    const started = Date.now();
    const manyTips = ldJson({
      '@type': 'Recipe',
      name: 'Tips',
      recipeIngredient: ['1 egg'],
      recipeYield: Array.from({ length: 50_000 }, (_, i) => `${i} loaves`),
      recipeInstructions: Array.from({ length: 100_000 }, (_, i) => (i % 2 ? { '@type': 'HowToTip', text: 'Tip.' } : 'For the sauce:')),
    });
    expect(parseRecipePage(page(manyTips), PAGE_URL)).toBeNull();
    const manySteps = `<h1>Stirring</h1><h2>Method</h2>${'<p>Stir.</p>'.repeat(200_000)}<h2>Ingredients</h2><ul><li>1 egg</li></ul>`;
    expect(parseRecipePage(page('', manySteps), PAGE_URL)?.instructions).toHaveLength(200_000);
    const commas = `<script type="application/ld+json">{"@type":"Recipe","name":"x","recipeIngredient":["1 egg"${',"1 egg"'.repeat(200_000)},],"recipeInstructions":"Cook."}</script>`;
    expect(parseRecipePage(page(commas), PAGE_URL)?.ingredients).toHaveLength(200_001);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('survives very deep nesting', () => {
    const deep = `${'<div>'.repeat(20_000)}text${'</div>'.repeat(20_000)}`;
    const nestedJson = `<script type="application/ld+json">${'['.repeat(5_000)}${']'.repeat(5_000)}</script>`;
    expect(parseRecipePage(page(nestedJson, deep), PAGE_URL)).toBeNull();
  });
});
