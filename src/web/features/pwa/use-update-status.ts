import { useSyncExternalStore } from 'react';
import type { UpdateController, UpdateStatus } from './sw-update';

const noSubscription = () => () => undefined;
const noUpdate = (): UpdateStatus => 'none';

/** The update controller's status; 'none' until the service worker is registered. */
export function useUpdateStatus(controller: UpdateController | null): UpdateStatus {
  return useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getStatus ?? noUpdate,
    noUpdate,
  );
}
