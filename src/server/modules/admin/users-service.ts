import { randomUUID } from 'node:crypto';
import type {
  AdminCreditAdjust,
  AdminCreditAdjustResult,
  AdminLedgerPage,
  AdminUserDetail,
  AdminUserPage,
  AdminUsersQuery,
  AdminUserSummary,
} from '../../../contracts/admin-users';
import type { Role } from '../../../contracts/roles';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { CreditService } from '../credits/service';
import { adminReference, decodeUserCursor, encodeUserCursor, toLedgerEntry, type AdminUsersRepo } from './users-repo';
import type { Audit } from './audit';

const RECENT_LEDGER = 10;

type SummaryRow = Omit<AdminUserSummary, 'disabledAt' | 'createdAt'> & { disabledAt: Date | null; createdAt: Date };

function toSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    role: row.role,
    credits: row.credits,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    recipeCount: Number(row.recipeCount),
  };
}

function noSuchUser(): AppError {
  return AppError.notFound('No such user');
}

function requestIdReused(): AppError {
  return new AppError('CONFLICT', 409, 'This requestId was already used for another adjustment; send a new one.', { field: 'requestId' });
}

/** The back office's rules for users: an admin never locks themselves (or the site) out. */
export function createAdminUsersService(repo: AdminUsersRepo, credits: CreditService) {
  async function ledgerPage(userId: string, limit: number, cursor: string | undefined): Promise<Omit<AdminLedgerPage, 'balance'>> {
    const rows = await repo.ledger(userId, limit, cursor === undefined ? undefined : Number(cursor));
    const items = rows.slice(0, limit).map(toLedgerEntry);
    return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
  }

  async function detail(id: string): Promise<AdminUserDetail> {
    const row = await repo.detail(id);
    if (!row) throw noSuchUser();
    const { items } = await ledgerPage(id, RECENT_LEDGER, undefined);
    const lastSeen = row.lastSeenAt === null ? null : new Date(row.lastSeenAt);
    return {
      ...toSummary(row),
      bio: row.bio,
      profileVisible: row.profileVisible,
      lastSeenAt: lastSeen && !Number.isNaN(lastSeen.getTime()) ? lastSeen.toISOString() : null,
      activeSessions: Number(row.activeSessions),
      aiCalls: Number(row.aiCalls),
      hasPassword: Boolean(row.hasPassword),
      recentLedger: items,
    };
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUserPage> {
      const after = query.cursor === undefined ? null : decodeUserCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw AppError.validation('cursor is not valid: use nextCursor from the previous page', { field: 'cursor' });
      const rows = await repo.list(query, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSummary),
        nextCursor: rows.length > query.limit && last ? encodeUserCursor(last.createdKey, last.id) : null,
      };
    },

    detail,

    async ledger(id: string, query: { limit: number; cursor?: string | undefined }): Promise<AdminLedgerPage> {
      // Due promotional expiries are written first, so the page and the balance are current.
      await credits.expireDue(id);
      const row = await repo.detail(id);
      if (!row) throw noSuchUser();
      return { balance: row.credits, ...(await ledgerPage(id, query.limit, query.cursor)) };
    },

    async setRole(viewer: Viewer, id: string, role: Role, audit: Audit): Promise<AdminUserDetail> {
      if (viewer.id === id && role !== 'admin') {
        throw new AppError('CONFLICT', 409, 'You cannot remove your own administrator role. Ask another administrator to do it.', { field: 'role' });
      }
      if (!(await repo.setRole(id, role, audit))) throw noSuchUser();
      return detail(id);
    },

    async adjustCredits(id: string, input: AdminCreditAdjust, audit: Audit): Promise<AdminCreditAdjustResult> {
      const reference = adminReference(input.requestId ?? randomUUID());
      // A requestId names one adjustment: a retry answers it, but the id reused for another member
      // or amount (a grant's id on a revoke too) would silently do nothing or something else, so
      // it is refused; checked again after writing, for two requests at the same moment.
      const same = (row: { userId: string; amount: number }) => row.userId === id && row.amount === input.amount;
      const earlier = await credits.adminAdjustment(reference);
      if (earlier && !same(earlier)) throw requestIdReused();
      const row = await credits.adminAdjust(id, input.amount, reference, input.reason, audit);
      if (!same(row)) throw requestIdReused();
      const user = await repo.detail(id);
      return { entry: toLedgerEntry(row), balance: user?.credits ?? row.balanceAfter };
    },

    async disable(viewer: Viewer, id: string, audit: Audit): Promise<AdminUserDetail> {
      if (viewer.id === id) throw new AppError('CONFLICT', 409, 'You cannot disable your own account.');
      if (!(await repo.disable(id, audit))) throw noSuchUser();
      return detail(id);
    },

    async enable(id: string, audit: Audit): Promise<AdminUserDetail> {
      if (!(await repo.enable(id, audit))) throw noSuchUser();
      return detail(id);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
