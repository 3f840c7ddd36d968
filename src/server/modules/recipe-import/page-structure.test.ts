import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readPageLists } from './page-structure';
import { parseRecipePage } from './parse-recipe';

const lists = (body: string) => readPageLists(parseDocument(`<!doctype html><html><body>${body}</body></html>`));
const steps = (body: string) => lists(body).instructions.map((step) => step.instruction);

describe('readPageLists', () => {
  it('reads lists under headings held in paragraphs', () => {
    const found = lists(`<p><strong>Ingredients</strong></p><ul><li>2 eggs</li><li>1 cup milk</li></ul>
      <p><strong>Method:</strong></p><ol><li>Beat.</li><li>Fry.</li></ol><p>Enjoy your breakfast, and tell me how it went!</p>`);
    expect(found.ingredients).toEqual(['2 eggs', '1 cup milk']);
    expect(found.instructions.map((step) => step.instruction)).toEqual(['Beat.', 'Fry.']);
  });

  it('takes the items of nested groups, not the group as a line', () => {
    const found = lists(`<ul class="ingredients"><li><strong>Sauce</strong><ul><li>1 cup cream</li></ul></li><li><strong>Pasta</strong><ul><li>200 g penne</li></ul></li></ul>`);
    expect(found.ingredients).toEqual(['1 cup cream', '200 g penne']);
  });

  it('prefers an element holding the list to one that only talks about it', () => {
    const found = lists(`<span class="ingredient-count">8 ingredients</span><p class="ingredients-intro">Everything here keeps for a week.</p>
      <div class="ingredients-list"><ul><li>1 leek</li></ul></div>`);
    expect(found.ingredients).toEqual(['1 leek']);
  });

  it('does not take a wrapper named for both parts as either', () => {
    const found = lists(`<div class="recipe-ingredients-and-instructions"><p>1 leek</p><p>Chop it.</p></div>`);
    expect(found).toEqual({ ingredients: [], instructions: [] });
  });

  it('folds a plugin group name into the next step, and drops a header that only names the part', () => {
    expect(
      steps(`<div class="recipe-instructions"><h3>Instructions</h3><h4 class="step-group-name">Dough</h4><ol><li>Knead.</li><li>Rest.</li></ol>
        <h4 class="step-group-name">Filling</h4><ol><li>Stir.</li></ol></div>`),
    ).toEqual(['Dough: Knead.', 'Rest.', 'Filling: Stir.']);
  });

  it('splits a method given as one list item', () => {
    expect(steps(`<h2>Directions</h2><ol><li>1. Mix. 2. Pour into the tin. 3. Bake.</li></ol>`)).toEqual(['Mix.', 'Pour into the tin.', 'Bake.']);
  });

  it('ignores lists in navigation, sidebars, comments, forms and footers', () => {
    const found = lists(`<nav><h2>Ingredients</h2><ul><li><a href="/flour">Flour</a></li></ul></nav>
      <aside class="sidebar"><div class="ingredients"><ul><li>Spotlight: saffron</li></ul></div></aside>
      <div id="comments"><h3>Method</h3><ol><li>I baked it longer.</li></ol></div>
      <form><label class="ingredients">Search ingredients</label></form>
      <footer><div class="steps"><ol><li>Subscribe</li></ol></div></footer>`);
    expect(found).toEqual({ ingredients: [], instructions: [] });
  });

  it('stops at notes and at the other part', () => {
    const found = lists(`<h3>Ingredients</h3><p>1 cup rice</p><p>2 cups water</p><h4>Method</h4><p>Simmer for 18 minutes.</p><h4>Notes</h4><p>Rest 5 minutes.</p>`);
    expect(found.ingredients).toEqual(['1 cup rice', '2 cups water']);
    expect(found.instructions.map((step) => step.instruction)).toEqual(['Simmer for 18 minutes.']);
  });

  // Linear work: a quadratic walk would take minutes here, not seconds.
  it('stays quick on a page of many named elements', () => {
    const started = Date.now();
    const many = `<div class="ingredients">${'<div class="ingredients"><ul><li>1 egg</li></ul></div>'.repeat(20_000)}</div>`;
    expect(lists(many).ingredients).toHaveLength(20_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);
});

describe('parseRecipePage: page structure alone', () => {
  it('is no recipe with ingredients but no method', () => {
    const html = `<html><body><h1>Pantry list</h1><h2>Ingredients</h2><ul><li>Flour</li><li>Sugar</li></ul></body></html>`;
    expect(parseRecipePage(html, 'https://example.com/')).toBeNull();
  });

  it('takes the title from og:title when the page has no heading, and from <title> without the site name', () => {
    const body = `<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Boil.</li></ol>`;
    const withOg = `<html><head><meta property="og:title" content="Boiled egg"><title>Boiled egg recipe | Eggs Daily</title></head><body>${body}</body></html>`;
    const withTitle = `<html><head><title>Boiled egg recipe | Eggs Daily</title></head><body>${body}</body></html>`;
    expect(parseRecipePage(withOg, 'https://example.com/')?.title).toBe('Boiled egg');
    expect(parseRecipePage(withTitle, 'https://example.com/')?.title).toBe('Boiled egg recipe');
    const dashed = `<html><head><meta property="og:site_name" content="Eggs Daily"><title>Eggs - Boiled - Eggs Daily</title></head><body>${body}</body></html>`;
    expect(parseRecipePage(dashed, 'https://example.com/')?.title).toBe('Eggs - Boiled');
    const notSite = `<html><head><title>Boiled egg - the easy way</title></head><body>${body}</body></html>`;
    expect(parseRecipePage(notSite, 'https://example.com/')?.title).toBe('Boiled egg - the easy way');
  });

  it("skips a theme's logo set in an <h1> for the page's own heading", () => {
    const html = `<html><body><h1 class="site-title"><a href="/">Eggs Daily</a></h1><article><h1 class="entry-title">Boiled egg</h1>
      <h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Boil.</li></ol></article></body></html>`;
    expect(parseRecipePage(html, 'https://example.com/')?.title).toBe('Boiled egg');
  });
});
