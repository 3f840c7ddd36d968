import type { CreditKind } from '../contracts/credits';

/**
 * Which credits a debit uses, worked out by replaying a member's ledger (oldest row first). The
 * ledger stores only what happened; this decides fairly what was left of each grant or purchase
 * when it expires or is refunded, so no per-lot counter has to be updated in place.
 *
 * Every row that adds credits (purchase, grant, promotional grant) opens a lot. A hold takes
 * from open lots in this order: promotional lots first, soonest expiry first (then oldest), then
 * non-expiring lots oldest first. A settlement keeps what the hold took; a release gives each lot
 * back what the hold took from it, except a lot closed in the meantime (expired or refunded),
 * whose credits are not given back (they would have expired or been refunded with it). An
 * expiry or a refund closes its lot and removes what is left of it. A spend with no hold (an
 * administrator's revoke) takes from the lots in the hold's order, for good.
 */

export interface LedgerRow {
  id: number;
  kind: CreditKind;
  amount: number;
  relatedId: number | null;
  expiresAt: Date | null;
}

interface Lot {
  remaining: number;
  expiresAt: Date | null;
  open: boolean;
}

interface Draw {
  lotId: number;
  amount: number;
}

export interface LedgerState {
  lots: Map<number, Lot>;
  holds: Map<number, Draw[]>;
}

function spendOrder(lots: Map<number, Lot>): number[] {
  return [...lots.entries()]
    .filter(([, lot]) => lot.open && lot.remaining > 0)
    .sort(([idA, a], [idB, b]) => {
      if (a.expiresAt && b.expiresAt) return a.expiresAt.getTime() - b.expiresAt.getTime() || idA - idB;
      if (a.expiresAt || b.expiresAt) return a.expiresAt ? -1 : 1;
      return idA - idB;
    })
    .map(([id]) => id);
}

function take(lots: Map<number, Lot>, wanted: number, rowId: number): Draw[] {
  const draws: Draw[] = [];
  let left = wanted;
  for (const lotId of spendOrder(lots)) {
    if (left === 0) break;
    const lot = lots.get(lotId)!;
    const amount = Math.min(lot.remaining, left);
    lot.remaining -= amount;
    left -= amount;
    draws.push({ lotId, amount });
  }
  // The balance is the sum of the open lots, and a debit never exceeds the balance.
  if (left > 0) throw new Error(`credit ledger row ${rowId} takes ${left} credits more than its lots hold`);
  return draws;
}

/** Credits a release of this hold gives back: what it took from lots that are still open. */
export function releasable(state: LedgerState, holdId: number): number {
  return (state.holds.get(holdId) ?? []).reduce((sum, d) => sum + (state.lots.get(d.lotId)?.open ? d.amount : 0), 0);
}

/** What is left of a grant or purchase (0 once closed). */
export function remainingOf(state: LedgerState, lotId: number): number {
  const lot = state.lots.get(lotId);
  return lot?.open ? lot.remaining : 0;
}

export function replay(rows: readonly LedgerRow[]): LedgerState {
  const state: LedgerState = { lots: new Map(), holds: new Map() };
  for (const row of rows) {
    switch (row.kind) {
      case 'purchase':
      case 'grant':
      case 'promotional_grant':
        state.lots.set(row.id, { remaining: row.amount, expiresAt: row.kind === 'promotional_grant' ? row.expiresAt : null, open: true });
        break;
      case 'hold':
        state.holds.set(row.id, take(state.lots, -row.amount, row.id));
        break;
      case 'release':
        for (const draw of state.holds.get(row.relatedId!) ?? []) {
          const lot = state.lots.get(draw.lotId)!;
          if (lot.open) lot.remaining += draw.amount;
        }
        state.holds.delete(row.relatedId!);
        break;
      case 'spend':
        // A settlement (0 credits: its hold took them); without a hold, an admin's revoke, which
        // takes from the lots like a hold that is never released.
        if (row.relatedId === null) take(state.lots, -row.amount, row.id);
        else state.holds.delete(row.relatedId);
        break;
      case 'expiry':
      case 'refund': {
        const lot = state.lots.get(row.relatedId!);
        if (lot) Object.assign(lot, { remaining: 0, open: false });
        break;
      }
    }
  }
  return state;
}

/** Promotional grants with credits left, soonest expiry first. */
export function expiringLots(state: LedgerState): { grantId: number; remaining: number; expiresAt: Date }[] {
  return [...state.lots.entries()]
    .filter(([, lot]) => lot.open && lot.remaining > 0 && lot.expiresAt !== null)
    .map(([grantId, lot]) => ({ grantId, remaining: lot.remaining, expiresAt: lot.expiresAt! }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.grantId - b.grantId);
}

/** The sum of what is left in open lots: equal to the cached balance when the ledger is whole. */
export function lotTotal(state: LedgerState): number {
  return [...state.lots.values()].reduce((sum, lot) => sum + (lot.open ? lot.remaining : 0), 0);
}
