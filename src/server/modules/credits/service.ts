import {
  CREDIT_FEATURES,
  DEFAULT_SIGNUP_BONUS,
  FEATURE_LABELS,
  signupBonusSchema,
  type CreditFeature,
  type CreditSettings,
  type CreditTransaction,
  type CreditTransactionPage,
  type FeatureCosts,
  type SignupBonus,
} from '../../../contracts/credits';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { AppError, isUniqueViolation } from '../../errors';
import { costAt, parseChanges, scheduleChange, upcomingChange } from '../../../domain/credit-costs';
import { expiringLots, lotTotal, releasable, remainingOf, replay, type LedgerState } from '../../../domain/credit-ledger';
import { createCreditRepo, type LedgerEntry, type NewEntry } from './repo';

const COSTS_KEY = 'credit_costs';
const SIGNUP_BONUS_KEY = 'credit_signup_bonus';
const DAY_MS = 24 * 60 * 60 * 1000;
const DUE_BATCH = 200;
/** Where a member buys credits (the 402 answer names it). */
export const BUY_CREDITS_PATH = '/credits';

function notEnough(feature: CreditFeature, cost: number, balance: number): AppError {
  const missing = Math.max(1, cost - balance);
  return new AppError(
    'INSUFFICIENT_CREDITS',
    402,
    `Not enough credits: ${FEATURE_LABELS[feature]} costs ${cost} credits and you have ${balance}. Buy at least ${missing} more on the Credits page to use it.`,
    { feature, cost, balance, missing, buyUrl: BUY_CREDITS_PATH },
  );
}

function holdState(closedBy: string | null): CreditTransaction['holdState'] {
  if (closedBy === 'spend') return 'settled';
  return closedBy === 'release' ? 'released' : 'held';
}

export interface CreditServiceOptions {
  /** The clock that decides expiries and which cost is in force (tests move it). */
  now?: () => Date;
}

/**
 * The credit ledger (ARCHITECTURE data rules): every change of a balance is a ledger row written
 * in the same transaction. AI features hold credits before calling the model and settle or
 * release the hold afterwards; Stripe fulfilment calls purchase and refund.
 */
const reinstatedReference = (purchaseReference: string) => `reinstated:${purchaseReference}`;

export function createCreditService(db: Db, { now = () => new Date() }: CreditServiceOptions = {}) {
  const repo = createCreditRepo(db);

  async function costChanges() {
    return parseChanges(await repo.setting(db, COSTS_KEY));
  }

  async function signupBonus(exec: Db): Promise<SignupBonus> {
    const parsed = signupBonusSchema.safeParse(await repo.setting(exec, SIGNUP_BONUS_KEY));
    return parsed.success ? parsed.data : DEFAULT_SIGNUP_BONUS;
  }

  /** Adds credits. With a reference it happens once: a repeated call answers the first row. */
  /** `audit` (an administrator's grant) is written in the transaction of the new row; a retry writes neither. */
  async function credit(exec: Db, entry: NewEntry, audit?: Audit): Promise<LedgerEntry> {
    if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw AppError.validation('amount must be a positive whole number');
    const replayed = (row: LedgerEntry) => {
      audit?.unchanged();
      return row;
    };
    if (entry.reference) {
      const known = await repo.byReference(exec, entry.kind, entry.reference);
      if (known) return replayed(known);
    }
    try {
      const row = await exec.transaction(async (tx) => {
        const appended = await repo.append(tx, entry);
        if (appended) await audit?.(tx);
        return appended;
      });
      if (!row) throw AppError.notFound('No such user');
      return row;
    } catch (error) {
      // The same reference credited at the same moment by another request or process.
      if (entry.reference && isUniqueViolation(error)) return replayed((await repo.byReference(exec, entry.kind, entry.reference))!);
      throw error;
    }
  }

  /**
   * Appends the row that closes `target` (settles or releases a hold, expires a grant, refunds a
   * purchase). The member's balance is locked first, so the replay that decides the amount sees
   * every row; closing twice with the same kind answers the first closing row.
   */
  async function close(
    target: LedgerEntry,
    kind: 'spend' | 'release' | 'expiry' | 'refund',
    amountOf?: (state: LedgerState) => number,
    within?: (tx: Db) => Promise<void>,
  ): Promise<LedgerEntry> {
    return db.transaction(async (tx) => {
      const balance = await repo.lockBalance(tx, target.userId);
      const closed = await repo.closerOf(tx, target.id);
      if (closed?.kind === kind) return closed;
      if (closed) throw new AppError('CONFLICT', 409, `Credit transaction ${target.id} already has a ${closed.kind}`);
      let amount = 0;
      if (amountOf) {
        const state = replay(await repo.ledgerOf(tx, target.userId));
        if (lotTotal(state) !== balance) throw new Error(`the credit ledger of user ${target.userId} does not sum to the balance`);
        amount = amountOf(state);
      }
      const row = await repo.append(tx, { userId: target.userId, kind, amount, feature: target.feature, relatedId: target.id });
      // A closing debit never exceeds what the replay found left, which the balance covers.
      if (!row) throw new Error(`closing credit transaction ${target.id} would overdraw`);
      if (within) await within(tx);
      return row;
    });
  }

  async function find(id: number, kind: LedgerEntry['kind'], what: string): Promise<LedgerEntry> {
    const row = await repo.byId(db, id);
    if (row?.kind !== kind) throw AppError.notFound(`No such ${what}`);
    return row;
  }

  /** Expires every promotional grant past its date (one member's, or everyone's); idempotent per grant. */
  async function expireDue(userId?: string): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await repo.dueGrants(now(), userId, DUE_BATCH);
      for (const grant of due) {
        await close(grant, 'expiry', (state) => -remainingOf(state, grant.id));
        expired += 1;
      }
      if (due.length < DUE_BATCH) return expired;
    }
  }

  async function costs(): Promise<FeatureCosts['costs']> {
    const changes = await costChanges();
    const at = now();
    return CREDIT_FEATURES.map((feature) => {
      const upcoming = upcomingChange(changes, feature, at);
      return { feature, cost: costAt(changes, feature, at), upcoming: upcoming && { cost: upcoming.cost, effectiveAt: upcoming.effectiveAt } };
    });
  }

  /** The feature's cost in force now. */
  const costNow = async (feature: CreditFeature) => costAt(await costChanges(), feature, now());

  return {
    /** Whether the member's balance covers the feature's cost in force now (nothing is held: `hold` decides). */
    async canAfford(userId: string, feature: CreditFeature): Promise<boolean> {
      const [balance, cost] = await Promise.all([repo.balance(userId), costNow(feature)]);
      return balance !== null && balance >= cost;
    },

    /** Takes the feature's cost in force now; 402 naming what is missing when the balance does not cover it. */
    async hold(userId: string, feature: CreditFeature): Promise<{ holdId: number; cost: number; balance: number }> {
      await expireDue(userId);
      const cost = await costNow(feature);
      const row = await db.transaction((tx) => repo.append(tx, { userId, kind: 'hold', amount: -cost, feature }));
      if (row) return { holdId: row.id, cost, balance: row.balanceAfter };
      const balance = await repo.balance(userId);
      if (balance === null) throw AppError.notFound('No such user');
      throw notEnough(feature, cost, balance);
    },

    /**
     * The held credits are spent (a 'spend' row of 0: the hold already took them). `within` runs in
     * the same transaction (an AI call stores its paid result there): both commit, or neither does.
     */
    async settle(holdId: number, within?: (tx: Db) => Promise<void>): Promise<LedgerEntry> {
      return close(await find(holdId, 'hold', 'hold'), 'spend', undefined, within);
    },

    /** The held credits go back to the lots they came from (see domain/credit-ledger.ts for a lot closed meanwhile). */
    async release(holdId: number): Promise<LedgerEntry> {
      return close(await find(holdId, 'hold', 'hold'), 'release', (state) => releasable(state, holdId));
    },

    /** Non-expiring credits given by the site (goodwill, a fix for a failed delivery). */
    grant(userId: string, amount: number, reference?: string): Promise<LedgerEntry> {
      return credit(db, { userId, kind: 'grant', amount, reference: reference ?? null });
    },

    /** Credits that expire at `expiresAt`; `exec` lets a caller grant inside its own transaction. */
    promotionalGrant(userId: string, amount: number, expiresAt: Date, options: { reference?: string; exec?: Db } = {}): Promise<LedgerEntry> {
      return credit(options.exec ?? db, { userId, kind: 'promotional_grant', amount, expiresAt, reference: options.reference ?? null });
    },

    /** Bought credits, which never expire; idempotent on the payment's reference (checkout session id). */
    purchase(userId: string, amount: number, reference: string): Promise<LedgerEntry> {
      return credit(db, { userId, kind: 'purchase', amount, reference });
    },

    /** Removes what is left of a refunded purchase (spent credits stay spent); once per purchase. */
    async refund(purchaseReference: string): Promise<LedgerEntry> {
      const purchase = await repo.byReference(db, 'purchase', purchaseReference);
      if (!purchase) throw AppError.notFound('No such purchase');
      return close(purchase, 'refund', (state) => -remainingOf(state, purchase.id));
    },

    /**
     * Gives back what the latest reversal of this purchase took (a dispute the site won): a grant
     * of that amount. Null when nothing was taken back. The purchase itself stays closed, so the
     * ledger replay treats the returned credits as a new lot. A payment can be disputed again
     * after a win (an inquiry, then a chargeback): each win after a new reversal is its own grant
     * ('reinstated:<ref>', then '#2', '#3'...), while a repeated call for the same win answers
     * the grant already made.
     */
    async reinstate(purchaseReference: string, note: string): Promise<LedgerEntry | null> {
      const purchase = await repo.byReference(db, 'purchase', purchaseReference);
      if (!purchase) throw AppError.notFound('No such purchase');
      const grants = await repo.byReferencePrefix(db, 'grant', reinstatedReference(purchaseReference));
      const latest = grants.at(-1);
      const taken = await repo.closerOf(db, (latest ?? purchase).id);
      if (latest && !taken) return latest;
      if (taken?.kind !== 'refund' || taken.amount === 0) return null;
      const reference = grants.length === 0 ? reinstatedReference(purchaseReference) : `${reinstatedReference(purchaseReference)}#${grants.length + 1}`;
      return credit(db, { userId: purchase.userId, kind: 'grant', amount: -taken.amount, reference, note });
    },

    /** Takes back what is left of the latest reinstatement (refunded or disputed again); null when there was none. */
    async revokeReinstated(purchaseReference: string): Promise<LedgerEntry | null> {
      const grant = (await repo.byReferencePrefix(db, 'grant', reinstatedReference(purchaseReference))).at(-1);
      return grant ? close(grant, 'refund', (state) => -remainingOf(state, grant.id)) : null;
    },

    /** The grant or revoke an administrator's request (its reference) already made, if any. */
    async adminAdjustment(reference: string): Promise<LedgerEntry | null> {
      return (await repo.byReference(db, 'grant', reference)) ?? (await repo.byReference(db, 'spend', reference));
    },

    /**
     * An administrator's grant (amount > 0: a 'grant' row) or revoke (amount < 0: a 'spend' row
     * with no hold, which domain/credit-ledger.ts replays as taking from the lots). `reference` (unique per kind)
     * makes a retried request happen once; `note` is the administrator's reason. A revoke is one
     * conditional debit: a 409 naming the balance, and nothing written, when the balance does not
     * cover it.
     */
    async adminAdjust(userId: string, amount: number, reference: string, note: string, audit: Audit): Promise<LedgerEntry> {
      if (!Number.isInteger(amount) || amount === 0) throw AppError.validation('amount must be a non-zero whole number', { field: 'amount' });
      if (amount > 0) return credit(db, { userId, kind: 'grant', amount, reference, note }, audit);
      // Promotional credits past their date are gone before anything is taken.
      await expireDue(userId);
      const replayed = (row: LedgerEntry) => {
        audit.unchanged();
        return row;
      };
      const known = await repo.byReference(db, 'spend', reference);
      if (known) return replayed(known);
      let row: LedgerEntry | null;
      try {
        row = await db.transaction(async (tx) => {
          const appended = await repo.append(tx, { userId, kind: 'spend', amount, reference, note });
          if (appended) await audit(tx);
          return appended;
        });
      } catch (error) {
        // The same request retried at the same moment: the first one's row stands.
        if (isUniqueViolation(error)) return replayed((await repo.byReference(db, 'spend', reference))!);
        throw error;
      }
      if (row) return row;
      const balance = await repo.balance(userId);
      if (balance === null) throw AppError.notFound('No such user');
      throw new AppError('CONFLICT', 409, `Cannot revoke ${-amount} credits: the balance is only ${balance}. Nothing was changed.`, {
        field: 'amount',
        balance,
        requested: -amount,
      });
    },

    expireDue,

    /**
     * The admin's sign-up bonus for a new account, inside the transaction that creates it (the
     * reference makes it once per user). Answers the new balance.
     */
    async grantSignupBonus(tx: Db, userId: string): Promise<number> {
      const bonus = await signupBonus(tx);
      if (bonus.amount === 0) return 0;
      const expiresAt = new Date(now().getTime() + bonus.validDays * DAY_MS);
      const row = await credit(tx, { userId, kind: 'promotional_grant', reason: 'signup_bonus', amount: bonus.amount, expiresAt, reference: `signup:${userId}` });
      return row.balanceAfter;
    },

    /** The member's ledger, newest first; due expiries are written first so the page is current. */
    async transactions(userId: string, query: { limit: number; cursor?: string | undefined }): Promise<CreditTransactionPage> {
      await expireDue(userId);
      const rows = await repo.page(userId, query.limit, query.cursor === undefined ? undefined : Number(query.cursor));
      const items = rows.slice(0, query.limit).map(({ entry, closedBy }) => ({
        id: entry.id,
        kind: entry.kind,
        reason: entry.reason,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        feature: entry.feature,
        relatedId: entry.relatedId,
        holdState: entry.kind === 'hold' ? holdState(closedBy) : null,
        expiresAt: entry.expiresAt?.toISOString() ?? null,
        createdAt: entry.createdAt.toISOString(),
      }));
      const promotional = expiringLots(replay(await repo.ledgerOf(db, userId))).map((lot) => ({
        grantId: lot.grantId,
        remaining: lot.remaining,
        expiresAt: lot.expiresAt.toISOString(),
      }));
      return {
        balance: (await repo.balance(userId)) ?? 0,
        promotional,
        items,
        nextCursor: rows.length > query.limit ? String(items.at(-1)!.id) : null,
      };
    },

    costs,

    async settings(): Promise<CreditSettings> {
      return { signupBonus: await signupBonus(db), costs: await costs() };
    },

    async scheduleCost(feature: CreditFeature, cost: number, audit: Audit): Promise<FeatureCosts['costs']> {
      await repo.updateSetting(COSTS_KEY, (stored) => scheduleChange(parseChanges(stored), feature, cost, now()), audit);
      return costs();
    },

    async setSignupBonus(bonus: SignupBonus, audit: Audit): Promise<SignupBonus> {
      return repo.updateSetting(SIGNUP_BONUS_KEY, () => bonus, audit);
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
