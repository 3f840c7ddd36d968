/** Where the app is: the address and what the navigation that led here carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the app was opened at; a new key for every navigation. */
  key: string;
}

/** The session history a router follows: the browser's, or a list in memory for tests. */
export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** One listener, told after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** An address split as React Router splits it (no normalising: the server renders what it was asked). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;

const createKey = () => Math.random().toString(36).slice(2, 10);

/** What a history entry holds, in React Router's shape: its state, key and position. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The browser's history. Each entry's state is `{ usr, key, idx }` as React Router wrote it:
 * `idx` counts entries since the app was opened (0 on the first, set on load), so a screen can
 * tell whether Back stays in the app (features/my-recipes recipe-editor.tsx reads it).
 */
export function createBrowserHistory(): History {
  const entry = () => (window.history.state ?? {}) as EntryState;
  if (entry().idx == null) window.history.replaceState({ ...entry(), idx: 0 }, '');
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry().usr ?? null, key: entry().key ?? 'default' };
  };
  let location = read();
  let listener: (() => void) | null = null;
  const changed = () => {
    location = read();
    listener?.();
  };
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown, idx: number) => {
    const next: EntryState = { usr: state ?? null, key: createKey(), idx };
    try {
      window.history[method](next, '', to);
    } catch (error) {
      // Safari refuses more than 100 pushes in 30 seconds: load the page instead. A state that
      // cannot be stored is the caller's mistake and stays an error.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location.assign(to);
    }
    changed();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state, (entry().idx ?? 0) + 1),
    replace: (to, state) => write('replaceState', to, state, entry().idx ?? 0),
    go: (delta) => window.history.go(delta),
    listen(next) {
      listener = next;
      window.addEventListener('popstate', changed);
      return () => {
        listener = null;
        window.removeEventListener('popstate', changed);
      };
    },
  };
}

/** A history kept in memory (component tests): entries, and which one is shown. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries = initialEntries.map((path, i): Location => ({ ...parsePath(path), state: null, key: i ? createKey() : 'default' }));
  let index = entries.length - 1;
  let listener: (() => void) | null = null;
  const at = (to: string, state: unknown): Location => ({ ...parsePath(to), state: state ?? null, key: createKey() });
  return {
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      entries.splice(++index, entries.length, at(to, state));
      listener?.();
    },
    replace(to, state) {
      entries[index] = at(to, state);
      listener?.();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      listener?.();
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
}
