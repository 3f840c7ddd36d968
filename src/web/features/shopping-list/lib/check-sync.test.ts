import { describe, expect, it, vi } from 'vitest';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { ApiError } from '../../../lib/api';
import { CheckSync, outcomeOfFailure, type SyncStorage } from './check-sync';
import type { PendingCheck } from './pending-checks';

const KEY = 'sprig:shopping-pending:u-1';

function memoryStorage(): SyncStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const answer = (change: PendingCheck): ShoppingItem => ({
  id: change.id,
  name: `item ${change.id}`,
  quantity: null,
  unit: null,
  aisle: 'other',
  checked: change.checked,
  manual: true,
  stapleKey: null,
  changedAt: change.changedAt,
});
const tick = (id: number, checked: boolean, second = 0): PendingCheck => ({ id, checked, changedAt: new Date(Date.UTC(2026, 10, 30, 10, 0, second)).toISOString() });
const offline = () => new TypeError('Failed to fetch');

describe('outcomeOfFailure', () => {
  it('keeps what did not arrive, drops what never will', () => {
    expect(outcomeOfFailure(offline()).kind).toBe('unreachable');
    expect(outcomeOfFailure(new ApiError(503, 'UNAVAILABLE', 'down')).kind).toBe('unreachable');
    expect(outcomeOfFailure(new ApiError(401, 'UNAUTHORIZED', 'signed out')).kind).toBe('unreachable');
    expect(outcomeOfFailure(new ApiError(404, 'NOT_FOUND', 'gone')).kind).toBe('gone');
    expect(outcomeOfFailure(new ApiError(400, 'VALIDATION_ERROR', 'bad')).kind).toBe('refused');
  });
});

describe('CheckSync', () => {
  it('stores a tick before sending it and forgets it once the server has it', async () => {
    const storage = memoryStorage();
    const sent: ShoppingItem[] = [];
    let stored: string | undefined;
    const sync = new CheckSync({
      storage,
      key: KEY,
      send: (change) => {
        stored = storage.data.get(KEY);
        return Promise.resolve(answer(change));
      },
      onSent: (item) => sent.push(item),
    });
    await sync.record(tick(1, true));
    expect(JSON.parse(stored!)).toEqual([tick(1, true)]);
    expect(storage.data.has(KEY)).toBe(false);
    expect(sent).toEqual([answer(tick(1, true))]);
    expect(sync.getStatus()).toEqual({ pending: 0, stalled: false });
  });

  it('keeps ticks made offline, across a reload, and sends them all, in order, once back online', async () => {
    const storage = memoryStorage();
    let online = false;
    const send = vi.fn((change: PendingCheck) => (online ? Promise.resolve(answer(change)) : Promise.reject(offline())));
    const sync = new CheckSync({ storage, key: KEY, send });
    await sync.record(tick(1, true, 1));
    await sync.record(tick(2, true, 2));
    expect(sync.getStatus()).toEqual({ pending: 2, stalled: true });

    // A reload: a new page reads the same queue.
    const reloaded = new CheckSync({ storage, key: KEY, send });
    expect(reloaded.getStatus().pending).toBe(2);
    online = true;
    send.mockClear();
    await reloaded.flush();
    expect(send.mock.calls.map(([change]) => change)).toEqual([tick(1, true, 1), tick(2, true, 2)]);
    expect(reloaded.getStatus()).toEqual({ pending: 0, stalled: false });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('sends a tick made while another is on its way, and only the latest of an item', async () => {
    const storage = memoryStorage();
    const release: Array<() => void> = [];
    const send = vi.fn(
      (change: PendingCheck) =>
        new Promise<ShoppingItem>((resolve) => {
          release.push(() => resolve(answer(change)));
        }),
    );
    const sync = new CheckSync({ storage, key: KEY, send });
    const first = sync.record(tick(1, true, 1));
    // While the first is on its way, the member unticks it and ticks another.
    void sync.record(tick(1, false, 2));
    void sync.record(tick(2, true, 3));
    release.shift()!();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    release.shift()!();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    release.shift()!();
    await first;
    expect(send.mock.calls.map(([change]) => change)).toEqual([tick(1, true, 1), tick(1, false, 2), tick(2, true, 3)]);
    expect(sync.getStatus().pending).toBe(0);
  });

  it('drops changes to items that are gone or refused, without stopping the others', async () => {
    const storage = memoryStorage();
    const gone: number[] = [];
    const refused: number[] = [];
    const send = (change: PendingCheck) => {
      if (change.id === 1) return Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone'));
      if (change.id === 2) return Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'bad'));
      return Promise.resolve(answer(change));
    };
    storage.setItem(KEY, JSON.stringify([tick(1, true), tick(2, true), tick(3, true)]));
    const sync = new CheckSync({ storage, key: KEY, send, onGone: (id) => gone.push(id), onRefused: (change) => refused.push(change.id) });
    await sync.flush();
    expect([gone, refused, sync.getStatus().pending]).toEqual([[1], [2], 0]);
  });

  it('works in memory where the device stores nothing', async () => {
    const broken: SyncStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    let online = false;
    const sync = new CheckSync({ storage: broken, key: KEY, send: (change) => (online ? Promise.resolve(answer(change)) : Promise.reject(offline())) });
    await sync.record(tick(1, true));
    expect(sync.getStatus()).toEqual({ pending: 1, stalled: true });
    online = true;
    await sync.flush();
    expect(sync.getStatus()).toEqual({ pending: 0, stalled: false });
  });

  it('tells its listeners when the count or the stall changes', async () => {
    const listener = vi.fn();
    const sync = new CheckSync({ storage: null, key: KEY, send: () => Promise.reject(offline()) });
    sync.subscribe(listener);
    await sync.record(tick(1, true));
    expect(listener).toHaveBeenCalled();
    expect(sync.getStatus()).toEqual({ pending: 1, stalled: true });
  });

  it('counts the changes the server answered for, so a list fetched meanwhile is fetched again', async () => {
    let online = false;
    const sync = new CheckSync({ storage: null, key: KEY, send: (change) => (online ? Promise.resolve(answer(change)) : Promise.reject(offline())) });
    await sync.record(tick(1, true));
    expect(sync.answeredCount).toBe(0);
    online = true;
    await sync.record(tick(2, true));
    expect(sync.answeredCount).toBe(2);
  });
});
