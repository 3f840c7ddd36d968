import { multipart } from '../api/helpers';
import type { Operation, Parameter } from './openapi';
import type { Random } from './random';
import { BAD_IDS, badValue, deeplyNestedJson, hugeString, oddString, validValue, type Known } from './values';

/** One request as app.inject takes it; `mutation` says what was done to it. */
export interface FuzzRequest {
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface RequestContext {
  known: Known;
  /** The role's session cookie (`name=value`); null for a visitor. */
  cookie: string | null;
  /** A small valid picture for the upload routes. */
  picture: Buffer;
}

/** percent-encodes like encodeURIComponent, lone surrogates included (as the WTF-8 bytes a lax client sends). */
export function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** An own property, even for keys such as `__proto__` that plain assignment would not create. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Every object and array inside a value, with the value itself first. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    out.push(item as Record<string, unknown> | unknown[]);
    pending.push(...Object.values(item));
  }
  return out;
}

/** Every place in a value holding a leaf of the given type, as [container, key]. */
function leaves(value: unknown, type: 'string' | 'number'): [Record<string, unknown>, string][] {
  return containers(value).flatMap((c) =>
    Object.entries(c)
      .filter(([, v]) => typeof v === type)
      .map(([k]) => [c as Record<string, unknown>, k] as [Record<string, unknown>, string]),
  );
}

/** Numbers of the right type at and past the edges a column or a parser has. */
const EDGE_NUMBERS = [0, -1, -0, 1.5, 0.1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];

// ------------------------------------------------------------------ the parts of a request

function validParams(op: Operation, where: Parameter['in'], rng: Random, known: Known): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in !== where || (!p.required && rng.chance(0.5))) continue;
    out[p.name] = asText(validValue(p.schema, rng, known, p.name));
  }
  return out;
}

function buildUrl(op: Operation, path: Record<string, string>, query: string): string {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? '');
  return query ? `${filled}?${query}` : filled;
}

function queryString(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
}

const BAD_COOKIES = [
  'sprig_session=',
  'sprig_session=garbage',
  'sprig_session=s%3Aforged.c2lnbmF0dXJl',
  `sprig_session=${'a'.repeat(4_000)}`,
  'sprig_session="quoted"',
  'sprig_session=%E0%A4%A',
  'sprig_session=%00',
  'sprig_session=%ED%A0%80',
  '=;=;;;',
  'sprig_session=a; sprig_session=b',
  'sprig_session=undefined',
  'sprig_session[]=1',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/merge-patch+json',
  '*/*',
  'application/json, text/plain',
  'application/octet-stream',
  'image/png',
];

const MALFORMED_JSON: (string | Buffer)[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '"\\ud800"',
  '{"a":"\\u00"}',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '1e99999',
  '-',
  '[]',
  'null',
  '0',
  '"string"',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from('{"a":"\xc0\x80"}', 'latin1'),
  Buffer.from('{"a":"\xed\xa0\x80"}', 'latin1'),
];

const HEADER_VARIANTS: Record<string, string>[] = [
  { accept: 'application/xml' },
  { accept: '*/*;q=abc' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, *' },
  { 'accept-encoding': 'x'.repeat(2_000) },
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { referer: 'javascript:alert(1)' },
  { 'x-forwarded-for': '1.2.3.4, not-an-ip, ::1' },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-request-id': 'a'.repeat(1_000) },
  { 'if-none-match': '"x", W/"y", *' },
  { 'if-modified-since': 'not a date' },
  { range: 'bytes=999999999-0' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br' },
  { 'accept-language': '*;q=x, zz-ZZZZ' },
  { 'user-agent': '' },
];

function withCookie(headers: Record<string, string>, cookie: string | null): Record<string, string> {
  return cookie ? { ...headers, cookie } : headers;
}

// ------------------------------------------------------------------ one request

/** A request to `op` with one kind of bad input in it (or none: a valid request now and then keeps state moving). */
export function fuzzRequest(op: Operation, rng: Random, ctx: RequestContext): FuzzRequest {
  const { known } = ctx;
  const path = validParams(op, 'path', rng, known);
  const query = validParams(op, 'query', rng, known);
  const hasBody = op.body !== null;
  const body = hasBody ? validValue(op.body!, rng, known) : undefined;
  const base = (mutation: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => {
    const json = hasBody && extra.payload === undefined;
    return {
      mutation,
      method: op.method,
      url: buildUrl(op, path, queryString(query)),
      headers: withCookie(json ? { 'content-type': 'application/json' } : {}, ctx.cookie),
      ...(json ? { payload: JSON.stringify(body) } : {}),
      ...extra,
    };
  };
  const jsonBody = (mutation: string, value: unknown): FuzzRequest =>
    base(mutation, { headers: withCookie({ 'content-type': 'application/json' }, ctx.cookie), payload: JSON.stringify(value) });

  const kinds: (() => FuzzRequest)[] = [
    () => base('valid'),
    () => ({ ...base('bad cookie'), headers: { ...base('').headers, cookie: rng.pick(BAD_COOKIES) } }),
    () => ({ ...base('unusual header'), headers: { ...base('').headers, ...rng.pick(HEADER_VARIANTS) } }),
    () => ({ ...base('other method'), method: rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'].filter((m) => m !== op.method)) }),
    () => {
      const key = rng.pick([...Object.keys(query), 'extra', 'limit', 'cursor', '__proto__', 'a[b]', '']);
      const value = rng.chance(0.4) ? rng.pick(BAD_IDS) : rng.chance(0.5) ? oddString(rng) : asText(badValue(rng)).slice(0, 20_000);
      return base('bad query', { url: buildUrl(op, path, queryString({ ...query, [key]: value })) });
    },
    () => {
      const raw = rng.pick(['%', '%zz', 'a=%c0%80', 'a=%ED%A0%80', `q=${'x'.repeat(60_000)}`, 'limit=1&limit=2', 'cursor[]=1', '&&&==', 'a[b][c]=1', 'limit=%00']);
      const url = buildUrl(op, path, [queryString(query), raw].filter(Boolean).join('&'));
      return base('malformed query', { url });
    },
  ];
  const pathNames = Object.keys(path);
  if (pathNames.length) {
    kinds.push(() => {
      const name = rng.pick(pathNames);
      const bad = rng.chance(0.6) ? rng.pick(BAD_IDS) : rng.chance(0.9) ? oddString(rng) : hugeString(rng, 3_000);
      return base('bad path parameter', { url: buildUrl(op, { ...path, [name]: encode(bad) }, queryString(query)) });
    });
    kinds.push(() => {
      const name = rng.pick(pathNames);
      const raw = rng.pick(['..', '%2e%2e', '%2F', 'a%2Fb', '%', '%zz', '%ED%A0%80', '%C0%80', '.', ';', 'a;b=c', '%20', '+']);
      return base('raw path parameter', { url: buildUrl(op, { ...path, [name]: raw }, queryString(query)) });
    });
  }
  const strings = leaves(body, 'string');
  const numbers = leaves(body, 'number');
  // The rest of the body stays valid, so the odd value reaches the handler and the database.
  if (strings.length) {
    const badString = () => {
      const [target, key] = rng.pick(strings);
      target[key] = rng.chance(0.7) ? oddString(rng) : `${String(target[key])}${oddString(rng)}`;
      return jsonBody('odd string', body);
    };
    // The likeliest to reach the database, so the most often tried.
    kinds.push(badString, badString, badString, badString, badString, badString);
  }
  if (numbers.length) {
    kinds.push(() => {
      const [target, key] = rng.pick(numbers);
      target[key] = rng.pick(EDGE_NUMBERS);
      return jsonBody('edge number', body);
    });
  }
  if (hasBody && containers(body).length) {
    kinds.push(
      () => {
        const target = rng.pick(containers(body));
        if (Array.isArray(target)) target.splice(rng.int(0, Math.max(0, target.length - 1)), 1);
        else if (Object.keys(target).length) delete target[rng.pick(Object.keys(target))];
        return jsonBody('missing field', body);
      },
      () => {
        const target = rng.pick(containers(body));
        const key = rng.pick(['extra', '__proto__', 'constructor', 'prototype', '', 'x\u0000', 'id', 'role', 'userId', 'a'.repeat(1_000)]);
        if (Array.isArray(target)) target.push(badValue(rng));
        else setOwn(target, key, badValue(rng));
        return jsonBody('extra field', body);
      },
      () => {
        const target = rng.pick(containers(body));
        const keys = Object.keys(target);
        if (keys.length) setOwn(target as Record<string, unknown>, rng.pick(keys), badValue(rng));
        return jsonBody('bad field', body);
      },
      () => {
        const target = rng.pick(containers(body));
        const keys = Object.keys(target);
        if (keys.length) setOwn(target as Record<string, unknown>, rng.pick(keys), rng.chance(0.5) ? hugeString(rng, 50_000) : Array.from({ length: 5_000 }, () => 1));
        return jsonBody('huge field', body);
      },
    );
  }
  if (hasBody) {
    kinds.push(
      () => {
        const deep = deeplyNestedJson(rng);
        const whole = JSON.stringify(body);
        const payload = rng.chance(0.5) || !whole.startsWith('{') ? deep : `{"nested":${deep}${whole === '{}' ? '' : ','}${whole.slice(1)}`;
        return base('deep nesting', { headers: withCookie({ 'content-type': 'application/json' }, ctx.cookie), payload });
      },
      () => jsonBody('bad body', badValue(rng)),
      () => base('malformed JSON', { headers: withCookie({ 'content-type': 'application/json' }, ctx.cookie), payload: rng.pick(MALFORMED_JSON) }),
      () => base('wrong content type', { headers: withCookie({ 'content-type': rng.pick(WRONG_CONTENT_TYPES) }, ctx.cookie), payload: JSON.stringify(body) }),
      () => base('no content type', { headers: withCookie({}, ctx.cookie), payload: JSON.stringify(body) }),
      () => base('oversize body', { headers: withCookie({ 'content-type': 'application/json' }, ctx.cookie), payload: JSON.stringify({ ...(body as object), pad: 'x'.repeat(rng.pick([70_000, 2_000_000])) }) }),
    );
  }
  if (op.rawBody) kinds.push(() => uploadRequest(op, rng, ctx, base('upload')));
  return rng.pick(kinds)();
}

/** The upload routes and the webhook take bodies the document does not describe: send them junk of every shape. */
function uploadRequest(op: Operation, rng: Random, ctx: RequestContext, base: FuzzRequest): FuzzRequest {
  const file = (data: Buffer | string, filename: string, type: string) => ({ name: rng.pick(['file', 'image', 'avatar', 'logo', 'favicon', '']), data, filename, type });
  const shapes = [
    () => multipart([file(ctx.picture, 'p.png', 'image/png')]),
    () => multipart([file(Buffer.from('\x89PNG\r\n\x1a\n trailing junk', 'latin1'), 'x.png', 'image/png')]),
    () => multipart([file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml')]),
    () => multipart([file(Buffer.alloc(0), '', 'application/octet-stream')]),
    () => multipart([file(ctx.picture, '../../etc/passwd\u0000.png', 'image/png')]),
    () => multipart([file(Buffer.alloc(3_000_000, 0x41), 'big.png', 'image/png')]),
    () => multipart([{ name: 'note', data: 'no file here' }]),
    () => multipart(Array.from({ length: 50 }, (_, i) => file(ctx.picture, `p${i}.png`, 'image/png'))),
    () => multipart([]),
    () => ({ payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nunterminated'), contentType: 'multipart/form-data; boundary=x' }),
    () => ({ payload: Buffer.from(JSON.stringify({ type: 'checkout.session.completed', data: { object: {} } })), contentType: 'application/json' }),
    () => ({ payload: ctx.picture, contentType: 'image/png' }),
  ];
  const { payload, contentType } = rng.pick(shapes)();
  const headers: Record<string, string> = { ...base.headers, 'content-type': contentType };
  if (rng.chance(0.3)) headers['stripe-signature'] = rng.pick(['t=1,v1=abc', 'garbage', '', 't=99999999999999999999,v1=']);
  return { ...base, mutation: 'upload', headers, payload };
}
