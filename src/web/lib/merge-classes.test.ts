import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

/**
 * mergeClasses stands in for tailwind-merge (docs/decisions/0017): on every class written in
 * src/web it must give tailwind-merge's result. Both merge right to left, and a class survives
 * when no surviving later class overrides it, so agreeing on every pair means agreeing on every
 * list. A failure names the classes: teach mergeClasses the new utility's group.
 *
 * The sources of src/web come as text through the bundler (the web code reads no files), without
 * the tests and the merger's own tables, which name groups (gap-x, shrink), not classes.
 */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./merge-classes.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every string literal and JSX text of the sources; cnCalls: the literals inside each cn(...), in order. */
function scanSources() {
  const strings: string[] = [];
  const cnCalls: string[] = [];
  const literals = (node: ts.Node, into: string[]) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) into.push(node.text);
    ts.forEachChild(node, (child) => literals(child, into));
  };
  for (const [file, text] of Object.entries(SOURCES)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    literals(source, strings);
    const findCalls = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn') {
        const parts: string[] = [];
        for (const argument of node.arguments) literals(argument, parts);
        cnCalls.push(parts.join(' '));
      }
      ts.forEachChild(node, findCalls);
    };
    findCalls(source);
  }
  return { strings, cnCalls };
}

const { strings, cnCalls } = scanSources();
const tokens = [...new Set(strings.flatMap((text) => text.split(/\s+/)).filter(Boolean))];
// tailwind-merge drops a repeated Tailwind class and keeps anything else as it is.
const isTailwindClass = (token: string) => twMerge(`${token} ${token}`) === token;
const classes = tokens.filter(isTailwindClass);

describe('mergeClasses gives the result of tailwind-merge', () => {
  it('finds the classes of src/web', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(cnCalls.length).toBeGreaterThan(50);
  });

  it('treats as Tailwind classes exactly the words tailwind-merge does', () => {
    const disagreeing = tokens.filter((token) => mergeClasses(`${token} ${token}`) !== twMerge(`${token} ${token}`));
    expect(disagreeing).toEqual([]);
  });

  it('on every pair of classes used in src/web', () => {
    const disagreeing: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        if (mergeClasses(list) !== twMerge(list)) disagreeing.push(list);
      }
    }
    expect(disagreeing.slice(0, 20)).toEqual([]);
    // Some 700,000 pairs: seconds, more on a busy machine than vitest's default 5 s allow.
  }, 120_000);

  it('on the classes of each cn call, all branches taken', () => {
    for (const list of cnCalls) expect(mergeClasses(list), list).toBe(twMerge(list));
  });

  it('keeps unknown classes and normalises spaces as tailwind-merge does', () => {
    for (const list of ['', '  ', ' p-2  card  p-4 ', 'md:p-2 hover:md:p-3 md:hover:p-4', '!p-2 p-3 p-4!', 'px-2 py-1 p-3 px-4']) {
      expect(mergeClasses(list), list).toBe(twMerge(list));
    }
  });
});
