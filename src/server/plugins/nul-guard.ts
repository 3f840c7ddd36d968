import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';
const MESSAGE = 'must not contain NUL characters';

/**
 * Where a parsed value holds a NUL character (in a string or a key), as a dotted path like the
 * validation errors use ('ingredients.2.name'); '' for the value itself, null when there is none.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at;
    const found = nulField(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot keep a NUL character in text or jsonb, so one in a body, query or path
 * parameter would fail deep inside a query as a 500. Every request is checked once, after
 * parsing and before validation: a 400 naming the field, and nothing runs.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const found = nulField(value);
      if (found === null) continue;
      const field = found || where;
      throw AppError.validation(`Invalid ${where} field '${field}': ${MESSAGE}`, [{ field, message: MESSAGE }]);
    }
  });
}
