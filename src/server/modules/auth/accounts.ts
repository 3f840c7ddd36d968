import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userPasswords, users } from '../../../db/schema';
import { freeUsername } from '../users/default-username';
import { hashPassword } from './password';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that account as an admin, or promotes it. An
 * existing password is kept (the variables stay in the environment, and a restart must not undo
 * a password the admin has since changed); one is set only when the account has none.
 */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  const rows = await db
    .select({ id: users.id, role: users.role, hasPassword: sql<boolean>`${userPasswords.userId} is not null` })
    .from(users)
    .leftJoin(userPasswords, eq(userPasswords.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const found = rows[0];
  if (!found) {
    const id = randomUUID();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const username = await freeUsername(tx, {});
      await tx.insert(users).values({ id, email: email.toLowerCase(), username, profileCompleted: false, role: 'admin' });
      await tx.insert(userPasswords).values({ userId: id, passwordHash });
    });
    return 'created';
  }
  if (!found.hasPassword) await db.insert(userPasswords).values({ userId: found.id, passwordHash: await hashPassword(password) });
  if (found.role === 'admin') return 'unchanged';
  await setRole(db, email, 'admin');
  return 'promoted';
}

/** Changes a user's role by e-mail; false when there is no such user. */
export async function setRole(db: Db, email: string, role: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length > 0;
}
