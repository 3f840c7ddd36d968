import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AnswerCache, bodyOf, etagOf, isNotModified, keepable, pickEncoding, type KeptAnswer } from './answer-cache';

/** 32 MB of answers with their compressed forms: the most visited pages and lists (issue 17's memory budget). */
const KEPT_BYTES = 32 * 1024 * 1024;
/**
 * Members' own lists (theirs merged into the visitors', see recipes/routes.ts) have a budget of their
 * own, so many members' searches never push visitors' pages out.
 */
const MEMBERS_KEPT_BYTES = 8 * 1024 * 1024;
/**
 * Bounds what no notification covers (an edit made straight in the database): seen within ten
 * minutes. Every change made through the app drops kept answers at once; a shorter age only costs
 * renders (each kept page is made again once per age: 200 recipe pages took 4 s of CPU in the bench).
 */
const KEPT_TTL_MS = 10 * 60_000;
/** Processes sharing a PostgreSQL server hear of each other's settings changes here (recipes have their own channel). */
const SITE_CHANGES = 'sprig_site_changed';
/**
 * A visitor's answer: the browser checks back each time (ETag, so mostly a 304); a shared cache may
 * answer for a minute and a minute more while it fetches the new one. A recipe made private is
 * gone from Sprig at once, and from such a cache within those two minutes.
 */
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

export interface PublicAnswers {
  cache: AnswerCache;
  /**
   * A visitor's JSON answer from what is kept under the request's address, or made by `make` and kept
   * (it throws for what is not a 200: the error goes out as any other). Once a visitor has been sent
   * it, kept/fast-path.ts answers the address from memory.
   */
  sendVisitorsJson(request: FastifyRequest, reply: FastifyReply, make: () => Promise<string>): Promise<FastifyReply>;
  /** The visitors' answer kept under `key`, or made by `make` and kept (a member's list merges its own into it). */
  keptJson(key: string, make: () => Promise<string>): Promise<KeptAnswer>;
  /**
   * One member's own answer under `key`, kept for them alone (never given to anyone else) until any
   * recipe, author or setting changes, as visitors' answers are. `make` may hand back a visitors' kept answer as it is.
   */
  keptForMember(memberId: string, key: string, make: () => Promise<string | KeptAnswer>): Promise<KeptAnswer>;
  /** Drops this process's kept answers (a recipe change: the recipes module tells the others). */
  dropLocal(): void;
  /** Something every kept answer may show changed (the site's name or colours, a bio): every process drops its answers. */
  siteChanged(): Promise<void>;
}

/** A request whose answer is the same for everyone: no session (a member's own state is never kept). */
export const isVisitor = (request: FastifyRequest) => request.sessionUser === null;

/**
 * Visitors' public answers (pages, recipe lists), made once and kept with their compressed forms
 * until a recipe, an author or a setting changes, in this process and every other one (ADR 0015).
 */
export async function createPublicAnswers(app: FastifyInstance, database: Database): Promise<PublicAnswers> {
  const cache = new AnswerCache(KEPT_BYTES, KEPT_TTL_MS);
  const members = new AnswerCache(MEMBERS_KEPT_BYTES, KEPT_TTL_MS);
  const clear = () => {
    cache.clear();
    members.clear();
  };
  const listening = await database.listen(SITE_CHANGES, clear);
  app.addHook('onClose', listening.stop);

  const keptIn = async (store: AnswerCache, key: string, make: () => Promise<string | KeptAnswer>) => {
    const remake = async () => {
      const generation = store.generation;
      const made = await make();
      const answer = typeof made === 'string' ? await keepable(made, 'application/json; charset=utf-8') : made;
      store.set(key, answer, generation);
      return answer;
    };
    return store.lookup(key, remake) ?? (await store.share(key, remake));
  };
  const keptJson = (key: string, make: () => Promise<string>) => keptIn(cache, key, make);
  return {
    cache,
    keptJson,
    // A member id never contains a space: no member's key can be another's.
    keptForMember: (memberId, key, make) => keptIn(members, `${memberId} ${key}`, make),
    sendVisitorsJson: async (request, reply, make) => {
      const answer = await keptJson(request.url, make);
      if (isVisitor(request)) answer.route ??= request.routeOptions.url;
      return sendKept(request, reply, answer);
    },
    dropLocal: clear,
    siteChanged: async () => {
      clear();
      await database.notify(SITE_CHANGES, '*');
    },
  };
}

/** The status, headers and body of a kept answer for a client: in the encoding it takes, or 304 when it holds the answer. */
export function keptReply(
  answer: KeptAnswer,
  headers: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined; signedIn: boolean },
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const encoding = pickEncoding(headers.acceptEncoding);
  const sent: Record<string, string> = {
    // The same bytes, but a signed-in request's answer is for that browser alone.
    'cache-control': headers.signedIn ? 'private, no-cache' : SHARED,
    vary: 'Cookie, Accept-Encoding',
    etag: etagOf(answer, encoding),
    'content-type': answer.type,
  };
  if (isNotModified(answer, headers.ifNoneMatch)) return { status: 304, headers: sent, body: null };
  if (encoding !== 'identity') sent['content-encoding'] = encoding;
  return { status: 200, headers: sent, body: bodyOf(answer, encoding) };
}

/** Sends a kept answer through Fastify (kept/fast-path.ts sends a visitor's without it, the same way). */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  const signedIn = request.sessionUser !== null;
  const { status, headers, body } = keptReply(answer, { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'], signedIn });
  return reply.status(status).headers(headers).send(body ?? undefined);
}
