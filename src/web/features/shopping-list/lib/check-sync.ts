import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { isApiError } from '../../../lib/api';
import { parsePending, withChange, withoutItem, withoutSent, type PendingCheck } from './pending-checks';

export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SyncStatus {
  /** Changes not yet accepted by the server. */
  pending: number;
  /** The last attempt could not reach the server (offline, or it failed): they wait for the next. */
  stalled: boolean;
}

/** What became of a change sent to the server. */
export type SendOutcome =
  /** Applied, or refused as older than the item's last change: either way, the item as it stands. */
  | { kind: 'sent'; item: ShoppingItem }
  /** The item is no longer on the list (removed, cleared, on another device). */
  | { kind: 'gone' }
  /** The server will never take it (a bad request): dropped so it does not block the others. */
  | { kind: 'refused'; error: unknown }
  /** Not delivered (no network, the server down, signed out): kept for the next attempt. */
  | { kind: 'unreachable'; error: unknown };

/** Reads a failed PATCH: which failures are worth sending again later. */
export function outcomeOfFailure(error: unknown): SendOutcome {
  // fetch rejects with a TypeError when there is no network at all: no answer to read.
  if (!isApiError(error)) return { kind: 'unreachable', error };
  if (error.status === 404) return { kind: 'gone' };
  // Signed out (a new sign-in sends them), rate-limited, timed out, or the server failing.
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return { kind: 'unreachable', error };
  return { kind: 'refused', error };
}

export interface CheckSyncOptions {
  storage: SyncStorage | null;
  key: string;
  /** PATCH one change; throws as apiRequest does. */
  send: (change: PendingCheck) => Promise<ShoppingItem>;
  /** The server's answer for an item (the cache takes it). */
  onSent?: (item: ShoppingItem) => void;
  onGone?: (id: number) => void;
  onRefused?: (change: PendingCheck, error: unknown) => void;
}

/**
 * The member's queue of ticks and the one loop that sends it, in the order they were made. A
 * change is stored before it is sent, so a reload, a closed tab or a lost connection never loses
 * it; it leaves the queue only when the server has answered for it. One loop runs at a time: a
 * tick made while it runs is picked up before it ends.
 */
export class CheckSync {
  private readonly options: CheckSyncOptions;
  private memory: PendingCheck[] = [];
  /** False once the device refused a write: from then on the queue lives in memory for this page. */
  private storageWorks = true;
  private running = false;
  private stalled = false;
  private answered = 0;
  private status: SyncStatus;
  private readonly listeners = new Set<() => void>();

  constructor(options: CheckSyncOptions) {
    this.options = options;
    this.status = { pending: this.read().length, stalled: false };
  }

  /** The queue as stored (kept in memory too where the device stores nothing). */
  read(): PendingCheck[] {
    const { storage, key } = this.options;
    if (!storage || !this.storageWorks) return this.memory;
    try {
      return parsePending(storage.getItem(key));
    } catch {
      this.storageWorks = false;
      return this.memory;
    }
  }

  private write(queue: PendingCheck[]): void {
    this.memory = queue;
    const { storage, key } = this.options;
    if (!storage || !this.storageWorks) {
      this.publish();
      return;
    }
    try {
      if (queue.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(queue));
    } catch {
      // Storage full or switched off: the queue lives in memory for this page.
      this.storageWorks = false;
    }
    this.publish();
  }

  private publish(): void {
    const pending = this.read().length;
    if (pending === this.status.pending && this.stalled === this.status.stalled) return;
    this.status = { pending, stalled: this.stalled };
    for (const listener of this.listeners) listener();
  }

  getStatus = (): SyncStatus => this.status;

  /**
   * How many changes the server has answered for on this page. A list fetched while this number
   * moved may predate one of them, and its change has left the queue: fetch it again.
   */
  get answeredCount(): number {
    return this.answered;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records a tick and sends the queue. */
  record(change: PendingCheck): Promise<void> {
    this.write(withChange(this.read(), change));
    return this.flush();
  }

  /**
   * Sends what is queued, oldest first, reading the queue again after each answer (so a tick made
   * meanwhile goes too); stops at the first change that cannot be delivered.
   */
  async flush(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let change = this.read()[0]; change; change = this.read()[0]) {
        const outcome = await this.sendOne(change);
        if (outcome.kind === 'unreachable') {
          this.stalled = true;
          return;
        }
        this.stalled = false;
        this.answered += 1;
        if (outcome.kind === 'gone') {
          this.write(withoutItem(this.read(), change.id));
          this.options.onGone?.(change.id);
          continue;
        }
        this.write(withoutSent(this.read(), change));
        if (outcome.kind === 'sent') this.options.onSent?.(outcome.item);
        else this.options.onRefused?.(change, outcome.error);
      }
    } finally {
      this.running = false;
      this.publish();
    }
  }

  private async sendOne(change: PendingCheck): Promise<SendOutcome> {
    try {
      return { kind: 'sent', item: await this.options.send(change) };
    } catch (error) {
      return outcomeOfFailure(error);
    }
  }
}
