import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { refusal, type Access } from '../../domain/access';
import { AppError } from '../errors';

/** What a refused caller reads: one message, or one for a visitor (401) and one for an account without the role (403). */
export type Denied = string | { signIn: string; notAllowed: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route declares it (tests/api/route-access.test.ts). */
    access?: Access;
    denied?: Denied;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order. */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

/**
 * Routes that plugins add and that cannot carry a config: the API documentation (swagger-ui) and
 * the files of plugins/static.ts (the built site). All are public by nature.
 */
const isPluginRoute = (url: string) => url.startsWith('/api/docs') || url === '/*';

const DEFAULT_DENIED: Record<Exclude<Access, 'public'>, string> = {
  'signed-in': 'Please sign in first',
  member: 'Sign in as a member to do this',
  admin: 'Only administrators can do this',
};

/** Signed-in callers are counted per account (an address may be shared), visitors per address. */
function accountKey(request: FastifyRequest): string {
  return request.viewer ? `account:${request.viewer.id}` : `ip:${request.ip}`;
}

const GUARD = Symbol('access guard');
type Guard = onRequestHookHandler & { [GUARD]?: true };

function guardFor(access: Exclude<Access, 'public'>, denied: Denied | undefined): Guard {
  const signIn = typeof denied === 'string' ? denied : (denied?.signIn ?? DEFAULT_DENIED[access]);
  const notAllowed = typeof denied === 'string' ? denied : (denied?.notAllowed ?? DEFAULT_DENIED[access]);
  const guard: Guard = async (request, reply) => {
    // An answer for one account is never kept by a shared cache, whatever it is.
    void reply.header('cache-control', 'private, no-store');
    const refused = refusal(access, request.viewer);
    if (refused === 401) throw new AppError('UNAUTHORIZED', 401, signIn);
    if (refused === 403) throw new AppError('FORBIDDEN', 403, notAllowed);
  };
  guard[GUARD] = true;
  return guard;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Reads each route's `config.access` as it is added. A non-public route gets the guard as its
 * first onRequest hook (after the session cookie is read, before the body is: a visitor learns
 * only that they must sign in, with 401, and an account without the role that it is not theirs,
 * with 403), `private, no-store` on every answer, and its rate limit counted per account.
 * Register before @fastify/rate-limit, which reads the limits when routes are added too.
 */
export function registerAccess(app: FastifyInstance): void {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access ?? (isPluginRoute(route.url) ? 'public' : undefined);
    for (const method of asList(route.method)) routes.push({ method, url: route.url, access });
    if (access === undefined || access === 'public') return;
    const hooks = asList(route.onRequest) as Guard[];
    // A HEAD route is made from its GET's options, guard included.
    if (!hooks.some((hook) => hook[GUARD])) route.onRequest = [guardFor(access, route.config?.denied), ...hooks];
    const limit = route.config?.rateLimit;
    if (limit && typeof limit === 'object' && !limit.keyGenerator) {
      route.config = { ...route.config, rateLimit: { ...limit, keyGenerator: accountKey } };
    }
  });
}
