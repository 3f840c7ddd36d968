import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { adminActions } from '../../../db/schema';
import { storableText } from '../../plugins/text-guard';
import { isAdmin } from '../../../domain/access';

/**
 * Every change an administrator can make, by route ('METHOD pattern'), with what the trail
 * calls it. A successful request on one of these, by an admin, is written to admin_actions.
 * The recipe routes are shared with members: only an admin's use of them is recorded (an admin
 * may edit or delete anyone's recipe; the privacy switch stays the author's own).
 */
export const AUDITED_ROUTES: Readonly<Record<string, string>> = {
  'PUT /api/admin/users/:id/role': 'Changed a role',
  'POST /api/admin/users/:id/credits': 'Adjusted credits',
  'POST /api/admin/users/:id/disable': 'Disabled an account',
  'POST /api/admin/users/:id/enable': 'Re-enabled an account',
  'PUT /api/admin/recipes/:id/featured': 'Featured or unfeatured a recipe',
  'PUT /api/recipes/:id': 'Edited a recipe',
  'DELETE /api/recipes/:id': 'Deleted a recipe',
  'POST /api/admin/recipes/nutrition': 'Recomputed recipe nutrition',
  'POST /api/admin/categories': 'Created a category',
  'PUT /api/admin/categories/:id': 'Edited a category',
  'DELETE /api/admin/categories/:id': 'Deleted a category',
  'POST /api/admin/categories/:id/merge': 'Merged a category into another',
  'POST /api/admin/kitchen-tools': 'Created a kitchen tool',
  'POST /api/admin/kitchen-tools/create-with-ai': 'Created a kitchen tool with AI',
  'PUT /api/admin/kitchen-tools/:id': 'Edited a kitchen tool',
  'DELETE /api/admin/kitchen-tools/:id': 'Deleted a kitchen tool',
  'PUT /api/admin/settings/site': 'Changed the general settings',
  'PUT /api/admin/settings/theme': 'Changed the colours',
  'PUT /api/admin/ai/settings': 'Changed the AI provider',
  'DELETE /api/admin/ai/settings': 'Removed the AI provider settings',
  'PUT /api/admin/payments/settings': 'Changed the Stripe keys',
  'PUT /api/admin/credits/packs': 'Changed the credit packs',
  'PUT /api/admin/credits/costs/:feature': 'Scheduled a feature cost',
  'PUT /api/admin/credits/signup-bonus': 'Changed the sign-up bonus',
  'PUT /api/admin/settings/rate-limits': 'Changed the rate limits',
  'DELETE /api/admin/settings/rate-limits': 'Reset the rate limits',
  'PUT /api/admin/email/settings': 'Changed the e-mail settings',
  'POST /api/admin/newsletter/subscribers/:id/unsubscribe': 'Unsubscribed a subscriber',
  'POST /api/admin/newsletter/campaigns': 'Created a campaign',
  'PUT /api/admin/newsletter/campaigns/:id': 'Edited a campaign',
  'DELETE /api/admin/newsletter/campaigns/:id': 'Deleted a campaign',
  'POST /api/admin/newsletter/campaigns/:id/send': 'Sent a campaign',
  'POST /api/admin/newsletter/campaigns/:id/retry': 'Retried the failed or unknown recipients of a campaign',
};

/**
 * Admin routes that change nothing kept: tests and previews, and uploads that apply only when
 * the settings are saved (that save is recorded).
 */
export const UNAUDITED_ADMIN_ROUTES: readonly string[] = [
  'POST /api/admin/ai/test',
  'POST /api/admin/email/test',
  'POST /api/admin/email/sendgrid-verify',
  'POST /api/admin/newsletter/campaigns/preview',
  'POST /api/admin/newsletter/campaigns/:id/preview',
  'POST /api/admin/newsletter/campaigns/:id/test',
  'POST /api/admin/settings/logo',
  'POST /api/admin/settings/favicon',
];

/**
 * The body fields kept with an action: a few that say what changed and can never hold a
 * secret (keys, passwords and message bodies are never among them).
 */
const DETAIL_FIELDS = ['role', 'amount', 'reason', 'name', 'intoId', 'featured', 'toolName', 'siteName', 'cost', 'validDays', 'privacyLevel', 'title', 'subject'];
const DETAIL_MAX = 200;

export type AuditDetails = Record<string, string | number | boolean | null>;

export function auditDetails(body: unknown): AuditDetails {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const details: AuditDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') details[field] = value.length > DETAIL_MAX ? `${storableText(value, DETAIL_MAX - 1)}…` : value;
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) details[field] = value;
  }
  return details;
}

function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const target = params.id ?? params.feature;
  return typeof target === 'string' || typeof target === 'number' ? String(target) : null;
}

/**
 * Writes the admin_actions row of one change, given the transaction the change is written in:
 * both commit or neither does (a change can never skip the trail, and a failed change leaves no
 * row). Called once the change is known to happen, as the last write of that transaction.
 */
export interface Audit {
  (tx: Db): Promise<void>;
  /** The request succeeds without changing anything (a retry, a save of the same values): no row. */
  unchanged(): void;
}

/** For a change nobody's request asked for (tests, jobs), and for a member's own change. */
export const NOT_AUDITED: Audit = Object.assign(async () => {}, { unchanged() {} });

const recorded = new WeakSet<FastifyRequest>();

/**
 * The audit of this request: writes its row for an administrator on a recorded route, and does
 * nothing for anyone else (a member editing their own recipe uses the same route).
 */
export function auditOf(request: FastifyRequest): Audit {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (!isAdmin(request.viewer) || !(route in AUDITED_ROUTES)) return NOT_AUDITED;
  const adminId = request.viewer!.id;
  const audit = async (tx: Db) => {
    await tx.insert(adminActions).values({ adminId, route, target: targetOf(request), details: auditDetails(request.body) });
    recorded.add(request);
  };
  return Object.assign(audit, { unchanged: () => void recorded.add(request) });
}

/**
 * A recorded route that would answer success to an administrator without having written its row
 * in its change's transaction (or said that nothing changed) is a bug in that route: it answers 500 instead, so every test that
 * uses the route as an admin fails until the route passes auditOf(request) into its transaction.
 */
export function registerAdminAuditCheck(app: FastifyInstance): void {
  // Callback style: it runs on every reply, and an async hook costs a promise and a tick each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 300 || !isAdmin(request.viewer) || recorded.has(request)) return done(null, payload);
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (route in AUDITED_ROUTES) return done(new Error(`${route} answered ${reply.statusCode} without writing its audit row`));
    done(null, payload);
  });
}
