import { FEATURE_LABELS, type CreditTransaction } from '../../../../contracts/credits';
import { KIND_LABELS } from './labels';

export type EntryStatus = 'in-progress' | null;

/** One line of the history as the member reads it. */
export interface HistoryEntry {
  id: number;
  /** What it was: the AI feature for a debit, else the kind in words. */
  title: string;
  /** The kind in words when the title is a feature ('Spent', 'Reserved', 'Returned'); null otherwise. */
  kindLabel: string | null;
  /** A reservation whose request is still running. */
  status: EntryStatus;
  /** A short explanation (an expiry date, why credits came back). */
  note: string | null;
  amount: number;
  createdAt: string;
}

export interface HistoryContext {
  now?: Date;
  formatDate: (iso: string) => string;
}

function featureTitle(row: CreditTransaction): string {
  return row.feature ? FEATURE_LABELS[row.feature] : 'AI feature';
}

/** One ledger row in words, or null for a row that adds nothing the member needs to read. */
export function describeTransaction(row: CreditTransaction, context: HistoryContext): HistoryEntry | null {
  const base = { id: row.id, amount: row.amount, createdAt: row.createdAt, kindLabel: null, status: null, note: null };
  const now = context.now ?? new Date();
  switch (row.kind) {
    case 'hold':
      // A settled hold is the spend itself: one line, 'Recipe transformation −10'.
      if (row.holdState === 'held') return { ...base, title: featureTitle(row), kindLabel: KIND_LABELS.hold, status: 'in-progress', note: 'Reserved while the request runs' };
      if (row.holdState === 'released') return { ...base, title: featureTitle(row), kindLabel: KIND_LABELS.hold, note: 'The request did not finish; the credits were returned' };
      return { ...base, title: featureTitle(row), kindLabel: KIND_LABELS.spend };
    case 'spend':
      // The settlement of a hold is 0 credits: the hold line above already says what was spent.
      if (row.amount === 0) return null;
      // A spend that closes no hold is an adjustment made by the site's administrators.
      if (row.relatedId === null) return { ...base, title: 'Adjustment by the site', kindLabel: KIND_LABELS.spend };
      return { ...base, title: featureTitle(row), kindLabel: KIND_LABELS.spend };
    case 'release':
      return { ...base, title: featureTitle(row), kindLabel: KIND_LABELS.release };
    case 'promotional_grant': {
      // The server marks the grant made with the account (its reason), so nothing is guessed from dates.
      const title = row.reason === 'signup_bonus' ? 'Welcome bonus' : KIND_LABELS.promotional_grant;
      if (!row.expiresAt) return { ...base, title };
      const past = Date.parse(row.expiresAt) <= now.getTime();
      return { ...base, title, note: `${past ? 'Expired on' : 'Expires on'} ${context.formatDate(row.expiresAt)}` };
    }
    case 'expiry':
      return { ...base, title: KIND_LABELS.expiry, note: 'Unused promotional credits' };
    case 'refund':
      return { ...base, title: KIND_LABELS.refund, note: 'Payment refunded; what was left of that purchase was removed' };
    case 'purchase':
      return { ...base, title: KIND_LABELS.purchase };
    case 'grant':
      return { ...base, title: KIND_LABELS.grant };
  }
}

/** The loaded rows (newest first) as history lines. */
export function historyEntries(rows: readonly CreditTransaction[], context: HistoryContext): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    const entry = describeTransaction(row, context);
    if (entry) entries.push(entry);
  }
  return entries;
}
