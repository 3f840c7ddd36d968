import { describe, expect, it } from 'vitest';
import { isActivePath, matchRoutes, pathBelow, type RouteObject } from './match-path';

// The shape of app/router.tsx and features/admin/admin-routes.tsx, each element naming its route.
const app: RouteObject[] = [
  {
    element: 'layout',
    children: [
      { index: true, element: 'home' },
      { path: 'recipes', element: 'browse' },
      { path: 'recipes/:id', element: 'recipe' },
      { path: 'recipe/:id', element: 'recipe (old path)' },
      { path: 'sign-up/confirm', element: 'confirm' },
      { path: 'shared/meal-plan/:token', element: 'shared plan' },
      {
        element: 'signed in',
        children: [
          { path: 'profile', element: 'own profile' },
          { path: 'my-recipes/new', element: 'new recipe' },
          { path: 'my-recipes/:id/edit', element: 'edit recipe' },
        ],
      },
      { path: 'profile/:username', element: 'public profile' },
      { path: 'admin/*', element: 'admin' },
      { path: '*', element: 'not found' },
    ],
  },
];
const admin: RouteObject[] = [
  {
    element: 'admin layout',
    children: [
      { index: true, element: 'dashboard' },
      { path: 'recipes', element: 'recipes' },
      { path: 'recipes/edit/:id', element: 'edit' },
      { path: 'outbox/:id', element: 'message' },
    ],
  },
];

const names = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.matches.map((m) => m.route.element);
const params = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.params;

describe('matchRoutes', () => {
  it('matches nested routes through layout routes, outermost first', () => {
    expect(names(app, '/')).toEqual(['layout', 'home']);
    expect(names(app, '/recipes')).toEqual(['layout', 'browse']);
    expect(names(app, '/profile')).toEqual(['layout', 'signed in', 'own profile']);
    expect(names(app, '/my-recipes/12/edit')).toEqual(['layout', 'signed in', 'edit recipe']);
  });

  it('takes :param segments, URL-decoded, a decoded slash included', () => {
    expect(params(app, '/recipes/42')).toEqual({ id: '42' });
    expect(params(app, '/profile/ma%C3%AFa')).toEqual({ username: 'maïa' });
    expect(params(app, '/profile/a%2Fb')).toEqual({ username: 'a/b' });
    expect(params(app, '/shared/meal-plan/abc-DEF_1')).toEqual({ token: 'abc-DEF_1' });
  });

  it('keeps a malformed escape as it came', () => {
    expect(params(app, '/recipes/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });

  it('ignores case and trailing slashes', () => {
    expect(names(app, '/RECIPES/')).toEqual(['layout', 'browse']);
    expect(names(app, '/Sign-Up/Confirm//')).toEqual(['layout', 'confirm']);
    expect(params(app, '/recipes/7/')).toEqual({ id: '7' });
  });

  it('ranks static over dynamic over splat, whatever the order of the table', () => {
    expect(names(app, '/my-recipes/new')).toEqual(['layout', 'signed in', 'new recipe']);
    expect(names(app, '/profile')?.at(-1)).toBe('own profile');
    expect(names(app, '/profile/maya')?.at(-1)).toBe('public profile');
    const reversed: RouteObject[] = [{ element: 'layout', children: [...app[0]!.children!].reverse() }];
    expect(names(reversed, '/recipes')?.at(-1)).toBe('browse');
    expect(names(reversed, '/recipes/3')?.at(-1)).toBe('recipe');
    expect(names(reversed, '/')?.at(-1)).toBe('home');
    expect(names(reversed, '/admin/users')?.at(-1)).toBe('admin');
  });

  it('tries siblings of equal rank in table order', () => {
    const twins: RouteObject[] = [{ path: 'a/:x', element: 'first' }, { path: 'a/:y', element: 'second' }];
    expect(names(twins, '/a/1')).toEqual(['first']);
    expect(names([...twins].reverse(), '/a/1')).toEqual(['second']);
  });

  it('gives unmatched paths to the splat, and segments past a route only to a splat', () => {
    expect(names(app, '/no-such-page')?.at(-1)).toBe('not found');
    expect(names(app, '/recipes/1/2')?.at(-1)).toBe('not found');
    expect(params(app, '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(names([{ path: 'recipes', element: 'browse' }], '/recipes/1')).toBeUndefined();
  });

  it('gives a splat route the base before its splat, for the table rendered inside it', () => {
    const match = matchRoutes(app, '/admin/recipes/edit/9');
    expect(match?.params).toEqual({ '*': 'recipes/edit/9' });
    expect(match?.matches.at(-1)?.base).toBe('/admin');
    expect(matchRoutes(app, '/admin')?.matches.at(-1)?.base).toBe('/admin');
  });

  it('matches a nested table on the rest of the path', () => {
    expect(pathBelow('/admin/recipes/edit/9', '/admin')).toBe('/recipes/edit/9');
    expect(pathBelow('/admin', '/admin')).toBe('/');
    expect(pathBelow('/recipes', '/')).toBe('/recipes');
    expect(names(admin, pathBelow('/admin', '/admin'))).toEqual(['admin layout', 'dashboard']);
    expect(names(admin, pathBelow('/admin/', '/admin'))).toEqual(['admin layout', 'dashboard']);
    expect(params(admin, pathBelow('/admin/recipes/edit/9', '/admin'))).toEqual({ id: '9' });
    expect(names(admin, pathBelow('/admin/nothing', '/admin'))).toBeUndefined();
  });
});

describe('isActivePath', () => {
  it('is active on its own path and the paths under it, not on a mere prefix', () => {
    expect(isActivePath('/recipes', '/recipes')).toBe(true);
    expect(isActivePath('/recipes/4', '/recipes')).toBe(true);
    expect(isActivePath('/Recipes/4', '/recipes')).toBe(true);
    expect(isActivePath('/recipes-old', '/recipes')).toBe(false);
    expect(isActivePath('/admin/settings/general', '/admin/settings/')).toBe(true);
  });

  it('with end, is active on its own path only', () => {
    expect(isActivePath('/admin', '/admin', true)).toBe(true);
    expect(isActivePath('/admin/users', '/admin', true)).toBe(false);
    expect(isActivePath('/profile/maya', '/profile', true)).toBe(false);
  });

  it('takes / as active on / only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/recipes', '/')).toBe(false);
  });

  it('compares the path of a link with a query', () => {
    expect(isActivePath('/recipes', '/recipes?tag=quick')).toBe(true);
  });
});
