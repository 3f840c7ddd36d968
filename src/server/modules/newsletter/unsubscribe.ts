import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry `<subscription id>.<HMAC-SHA256(appSecret, id + email)>`: anyone holding a
 * mail may unsubscribe its address, nobody can forge a link for another address. No expiry: a
 * years-old newsletter's link still works (RFC 8058 asks for that).
 */
function mac(secret: string, id: number, email: string): Buffer {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe\n${id}\n${email.toLowerCase()}`).digest();
}

export function signUnsubscribeToken(secret: string, subscription: { id: number; email: string }): string {
  return `${subscription.id}.${mac(secret, subscription.id, subscription.email).toString('base64url')}`;
}

/** The subscription id a token claims, before its signature is checked against the stored address. */
export function parseUnsubscribeToken(token: string): { id: number; signature: Buffer } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return { id, signature: Buffer.from(match[2]!, 'base64url') };
}

export function verifyUnsubscribeSignature(secret: string, subscription: { id: number; email: string }, signature: Buffer): boolean {
  const expected = mac(secret, subscription.id, subscription.email);
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

/** Where the links of one subscriber's mail lead. */
export interface UnsubscribeLinks {
  /** The web page (confirm with one button). */
  page: string;
  /** RFC 8058 one-click POST target, for the List-Unsubscribe header. */
  oneClick: string;
}

export function unsubscribeLinks(origin: string, token: string): UnsubscribeLinks {
  const q = encodeURIComponent(token);
  return { page: `${origin}/newsletter/unsubscribe?token=${q}`, oneClick: `${origin}/api/newsletter/unsubscribe?token=${q}` };
}
