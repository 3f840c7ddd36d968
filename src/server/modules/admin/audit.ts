import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { adminActions } from '../../../db/schema';
import { isAdmin } from '../../viewer';

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
    if (typeof value === 'string') details[field] = value.length > DETAIL_MAX ? `${value.slice(0, DETAIL_MAX - 1)}…` : value;
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
 * Records each successful change by an administrator, before the answer leaves: a test (or the
 * admin's next screen) reads it at once. A failure to record is logged, never turned into an
 * error answer for a change that is already made.
 */
export function registerAdminAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300 || !isAdmin(request.viewer)) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!(route in AUDITED_ROUTES)) return payload;
    try {
      await db.insert(adminActions).values({ adminId: request.viewer!.id, route, target: targetOf(request), details: auditDetails(request.body) });
    } catch (err) {
      request.log.error({ err, route }, 'recording an admin action failed');
    }
    return payload;
  });
}
