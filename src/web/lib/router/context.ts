import { createContext, type ReactNode } from 'react';
import type { Location } from './history';
import type { Params } from './match-path';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to an absolute address (pushed, or replacing the current entry), or `delta` entries back or forward. */
export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

/** The location every screen reads, and the one navigate function (stable for the router's life). */
export const RouterContext = createContext<{ location: Location; navigate: NavigateFunction } | null>(null);

/** What a matched route gives the routes and screens inside it. */
export const RouteContext = createContext<{ outlet: ReactNode; params: Params; base: string }>({ outlet: null, params: {}, base: '/' });
