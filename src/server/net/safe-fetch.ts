import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../errors';
import { addressRefusal, bareHost } from './address-policy';

/**
 * The one client for web addresses a member gives us (ARCHITECTURE.md, "SSRF-safe fetch"): the
 * server fetches on the member's behalf, so it must never be made to reach this machine, its
 * private network or a cloud metadata service, nor be held up by a slow or huge answer.
 *
 * Every hop (the address, then each redirect) is resolved once and judged on all of its
 * addresses; the connection then goes to the vetted address itself, so a second DNS answer
 * (DNS rebinding) cannot swap it. The hostname still goes in the Host header and, over HTTPS,
 * in SNI and the certificate check.
 */

const USER_AGENT = 'SprigRecipeImport/1.0';
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Recipe blogs with inline scripts and comments run to several MB; the body is still streamed and counted. */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';

/** Every address a hostname resolves to. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** Loopback and private networks allowed: for self-hosters importing from their own network (ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks?: boolean;
  /** Exact addresses allowed although the policy refuses them (tests name their local fixture server). */
  allowedAddresses?: string[];
  /** `dns.lookup(host, { all: true })` unless given. */
  lookup?: ResolveHost;
  /** For the whole fetch: DNS, connection, redirects and body. */
  timeoutMs?: number;
}

export interface FetchedPage {
  /** Where the answer came from, after redirects. */
  finalUrl: string;
  /** The Content-Type header, '' when missing. */
  contentType: string;
  body: Buffer;
}

export interface FetchLimits {
  /** Largest body accepted, counted after decompression (DEFAULT_MAX_BYTES unless given). */
  maxBytes?: number;
  /** The Accept header (pages by default). */
  accept?: string;
}

export type FetchPage = (url: string, limits?: FetchLimits) => Promise<FetchedPage>;

/** The errors name the field they are about: the web address the member gave. */
const problem = (status: 400 | 422, message: string) =>
  new AppError('VALIDATION_ERROR', status, message, [{ field: 'url', message }]);
const notAllowed = (why: string) => problem(400, `That address is not allowed: ${why}`);
const unreachable = (why?: string) => problem(422, why ? `The page could not be reached: ${why}` : 'The page could not be reached');
const unreadable = (why: string) => problem(422, `The page could not be read: ${why}`);
const tooSlow = () => problem(422, 'The page took too long to answer');
const tooLarge = (maxBytes: number) => problem(422, `The page is too large (more than ${formatBytes(maxBytes)})`);

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function createSafeFetch(options: SafeFetchOptions = {}): FetchPage {
  const resolveHost: ResolveHost = options.lookup ?? ((hostname) => dnsLookup(hostname, { all: true, verbatim: true }));
  const allowedAddresses = new Set(options.allowedAddresses ?? []);
  const refusal = (address: string) =>
    allowedAddresses.has(address) ? null : addressRefusal(address, { allowPrivateNetworks: options.allowPrivateNetworks ?? false });

  /** The hop's address to connect to, after judging every address its hostname has. */
  async function vet(target: URL, signal: AbortSignal): Promise<LookupAddress> {
    const hostname = bareHost(target.hostname);
    const family = isIP(hostname);
    const addresses = family ? [{ address: hostname, family }] : await abortable(resolveHost(hostname), signal);
    const first = addresses[0];
    if (!first) throw unreachable('no site answers at that name');
    for (const { address } of addresses) {
      const why = refusal(address);
      if (why) throw notAllowed(`it leads to a non-public network address (${why})`);
    }
    return first;
  }

  return async function fetchPage(url: string, limits: FetchLimits = {}): Promise<FetchedPage> {
    const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
    const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let target = parseTarget(url);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const address = await vet(target, signal);
        const response = await send(target, address, limits.accept ?? PAGE_ACCEPT, signal);
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
          response.destroy();
          if (redirects === MAX_REDIRECTS) throw unreachable(`it redirected more than ${MAX_REDIRECTS} times`);
          target = parseTarget(location, target);
          continue;
        }
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.destroy();
          throw unreachable(`the site answered with status ${status}`);
        }
        const body = await readBody(response, maxBytes);
        return { finalUrl: target.toString(), contentType: response.headers['content-type'] ?? '', body };
      }
    } catch (error) {
      throw asFetchError(error, signal);
    }
  };
}

/** An http(s) URL without credentials; with `redirectedFrom`, a redirect's Location read against that page. */
function parseTarget(text: string, redirectedFrom?: URL): URL {
  const refuse = (own: string, redirect: string) => notAllowed(redirectedFrom ? `it redirected to ${redirect}` : own);
  let target: URL;
  try {
    target = new URL(text, redirectedFrom);
  } catch {
    throw refuse('it is not a web address', 'something that is not a web address');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw refuse('it must start with http:// or https://', 'an address that does not start with http:// or https://');
  }
  // Credentials in a URL would be sent to a site the member named, not one they signed in to.
  if (target.username || target.password) {
    throw refuse('it must not contain a user name or password', 'an address with a user name or password');
  }
  return target;
}

/** A lookup that always answers the vetted address, in whichever form the socket asks for. */
function pinnedLookup(vetted: LookupAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}

function send(target: URL, vetted: LookupAddress, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  const hostname = bareHost(target.hostname);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        hostname,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': 'gzip, deflate, br' },
        lookup: pinnedLookup(vetted),
        // SNI carries names only; the certificate is checked against the hostname either way.
        servername: isIP(hostname) ? undefined : hostname,
        // No pooled sockets: a kept-alive connection would skip the pinned lookup of the next hop.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decoderFor(contentEncoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  // Browsers accept a body cut short at the end; so do we (SYNC_FLUSH instead of an error).
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === '' || encoding === 'identity') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip(lenient);
  if (encoding === 'deflate') return zlib.createInflate(lenient);
  if (encoding === 'br') return zlib.createBrotliDecompress();
  throw unreadable(`it is compressed in a way we do not read (${encoding})`);
}

/** The body, decompressed; the size limit counts decompressed bytes, so a small bomb is stopped early. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const decoder = decoderFor(response.headers['content-encoding']);
  const declared = Number(response.headers['content-length']);
  if (!decoder && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const stream: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream (and, through the pipeline, the response).
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Network and decoding failures as messages a member can act on; internals stay in the code. */
function asFetchError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if (signal.aborted) return tooSlow();
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return unreachable('no site answers at that name');
  if (code === 'ECONNREFUSED') return unreachable('the site refused the connection');
  if (/CERT|SIGNATURE|^ERR_TLS/.test(code)) return unreachable('its security certificate is not valid');
  // zlib's codes are Z_*; Brotli's decoder errors are ERR__ERROR_* (BROTLI_DECODER_ERROR_* renamed).
  if (/^Z_|^ERR__ERROR_/.test(code)) return unreadable('its compressed data is broken');
  return unreachable();
}
