import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isAdmin } from '../../viewer';

const ADMINS_ONLY = 'Only administrators can see site analytics';

/** preValidation guard of the admin reports: 401 for a visitor, 403 for a member; never cached. */
export async function analyticsAdminsOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
  if (!request.viewer) throw new AppError('UNAUTHORIZED', 401, ADMINS_ONLY);
  if (!isAdmin(request.viewer)) throw new AppError('FORBIDDEN', 403, ADMINS_ONLY);
}

/** Midnight UTC of the first day of a range of `days` days ending today, and its date. */
export function rangeStart(days: number, now = new Date()): { since: Date; sinceDay: string } {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return { since, sinceDay: since.toISOString().slice(0, 10) };
}

/** Every day (YYYY-MM-DD, UTC) of the range, oldest first: charts get a point for empty days too. */
export function rangeDays(since: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}
