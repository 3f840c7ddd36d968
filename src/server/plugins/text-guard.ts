import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const NUL_MESSAGE = 'must not contain NUL characters';
export const SURROGATE_MESSAGE = 'must not contain unpaired UTF-16 surrogates';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** Why PostgreSQL could not store this string in text or jsonb, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * The text without what PostgreSQL cannot store, cut to at most `max` UTF-16 units without
 * splitting a surrogate pair: for text the server keeps but nobody typed into a form (a header,
 * a provider's answer), where refusing the request would be wrong.
 */
export function storableText(text: string, max = Infinity): string {
  const clean = text.replace(UNSTORABLE, '');
  if (clean.length <= max) return clean;
  return clean.slice(0, /[\uD800-\uDBFF]/.test(clean[max - 1] ?? '') ? max - 1 : max);
}

/**
 * Where a parsed value holds text PostgreSQL cannot store (in a string or a key), as a dotted
 * path like the validation errors use ('ingredients.2.name', '' for the value itself), with why;
 * null when there is none. Walked with a list, not by recursion: a deeply nested body cannot
 * overflow the stack.
 */
export function unstorableField(value: unknown): { field: string; message: string } | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      const message = unstorableText(item);
      if (message) return { field: path, message };
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    // Reversed onto the list, so the first field is looked at first.
    for (const [key, child] of Object.entries(item).reverse()) {
      const at = path ? `${path}.${key}` : key;
      const message = unstorableText(key);
      if (message) return { field: at, message };
      pending.push([child, at]);
    }
  }
  return null;
}

/**
 * PostgreSQL cannot keep a NUL character or an unpaired UTF-16 surrogate (JSON's "\ud800") in
 * text or jsonb, so one in a body, query or path parameter would fail deep inside a query as a
 * 500. Checked once a route has its input (after the sign-in and admin checks and the
 * validation, so those answer first): a 400 naming the field, and the handler does not run.
 * Requests matching no route are left to the 404.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // Callback style: it runs on every request, and an async hook costs a promise and a tick each time.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.routeOptions.url) return done();
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const found = unstorableField(value);
      if (found !== null) return done(AppError.field(found.field || where, found.message, { where }));
    }
    done();
  });
}
