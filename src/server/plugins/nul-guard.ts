import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';
const MESSAGE = 'must not contain NUL characters';

/**
 * Where a parsed value holds a NUL character (in a string or a key), as a dotted path like the
 * validation errors use ('ingredients.2.name'); '' for the value itself, null when there is none.
 * Walked with a list, not by recursion: a deeply nested body cannot overflow the stack.
 */
export function nulField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    // Reversed onto the list, so the first field is looked at first.
    for (const [key, child] of Object.entries(item).reverse()) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return at;
      pending.push([child, at]);
    }
  }
  return null;
}

/**
 * PostgreSQL cannot keep a NUL character in text or jsonb, so one in a body, query or path
 * parameter would fail deep inside a query as a 500. Checked once a route has its input (after the
 * sign-in and admin checks and the validation, so those answer first): a 400 naming the field,
 * and the handler does not run. Requests matching no route are left to the 404.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url) return;
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const found = nulField(value);
      if (found === null) continue;
      const field = found || where;
      throw AppError.validation(`Invalid ${where} field '${field}': ${MESSAGE}`, [{ field, message: MESSAGE }]);
    }
  });
}
