import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../src/contracts/errors';
import { recipeListSchema, type RecipeSummary } from '../../src/contracts/recipe';
import type { Database, Db } from '../../src/db/client';
import { mailOutbox, recipes, users } from '../../src/db/schema';
import type { MailMessage } from '../../src/server/modules/mail/mailer';
import { effectiveSort, inListOrder, relevanceTier } from '../../src/domain/recipe-sort';
import { buildFilters, matchesRecipeFilters, type SearchableRecipe } from '../../src/domain/search';
import { RECIPE_CHANGES } from '../../src/server/modules/recipes/register';

/**
 * Says a recipe written straight into the database (past the app, as a script or another process
 * would) changed, the way another process does (NOTIFY); the app hears it soon after, so read with
 * `expect.poll`.
 */
export async function changedBehindTheApp(database: Database, id: number): Promise<void> {
  await database.notify(RECIPE_CHANGES, String(id));
}

/** Parses a JSON error answer and checks the one error shape `{ message, errorCode, details? }`. */
export function expectApiError(res: LightMyRequestResponse, status: number, errorCode: string): ApiError {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(res.json());
  expect(body.errorCode).toBe(errorCode);
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack traces
  return body;
}

/** GETs a path and returns the parsed JSON after asserting a 200. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, cookie?: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as T;
}

/** Walks every page of a recipe list endpoint, checking the page shape and cursor contract. */
export async function fetchAllPages(
  app: FastifyInstance,
  path: string,
  query: Record<string, string> = {},
  limit = 100,
  cookie?: string,
): Promise<{ items: RecipeSummary[]; pages: number }> {
  const items: RecipeSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, limit: String(limit) });
    if (cursor) params.set('cursor', cursor);
    const page = recipeListSchema.parse(await getJson(app, `${path}?${params.toString()}`, cookie));
    pages += 1;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor !== null) {
      expect(page.items.length).toBe(limit);
      // The last item's id, after its sort key when the list is not newest first.
      expect(page.nextCursor).toMatch(new RegExp(`^(?:[^_]+_)?${page.items.at(-1)!.id}$`));
    }
    items.push(...page.items);
    cursor = page.nextCursor;
    expect(pages).toBeLessThan(1000);
  } while (cursor !== null);
  return { items, pages };
}

export interface StoredRecipe extends SearchableRecipe {
  id: number;
  authorId: string | null;
  privacyLevel: string;
  isFeatured: boolean;
}

/** Every recipe row as stored (raw fields, not the derived search columns), with its author's username. */
export async function storedRecipes(db: Db): Promise<StoredRecipe[]> {
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      subtitle: recipes.subtitle,
      description: recipes.description,
      tags: recipes.tags,
      categories: recipes.categories,
      dietaryAttributes: recipes.dietaryAttributes,
      ingredients: recipes.ingredients,
      authorId: recipes.authorId,
      authorUsername: users.username,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorProfileVisible: users.profileVisible,
      privacyLevel: recipes.privacyLevel,
      isFeatured: recipes.isFeatured,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.authorId));
  return rows;
}

export function ids(items: { id: number }[]): number[] {
  return items.map((i) => i.id);
}

/**
 * The ids GET /api/recipes answers for these filters with no sort given, in its order: by relevance
 * (domain/recipe-sort) with free text, newest first without.
 */
export function listedIds(all: StoredRecipe[], query: { search?: string; category?: string; tag?: string }): number[] {
  const filters = buildFilters(query);
  const matching = all.filter((r) => matchesRecipeFilters(r, filters));
  if (effectiveSort(undefined, filters) === 'newest') return sortedDesc(ids(matching));
  return ids(inListOrder(matching, (r) => relevanceTier(r.title, filters.text!)));
}

export function sortedDesc(values: number[]): number[] {
  return [...values].sort((a, b) => b - a);
}

/** A distinct client address per call, so per-IP rate limits of one test never leak into another. */
let addressCounter = 0;
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: Part[], boundary = `----sprig${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'latin1'), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The token of the last sign-up link sent to an address: from the given mail, else from the outbox (no provider keeps it there). */
async function signupToken(db: Db, email: string, mail?: MailMessage[]): Promise<string> {
  const text = mail
    ? mail.filter((m) => m.to === email && m.category === 'signup_confirm').at(-1)?.text
    : (
        await db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.category, 'signup_confirm')))
          .orderBy(desc(mailOutbox.id))
          .limit(1)
      )[0]?.text;
  const token = text?.match(/\/sign-up\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, `no sign-up link was sent to ${email}`).toBeDefined();
  return token!;
}

/**
 * Signs up the way a person does (docs/decisions/0010): POST /api/auth/register (202), then the
 * e-mailed link (POST /api/auth/register/confirm). Answers the confirmation: 201 { user } and the
 * session cookie.
 */
export async function signUp(
  app: FastifyInstance,
  db: Db,
  account: { email: string; password: string },
  options: { remoteAddress?: string; headers?: Record<string, string>; mail?: MailMessage[] } = {},
): Promise<LightMyRequestResponse> {
  const remoteAddress = options.remoteAddress ?? freshAddress();
  const started = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account, headers: options.headers, remoteAddress });
  expect(started.statusCode, started.body).toBe(202);
  const token = await signupToken(db, account.email.trim().toLowerCase(), options.mail);
  return app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token }, headers: options.headers, remoteAddress });
}

/** The statements of a committed migration (src/db/migrations/<file>), to run a backfill again on rows in the old shape. */
export function migrationStatements(file: string): string[] {
  return readFileSync(new URL(`../../src/db/migrations/${file}`, import.meta.url), 'utf8').split('--> statement-breakpoint');
}

/** POST /api/recipes as the member with `cookie`: a small valid recipe with `fields` over it; answers its id. */
export async function postRecipe(app: FastifyInstance, cookie: string, fields: Record<string, unknown>): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie },
    payload: {
      description: 'A test dish.',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 5,
      categories: ['Sides'],
      tags: [],
      dietaryAttributes: [],
      recipeTools: [],
      ingredients: [{ name: 'potatoes', quantity: 1, unit: null, preparation: null }],
      instructions: [{ instruction: 'Cook.' }],
      privacyLevel: 'public',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
