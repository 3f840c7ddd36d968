import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'a-test-secret-that-is-long-enough-000';

describe('secret box', () => {
  it('seals to a different text each time and opens it again', () => {
    const box = createSecretBox(SECRET);
    const a = box.seal('sk-or-v1-abcdef');
    const b = box.seal('sk-or-v1-abcdef');
    expect(a).not.toBe(b);
    expect(a).not.toContain('abcdef');
    expect(box.open(a)).toBe('sk-or-v1-abcdef');
  });

  it('cannot be opened under another secret or purpose, or after tampering', () => {
    const sealed = createSecretBox(SECRET).seal('key');
    expect(createSecretBox(`${SECRET}x`).open(sealed)).toBeNull();
    expect(createSecretBox(SECRET, 'payments').open(sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(createSecretBox(SECRET).open(`v1:${bytes.toString('base64')}`)).toBeNull();
    expect(createSecretBox(SECRET).open('plain text')).toBeNull();
  });
});
