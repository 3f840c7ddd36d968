import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { evictUnused } from './evict-unused';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer (a page, a JSON list), kept with its compressed forms so no request compresses it again. */
export interface KeptAnswer {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the answer's bytes; each encoding answers its own tag (RFC 9110, 8.8.3). */
  etag: string;
  /**
   * The route pattern of a visitors' answer kept under its address (the recipe lists, search,
   * featured and a recipe), once a visitor was sent it: kept/fast-path.ts answers that address from
   * memory, counted under this route, without going through Fastify.
   */
  route?: string;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Below this size an answer is compressed on the main thread: a 32 KB list takes ~0.4 ms there for
 * both forms, while handing them to the thread pool and back took 0.7 ms at the median and 2.6 ms
 * at p95 on a two-core machine (issue 19's first-time searches wait for it).
 */
const COMPRESSED_IN_LINE = 64 * 1024;

/**
 * Compressed once when the answer is kept: brotli at a mid level (a few milliseconds for a 100 KB
 * page, within a few per cent of the best size) and gzip at its default level (9 takes about twice
 * as long for 1% less), for clients without brotli.
 */
export async function keepable(text: string, type: string): Promise<KeptAnswer> {
  const identity = Buffer.from(text, 'utf8');
  const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } };
  const [br, gz] =
    identity.length < COMPRESSED_IN_LINE
      ? [brotliCompressSync(identity, brotliOptions), gzipSync(identity, { level: 6 })]
      : await Promise.all([brotli(identity, brotliOptions), gzipAsync(identity, { level: 6 })]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { type, identity, br, gzip: gz, etag: hash };
}

export function etagOf(page: KeptAnswer, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${page.etag}"` : `"${page.etag}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

export function bodyOf(page: KeptAnswer, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
}

/** Whether If-None-Match names this answer (any of its encodings: the bytes behind them are the same). */
export function isNotModified(page: KeptAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === etagOf(page, 'identity') || opaque === etagOf(page, 'br') || opaque === etagOf(page, 'gzip');
  });
}

/** Browsers send a handful of Accept-Encoding values: each is read once (parsing it was a few per cent of serving a kept page). */
const ENCODING_OF = new Map<string, PageEncoding>();
const ENCODINGS_KEPT = 64;

/** br when the client takes it, else gzip, else the plain bytes (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const known = ENCODING_OF.get(acceptEncoding);
  if (known) return known;
  const picked = readAcceptEncoding(acceptEncoding);
  if (ENCODING_OF.size < ENCODINGS_KEPT) ENCODING_OF.set(acceptEncoding, picked);
  return picked;
}

function readAcceptEncoding(acceptEncoding: string): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * Public answers as a visitor gets them, by key (build, origin and address). Bounded by bytes (the
 * least recently used go first, as `evictUnused` approximates it) and by age (a change no notification covers is seen within `ttlMs`). Like
 * the recipe cache, a reader notes `generation` before reading: an answer made while something
 * changed is not kept, so it cannot outlive the change.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { page: KeptAnswer; bytes: number; expires: number; used: boolean }>();
  private readonly making = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private invalidations = 0;
  /** Lookups since start that found an answer, and that did not (the instance's metrics). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  get generation(): number {
    return this.invalidations;
  }

  /**
   * Runs `make` once for all the requests that miss the same key at the same time (a page falling
   * out under load would otherwise be rendered and compressed by every connection asking for it).
   */
  share<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = this.making.get(key) as Promise<T> | undefined;
    if (running) return running;
    const made = make().finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      if (entry) this.remove(key);
      this.lookups.misses++;
      return undefined;
    }
    entry.used = true;
    this.lookups.hits++;
    return entry.page;
  }

  /**
   * The kept answer for a request. One past its age is answered once more while `remake` makes and
   * keeps it again (one at a time, see `share`), so a busy page never falls out for everyone at
   * once; if the new one is not kept (the page is gone), the old one goes too. Changes never wait
   * for this: `clear` drops everything at once.
   */
  lookup(key: string, remake: () => Promise<unknown>): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.lookups.misses++;
      return undefined;
    }
    this.lookups.hits++;
    entry.used = true;
    if (entry.expires <= Date.now()) {
      void this.share(key, remake)
        .catch(() => undefined)
        .finally(() => {
          if (this.entries.get(key) === entry) this.remove(key);
        });
    }
    return entry.page;
  }

  set(key: string, page: KeptAnswer, generation: number): void {
    if (generation !== this.invalidations) return;
    const bytes = page.identity.length + page.br.length + page.gzip.length;
    if (bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { page, bytes, expires: Date.now() + this.ttlMs, used: false });
    this.bytes += bytes;
    evictUnused(this.entries, () => this.bytes <= this.maxBytes, (oldest) => this.remove(oldest));
  }

  /** Every answer: a recipe, an author or a setting may show on any of them (the home page's list, a profile's count). */
  clear(): void {
    this.invalidations++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
