import { z } from 'zod';
import {
  COST_CHANGE_NOTICE_DAYS,
  CREDIT_FEATURES,
  DEFAULT_CREDIT_COSTS,
  MAX_FEATURE_COST,
  type CreditFeature,
} from '../contracts/credits';

/**
 * Feature costs as a schedule of changes (stored in site settings). A change made by the admin
 * takes effect COST_CHANGE_NOTICE_DAYS later (SPEC section 9: 30 days notice); until then the
 * cost in force stays and the change is shown as upcoming. A feature has at most one pending
 * change: a new one replaces it, and asking for the cost in force cancels it.
 */
const changeSchema = z.object({
  feature: z.enum(CREDIT_FEATURES),
  cost: z.number().int().min(0).max(MAX_FEATURE_COST),
  effectiveAt: z.iso.datetime(),
});
export type CostChange = z.infer<typeof changeSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stored changes that still parse (one bad entry, say from an older version, is dropped, not fatal). */
export function parseChanges(stored: unknown): CostChange[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = changeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function inForce(changes: readonly CostChange[], feature: CreditFeature, at: Date): CostChange | undefined {
  return changes
    .filter((c) => c.feature === feature && Date.parse(c.effectiveAt) <= at.getTime())
    .sort((a, b) => Date.parse(b.effectiveAt) - Date.parse(a.effectiveAt))[0];
}

export function costAt(changes: readonly CostChange[], feature: CreditFeature, at: Date): number {
  return inForce(changes, feature, at)?.cost ?? DEFAULT_CREDIT_COSTS[feature];
}

export function upcomingChange(changes: readonly CostChange[], feature: CreditFeature, now: Date): CostChange | null {
  return changes.find((c) => c.feature === feature && Date.parse(c.effectiveAt) > now.getTime()) ?? null;
}

/** The schedule after the admin asks for `cost`: changes superseded before `now` are dropped. */
export function scheduleChange(changes: readonly CostChange[], feature: CreditFeature, cost: number, now: Date): CostChange[] {
  const kept = CREDIT_FEATURES.flatMap((f) => {
    const current = inForce(changes, f, now);
    const pending = f === feature ? null : upcomingChange(changes, f, now);
    return [current, pending].filter((c): c is CostChange => Boolean(c));
  });
  if (cost === costAt(changes, feature, now)) return kept;
  return [...kept, { feature, cost, effectiveAt: new Date(now.getTime() + COST_CHANGE_NOTICE_DAYS * DAY_MS).toISOString() }];
}
