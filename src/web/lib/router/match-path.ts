import type { ReactNode } from 'react';

/**
 * Route matching as React Router 7's useRoutes does it, for what our route tables use: nested
 * routes, layout routes (no path), index routes, `:param` segments and a trailing `*` splat,
 * matched case-insensitively with trailing slashes allowed. Optional segments (`:id?`),
 * case-sensitive routes and absolute child paths are left out: no table uses them.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string>;

/** One route of a match, outermost first; `base` is the part of the path it and its parents took. */
export interface RouteMatch {
  route: RouteObject;
  base: string;
}

interface Branch {
  score: number;
  /** Each route's position among its siblings, outermost first: the tie-breaker between siblings. */
  indexes: number[];
  routes: { route: RouteObject; matcher: RegExp; names: string[] }[];
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const trimTrailingSlashes = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * React Router's ranking: more segments score more, a static segment 10, a dynamic one 3, an
 * empty one 1, an index route 2 and a splat -2; so /recipes/new beats /recipes/:id beats
 * /recipes/* whatever their order in the table.
 */
function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** A route's own path as a pattern; only the last route of a branch must match to the end. */
function compile(path: string, end: boolean): { matcher: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?=\\/|$)';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

/** Every route that can end a match, with its parents; a route's children come before it. */
function flatten(routes: RouteObject[], branches: Branch[] = [], parents: Branch['routes'] = [], indexes: number[] = [], parentPath = ''): Branch[] {
  routes.forEach((route, index) => {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, { route, ...compile(route.path ?? '', false) }];
    if (route.children?.length) flatten(route.children, branches, chain, [...indexes, index], path);
    if (route.path === undefined && !route.index) return;
    chain[chain.length - 1] = { route, ...compile(route.path ?? '', true) };
    branches.push({ score: score(path, route.index), indexes: [...indexes, index], routes: chain });
  });
  return branches;
}

function compareSiblings(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  // Routes with the same rank that are not siblings keep their table order (a stable sort).
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function rank(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || compareSiblings(a.indexes, b.indexes));
    ranked.set(routes, branches);
  }
  return branches;
}

function matchBranch(branch: Branch, pathname: string): { params: Params; matches: RouteMatch[] } | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matched = '/';
  for (const { route, matcher, names } of branch.routes) {
    const rest = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const found = matcher.exec(rest);
    if (!found) return null;
    let base = trimTrailingSlashes(found[0]);
    names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      // The splat is not part of the base: a nested route table matches what it covers.
      if (name === '*') base = trimTrailingSlashes(found[0].slice(0, found[0].length - value.length));
      params[name] = value.replace(/%2F/g, '/');
    });
    matches.push({ route, base: trimTrailingSlashes(joinPaths(matched, base)) });
    if (base !== '/') matched = joinPaths(matched, base);
  }
  return { params, matches };
}

/** Each segment URL-decoded; a decoded slash stays %2F so it cannot split a segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The best-ranked branch of `routes` that matches `pathname`, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): { params: Params; matches: RouteMatch[] } | null {
  const decoded = decodePath(pathname);
  for (const branch of rank(routes)) {
    const match = matchBranch(branch, decoded);
    if (match) return match;
  }
  return null;
}

/**
 * The pathname below a parent route's base, for a route table rendered inside that route (the
 * admin table under `admin/*`): the base's segments are dropped from the front.
 */
export function pathBelow(pathname: string, base: string): string {
  if (base === '/') return pathname;
  const depth = base.slice(1).split('/').length;
  return '/' + pathname.slice(1).split('/').slice(depth).join('/');
}

/**
 * NavLink's rule: a link is active on its own path and, unless `end`, on every path under it
 * (never by a mere prefix: /recipes is not active on /recipes-old); case is ignored.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}
