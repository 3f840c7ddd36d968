import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, parsePath } from './history';

/** The parts of window the browser history uses: a session history and the popstate event. */
function fakeWindow(path: string, state: unknown = null) {
  const entries = [{ url: new URL(path, 'https://sprig.test'), state }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const move = (to: number) => {
    index = to;
    for (const listener of popListeners) listener();
  };
  const win = {
    location: {
      get pathname() { return entries[index]!.url.pathname; },
      get search() { return entries[index]!.url.search; },
      get hash() { return entries[index]!.url.hash; },
      assign: vi.fn(),
    },
    history: {
      get state() { return entries[index]!.state; },
      pushState(next: unknown, _: string, to: string) {
        entries.splice(++index, entries.length, { url: new URL(to, entries[index - 1]!.url), state: next });
      },
      replaceState(next: unknown, _: string, to?: string) {
        entries[index] = { url: to ? new URL(to, entries[index]!.url) : entries[index]!.url, state: next };
      },
      go: (delta: number) => move(index + delta),
    },
    addEventListener: (_: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => popListeners.delete(listener),
  };
  vi.stubGlobal('window', win);
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createBrowserHistory', () => {
  it('numbers the first entry 0 on load, keeping what its state held', () => {
    const win = fakeWindow('/recipes?tag=quick#top', { other: 1 });
    const history = createBrowserHistory();
    expect(win.history.state).toEqual({ other: 1, idx: 0 });
    expect(history.location).toEqual({ pathname: '/recipes', search: '?tag=quick', hash: '#top', state: null, key: 'default' });
  });

  it('keeps the number of an entry the app was reloaded at', () => {
    const win = fakeWindow('/my-recipes/3/edit', { usr: null, key: 'k', idx: 4 });
    createBrowserHistory();
    expect(win.history.state).toEqual({ usr: null, key: 'k', idx: 4 });
  });

  it('counts one more on a push, the same on a replace, and tells the listener each time', () => {
    const win = fakeWindow('/');
    const history = createBrowserHistory();
    const listener = vi.fn();
    history.listen(listener);
    history.push('/auth', { from: '/meal-plan' });
    expect(win.history.state).toMatchObject({ usr: { from: '/meal-plan' }, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/auth', state: { from: '/meal-plan' } });
    expect(history.location.key).not.toBe('default');
    history.replace('/sign-in?mode=register');
    expect(win.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/sign-in', search: '?mode=register', state: null });
    history.push('/auth');
    expect(win.history.state).toMatchObject({ idx: 2 });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows Back and Forward (popstate) until unsubscribed', () => {
    fakeWindow('/');
    const history = createBrowserHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push('/recipes', { a: 1 });
    history.push('/recipes/4');
    history.go(-1);
    expect(history.location).toMatchObject({ pathname: '/recipes', state: { a: 1 } });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    history.go(-1);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createMemoryHistory', () => {
  it('starts at the last entry and pushes, replaces and goes in memory', () => {
    const history = createMemoryHistory(['/', '/recipes']);
    expect(history.location.pathname).toBe('/recipes');
    history.push('/recipes/4?x=1');
    expect(history.location).toMatchObject({ pathname: '/recipes/4', search: '?x=1' });
    history.go(-2);
    expect(history.location).toMatchObject({ pathname: '/', key: 'default' });
    history.go(-5);
    expect(history.location.pathname).toBe('/');
  });
});

describe('parsePath', () => {
  it('splits an address without changing it', () => {
    expect(parsePath('/recipes?search=chicken%20soup#results')).toEqual({ pathname: '/recipes', search: '?search=chicken%20soup', hash: '#results' });
    expect(parsePath('?week=2026-11-23')).toEqual({ pathname: '/', search: '?week=2026-11-23', hash: '' });
  });
});
