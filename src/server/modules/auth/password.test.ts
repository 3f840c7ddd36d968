import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from './password';

// One scrypt hash takes up to a second on a busy machine.
const SLOW = 60_000;

/** A hash in the stored format with chosen parameters (as an older version would have written). */
function hashWith(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt$N$r$p$salt$hash with today’s parameters, a 16-byte salt and a 32-byte key', async () => {
    const hash = await hashPassword('correct horse');
    const parts = hash.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
    expect(Buffer.from(parts[4]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64url')).toHaveLength(32);
    expect(parts[4]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parts[5]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(hash).not.toContain('correct horse');
  }, SLOW);

  it('round-trips: the password verifies, a wrong one does not', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  }, SLOW);

  it('two hashes of the same password differ (random salt) and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  }, SLOW);

  it('handles non-ASCII passwords, equal under NFKC normalisation', async () => {
    const hash = await hashPassword('Crème brûlée ﬁne 🍮');
    expect(await verifyPassword('Crème brûlée ﬁne 🍮', hash)).toBe(true);
    // Composed and decomposed accents, and the ligature, are the same password.
    expect(await verifyPassword('Cre\u0300me bru\u0302le\u0301e fine 🍮', hash)).toBe(true);
    expect(await verifyPassword('Creme brulee fine 🍮', hash)).toBe(false);
  }, SLOW);

  it('verifies hashes made with other (older) parameters', async () => {
    const old = hashWith('legacy', 2 ** 14, 8, 1);
    expect(await verifyPassword('legacy', old)).toBe(true);
    expect(await verifyPassword('legacy!', old)).toBe(false);
  }, SLOW);

  it('answers false for malformed stored strings', async () => {
    const good = await hashPassword('password');
    const [, n, r, p, salt, key] = good.split('$');
    const malformed = [
      '',
      'password',
      'scrypt',
      'scrypt$',
      'scrypt$$$$$',
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `$2b$10$${'a'.repeat(53)}`,
      `scrypt$${n}$${r}$${p}$${salt}`, // no key
      `scrypt$${n}$${r}$${p}$$${key}`, // empty salt
      `scrypt$${n}$${r}$${p}$${salt}$`, // empty key
      `scrypt$abc$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$x$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$$${salt}$${key}`,
      `scrypt$0$${r}$${p}$${salt}$${key}`,
      `scrypt$-32768$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$1.5$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key!.slice(0, -4)}`, // truncated key
      `scrypt$${n}$${r}$${p}$${salt}$${key}AAAA`, // longer key
      `scrypt$${n}$${r}$${p}$${salt!.slice(1)}$${key}`, // other salt
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('password', stored), stored).toBe(false);
    }
    // The untouched hash still verifies: the cases above fail for their malformation.
    expect(await verifyPassword('password', good)).toBe(true);
  }, SLOW);

  // A corrupt row (N not a power of two, N = 1, N huge, p huge) must not turn a sign-in into a 500.
  it('answers false (does not throw) for parameters scrypt refuses', async () => {
    const salt = randomBytes(16).toString('base64url');
    const key = randomBytes(32).toString('base64url');
    for (const [N, r, p] of [
      [3, 8, 3],
      [1, 8, 3],
      [2 ** 40, 8, 3],
      [2 ** 14, 8, 1_000_000],
    ]) {
      await expect(verifyPassword('password', `scrypt$${N}$${r}$${p}$${salt}$${key}`)).resolves.toBe(false);
    }
  }, SLOW);
});

describe('needsRehash', () => {
  it('is false for a hash made today', async () => {
    expect(needsRehash(await hashPassword('fresh'))).toBe(false);
  }, SLOW);

  it('is true for a hash with any other N, r or p', () => {
    const salt = randomBytes(16).toString('base64url');
    const key = randomBytes(32).toString('base64url');
    expect(needsRehash(`scrypt$32768$8$3$${salt}$${key}`)).toBe(false);
    for (const [N, r, p] of [
      [16384, 8, 3],
      [65536, 8, 3],
      [32768, 4, 3],
      [32768, 8, 1],
      [32768, 16, 3],
    ]) {
      expect(needsRehash(`scrypt$${N}$${r}$${p}$${salt}$${key}`), `${N} ${r} ${p}`).toBe(true);
    }
    expect(needsRehash(hashWith('legacy', 2 ** 10, 8, 1))).toBe(true);
  });

  it('is true for an unreadable stored string', () => {
    for (const stored of ['', 'scrypt', 'scrypt$abc$8$3$s$h', 'bcrypt']) {
      expect(needsRehash(stored), stored).toBe(true);
    }
  });
});

describe('timingDummyHash', () => {
  it('is one valid hash of today’s parameters, computed once', async () => {
    const a = await timingDummyHash();
    const b = await timingDummyHash();
    expect(a).toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(needsRehash(a)).toBe(false);
    // Nobody knows its password.
    expect(await verifyPassword('', a)).toBe(false);
    expect(await verifyPassword('password', a)).toBe(false);
  }, SLOW);
});
