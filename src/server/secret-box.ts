import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (an AI provider's API key) are sealed with AES-256-GCM under a key
 * derived from APP_SECRET, so a copy of the database alone does not give them away. Without a
 * configured APP_SECRET the key changes at every start and sealed values can no longer be opened:
 * callers treat that as "not set".
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed under another secret or was tampered with. */
  open(sealed: string): string | null;
}

export function createSecretBox(appSecret: string, purpose = 'sprig secret-box'): SecretBox {
  // HKDF with a purpose label: a different purpose (say, payments) gets an unrelated key from the same secret.
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'sprig', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) return null;
      const bytes = Buffer.from(payload, 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
