import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShoppingItem, ShoppingList } from '../../../../contracts/shopping-list';
import { apiRequest } from '../../../lib/api';
import { browserStorage } from '../../../lib/draft-storage';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { CheckSync, type SyncStatus } from '../lib/check-sync';
import { applyPending, changeTime, pendingKey } from '../lib/pending-checks';
import { SHOPPING_LIST_KEY as LIST_KEY } from './keys';

interface DeviceSync {
  sync: CheckSync;
  /**
   * GET /api/shopping-list with the ticks this device has not sent yet shown on it. Fetched again
   * when the server answered for a tick meanwhile: that tick has left the queue, and the list may
   * have been read before it was applied.
   */
  fetchList: (signal: AbortSignal) => Promise<ShoppingList>;
}

/** Fetches once more at most this often in a row while ticks keep being answered. */
const MAX_REFETCHES = 3;

/** One queue and one sending loop per member for the page's life, shared by every screen that ticks. */
const syncs = new Map<string, DeviceSync>();

export function checkSyncFor(userId: string, queryClient: QueryClient): DeviceSync {
  let found = syncs.get(userId);
  if (found) return found;
  const updateList = (change: (items: ShoppingItem[]) => ShoppingItem[]) =>
    queryClient.setQueryData<ShoppingList>(LIST_KEY, (list) => list && { items: applyPending(change(list.items), sync.read()) });
  const sync: CheckSync = new CheckSync({
    storage: browserStorage(),
    key: pendingKey(userId),
    send: ({ id, checked, changedAt }) => apiRequest<ShoppingItem>('PATCH', `/api/shopping-list/items/${id}`, { body: { checked, changedAt } }),
    onSent: (item) => updateList((items) => items.map((shown) => (shown.id === item.id ? item : shown))),
    onGone: (id) => updateList((items) => items.filter((shown) => shown.id !== id)),
    onRefused: (_change, error) => {
      toast({ variant: 'destructive', title: 'Could not save a tick', description: bodyMessage(error) ?? 'Please try again.' });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
  const fetchList = async (signal: AbortSignal): Promise<ShoppingList> => {
    for (let attempt = 0; ; attempt += 1) {
      const answered = sync.answeredCount;
      const list = await apiRequest<ShoppingList>('GET', '/api/shopping-list', { signal });
      if (sync.answeredCount === answered || attempt === MAX_REFETCHES) return { items: applyPending(list.items, sync.read()) };
    }
  };
  found = { sync, fetchList };
  // Rendered on the server (no window): nothing is kept between requests there.
  if (typeof window !== 'undefined') syncs.set(userId, found);
  return found;
}

export interface CheckOff {
  status: SyncStatus;
  /** Ticks or unticks an item: shown at once, stored on the device, sent when there is a network. */
  toggle: (item: ShoppingItem, checked: boolean) => void;
  /** Sends what is queued now (before clearing ticked items, or when asked to). */
  flush: () => Promise<void>;
}

/**
 * Ticking items off, online or not (issue 18). A tick is shown at once and kept in localStorage
 * until the server has it; the queue is sent right away, on page load and whenever the browser
 * comes back online. The server keeps an item's latest change, so sending again is always safe.
 */
export function useCheckOff(userId: string): CheckOff {
  const queryClient = useQueryClient();
  const { sync } = checkSyncFor(userId, queryClient);
  const status = useSyncExternalStore(sync.subscribe, sync.getStatus, sync.getStatus);

  useEffect(() => {
    const flush = () => void sync.flush();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [sync]);

  const toggle = useCallback(
    (item: ShoppingItem, checked: boolean) => {
      const change = { id: item.id, checked, changedAt: changeTime(item) };
      queryClient.setQueryData<ShoppingList>(LIST_KEY, (list) => list && { items: applyPending(list.items, [change]) });
      void sync.record(change);
    },
    [queryClient, sync],
  );
  const flush = useCallback(() => sync.flush(), [sync]);
  return { status, toggle, flush };
}
