import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/server/modules/auth/session-cookie';
import { createSessionStore } from '../../src/server/modules/auth/sessions';

/**
 * A signed-in user for API tests without the cost of a password hash: the row and a real
 * session are written straight to the database; the cookie is what the browser would send.
 */
export async function cookieFor(db: Db, userId: string): Promise<string> {
  const { token } = await createSessionStore(db).create(userId, 'api-test');
  return `${SESSION_COOKIE}=${token}`;
}

export async function createMember(db: Db, role = 'member'): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  await db.insert(users).values({ id, email: `${id}@test.example`, role });
  return { id, cookie: await cookieFor(db, id) };
}
