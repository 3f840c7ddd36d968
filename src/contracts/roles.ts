import { z } from 'zod';

/**
 * The roles Sprig grants: on the back office's Users screen and with `npm run user:role`.
 * SPEC's user object says "'member' or 'admin' seen; other values possible": an account an
 * operator gave another role is signed in but may do only what any signed-in account may
 * (src/domain/access.ts), so the user object keeps its role as the text stored.
 */
export const ROLES = ['member', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
