import type { ShoppingItem } from '../../../../contracts/shopping-list';

/**
 * Ticks the server has not heard of yet (issue 18: checking items offline syncs when back online,
 * with no lost check-offs). Each is what the member did to one item and when; the server applies
 * a change only when it is newer than the item's last one (last writer wins), so sending one again
 * is always safe. Only ids, states and times are kept on the device, never the list's contents.
 */
export interface PendingCheck {
  id: number;
  checked: boolean;
  /** When the member ticked it (ISO date and time). */
  changedAt: string;
}

/** localStorage holds one queue per member: another member signing in on this device never sends them. */
export const PENDING_PREFIX = 'sprig:shopping-pending:';
export const pendingKey = (userId: string) => `${PENDING_PREFIX}${userId}`;

const isPendingCheck = (value: unknown): value is PendingCheck => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, checked, changedAt } = value as Record<string, unknown>;
  return Number.isInteger(id) && (id as number) > 0 && typeof checked === 'boolean' && typeof changedAt === 'string' && !Number.isNaN(Date.parse(changedAt));
};

/** The queue stored as text; anything unreadable (another version's, hand-edited) counts as nothing. */
export function parsePending(text: string | null): PendingCheck[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isPendingCheck) : [];
  } catch {
    return [];
  }
}

/** The queue with a new change: it replaces an older one for the same item (only the last tick counts). */
export function withChange(queue: readonly PendingCheck[], change: PendingCheck): PendingCheck[] {
  return [...queue.filter((queued) => queued.id !== change.id), change];
}

/**
 * The queue once a change has reached the server. A newer change to the same item made while it
 * was on its way stays queued.
 */
export function withoutSent(queue: readonly PendingCheck[], sent: PendingCheck): PendingCheck[] {
  return queue.filter((queued) => !(queued.id === sent.id && queued.changedAt === sent.changedAt));
}

/** The queue without an item's changes at all (the item is gone from the list). */
export const withoutItem = (queue: readonly PendingCheck[], id: number): PendingCheck[] => queue.filter((queued) => queued.id !== id);

/** An instant to compare; an item never ticked or moved (null) is older than any change. */
const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

/**
 * The list as the member last left it: each queued tick shown on its item unless the item has
 * changed since (on another device, later), exactly as the server will decide when it arrives.
 */
export function applyPending<T extends Pick<ShoppingItem, 'id' | 'checked' | 'changedAt'>>(items: readonly T[], queue: readonly PendingCheck[]): T[] {
  if (queue.length === 0) return [...items];
  const byId = new Map(queue.map((change) => [change.id, change]));
  return items.map((item) => {
    const change = byId.get(item.id);
    if (!change || time(change.changedAt) < time(item.changedAt)) return item;
    return { ...item, checked: change.checked, changedAt: change.changedAt };
  });
}

/**
 * When a change to an item happened, for the server's last-writer-wins: now, but never before
 * the item's last change the member is looking at (made on another device whose clock runs
 * ahead): what the member does after seeing a state is newer than that state.
 */
export function changeTime(item: Pick<ShoppingItem, 'changedAt'>, now: number = Date.now()): string {
  const seen = time(item.changedAt);
  return new Date(Number.isFinite(seen) ? Math.max(now, seen + 1) : now).toISOString();
}
