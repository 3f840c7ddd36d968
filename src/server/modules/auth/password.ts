import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (one of OWASP's equivalent settings: N=2^15, r=8, p=3, 32 MiB per hash) with a 16-byte salt, stored as
 * `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking old hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A corrupt row must read as 'wrong password', not fail the request (or cost minutes of CPU).
  const sane =
    Number.isInteger(params.N) && params.N >= 2 && params.N <= 2 ** 20 && (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) && params.r >= 1 && params.r <= 32 &&
    Number.isInteger(params.p) && params.p >= 1 && params.p <= 16;
  if (!sane) return false;
  const expected = Buffer.from(hash, 'base64url');
  let actual: Buffer;
  try {
    actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  } catch {
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** A hash of a random password, checked when the e-mail is unknown so both paths take as long. */
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
