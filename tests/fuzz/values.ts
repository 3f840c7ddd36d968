import type { Schema } from './openapi';
import type { Random } from './random';

/** Values that exist in the app under test, so a valid request reaches past the 404s. */
export interface Known {
  ids: number[];
  uuids: string[];
  names: string[];
}

/** Strings tried against a schema's pattern, first match wins (enough for the patterns the API uses). */
const PATTERN_CANDIDATES = [
  '',
  'a',
  'abc',
  'abc-123',
  'fuzz_user',
  '#336699',
  '/uploads/recipes/fuzz.webp',
  'sk_test_fuzz12345678',
  'whsec_fuzz12345678',
  '2026-01-01',
  'https://example.com/fuzz',
  'fuzz@example.com',
  '123',
  'usd',
  'fuzz-pack',
  'cs_test_fuzz12345678',
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function word(rng: Random, min: number, max: number): string {
  const length = rng.int(min, Math.max(min, Math.min(max, min + 12)));
  let out = '';
  for (let i = 0; i < length; i++) out += LETTERS[rng.int(0, LETTERS.length - 1)];
  return out;
}

/** A version-4 UUID from the seeded generator (crypto.randomUUID would make a run unrepeatable). */
function uuid(rng: Random): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function branches(schema: Schema): Schema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/** A value the schema accepts (as far as JSON Schema says; refinements in zod may still refuse it). */
export function validValue(schema: Schema, rng: Random, known: Known, name = ''): unknown {
  if (schema.default !== undefined && rng.chance(0.2)) return structuredClone(schema.default);
  if (schema.nullable && rng.chance(0.2)) return null;
  const alternatives = branches(schema);
  if (alternatives?.length) return validValue(rng.pick(alternatives), rng, known, name);
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as Schema, rng, known, name);
  if (schema.enum?.length) return rng.pick(schema.enum);
  switch (schema.type) {
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
    case 'number': {
      if (/id$/i.test(name) && known.ids.length && rng.chance(0.8)) return rng.pick(known.ids);
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100) : min + 100;
      return rng.int(Math.ceil(min), Math.floor(max));
    }
    case 'array': {
      const count = rng.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, rng, known, name));
    }
    case 'object':
      return validObject(schema, rng, known);
    case 'string':
      return validString(schema, rng, known, name);
    default:
      return rng.pick(['fuzz', 1, true]);
  }
}

function validObject(schema: Schema, rng: Random, known: Known): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || rng.chance(0.6)) out[key] = validValue(child, rng, known, key);
  }
  // A record (free-form keys): a few entries of the value schema.
  if (typeof schema.additionalProperties === 'object') {
    for (let i = rng.int(0, 3); i > 0; i--) out[word(rng, 1, 10)] = validValue(schema.additionalProperties, rng, known);
  }
  return out;
}

function validString(schema: Schema, rng: Random, known: Known, name: string): string {
  if (schema.format === 'uuid') return known.uuids.length && rng.chance(0.5) ? rng.pick(known.uuids) : uuid(rng);
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, rng.int(1, 28))).toISOString();
  if (schema.format === 'uri' || /url$|link$/i.test(name)) return `https://example.com/${word(rng, 1, 8)}`;
  if (schema.format === 'email' || /email|^to$|address$/i.test(name)) return `${word(rng, 3, 8)}@example.com`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fits = PATTERN_CANDIDATES.filter((c) => pattern.test(c));
    if (fits.length) return rng.pick(fits);
  }
  if (/^(key|username|name|category|feature)$/.test(name) && known.names.length && rng.chance(0.5)) return rng.pick(known.names);
  if (/id$/i.test(name) && known.ids.length && rng.chance(0.7)) return String(rng.pick(known.ids));
  return word(rng, schema.minLength ?? 1, schema.maxLength ?? 20);
}

// ------------------------------------------------------------------ bad values

/** Ids that a lax parser reads as numbers: hex, negative, exponent, overflowing, padded. */
export const BAD_IDS = ['0x10', '-1', '1e3', '99999999999999999999', ' 1', '1 ', '0', '00', '1.5', 'NaN', 'Infinity', '-0', '+1', '0b1', '0o7', '1_000', '2147483648', '9007199254740993', '', 'null', 'undefined', '[]', '{}', 'true'];

const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udbff', 'x\ud83d'];

export const BAD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  ...LONE_SURROGATES,
  '\ufeff',
  '\u202eevil',
  '\uffff',
  'e\u0301\u0301\u0301',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%ZZ',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\r\nX-Injected: 1',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '0x10',
  '-1',
  '1e3',
  '99999999999999999999',
];

/**
 * A string that is the right type but the wrong content; the two that PostgreSQL cannot store
 * (NUL, lone surrogates) come up most often.
 */
export function oddString(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.35) return rng.pick(LONE_SURROGATES);
  if (roll < 0.5) return rng.pick(['a\u0000b', '\u0000']);
  return rng.pick(BAD_STRINGS);
}

/** A string of about `length` characters. */
export function hugeString(rng: Random, length: number): string {
  return rng.pick(['a', 'é', '😀', '<', ' ']).repeat(length);
}

/** A nested value, deep but small enough to stringify; deeplyNestedJson goes deeper. */
export function nested(rng: Random): unknown {
  let value: unknown = rng.pick(['x', 1, null, 'a\u0000b']);
  for (let i = 0, depth = rng.int(10, 200); i < depth; i++) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

/** JSON text nested deep enough to break a recursive walker (written as text: stringify would overflow first). */
export function deeplyNestedJson(rng: Random): string {
  const depth = rng.pick([1_000, 5_000, 20_000]);
  const leaf = rng.pick(['"x"', '1', 'null', '"a\\u0000b"', '"\\ud800"']);
  return rng.chance(0.5) ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

/** A value of the wrong kind, or a right kind at its edge. */
export function badValue(rng: Random): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.pick([null, true, false, 0, -1, 1.5, -0.0001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63)]);
    case 1:
      return oddString(rng);
    case 2:
      return rng.pick(BAD_IDS);
    case 3:
      return hugeString(rng, rng.pick([1_000, 10_000, 60_000]));
    case 4:
      return Array.from({ length: rng.pick([1_000, 10_000]) }, () => rng.pick([1, 'a', null, {}]));
    case 5:
      return nested(rng);
    case 6:
      return rng.pick([[], {}, [null], [[]], { '': '' }, { a: { b: { c: 'd' } } }]);
    case 7:
      return rng.pick(LONE_SURROGATES);
    case 8:
      return { toString: 'x', valueOf: 1, hasOwnProperty: 'x', then: 'x' };
    default:
      return rng.pick(['true', 'false', '1', 'null', '[]', '{}', 'NaN']);
  }
}

/**
 * Does this request text carry a lone UTF-16 surrogate, raw, JSON-escaped or percent-encoded?
 * Named in failure messages: they are refused by a fix of their own (issue 14, item 3).
 */
export function hasLoneSurrogate(text: string): boolean {
  const raw = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const escaped = /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;
  const encoded = /%ED%[AB][0-9A-F]%/i;
  return raw.test(text) || escaped.test(text) || encoded.test(text);
}
