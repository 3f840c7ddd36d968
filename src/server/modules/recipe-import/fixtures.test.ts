import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe';

/**
 * Hand-written pages in the shapes real recipe sites take (tests/fixtures/import/*.html), each
 * with the recipe a cook would read off it (*.expected.json): plugin cards and plain pages
 * without structured data, microdata, Recipes missing a part, JSON-LD that is not strict JSON,
 * nested lists and methods given as one step.
 */
const FIXTURES = fileURLToPath(new URL('../../../../tests/fixtures/import/', import.meta.url));
const pages = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

describe('parseRecipePage: fixture pages', () => {
  it('has fixture pages to read', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pages)('reads %s', (name) => {
    const html = readFileSync(`${FIXTURES}${name}.html`, 'utf8');
    const expected: unknown = JSON.parse(readFileSync(`${FIXTURES}${name}.expected.json`, 'utf8'));
    expect(parseRecipePage(html, `https://fixtures.example/${name}/`)).toMatchObject(expected as object);
  });
});
