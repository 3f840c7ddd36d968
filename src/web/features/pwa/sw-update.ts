/**
 * Prompt-for-update (SPEC section 4): when a new service worker is installed and waiting, the
 * update card appears; 'Update Now' tells the waiting worker to skip waiting, and the page reloads
 * once the new worker controls it. Written against the worker's lifecycle as register-sw.ts
 * reports it, so the unit tests drive it with a fake.
 */

/** What the handlers read of a lifecycle event. */
export interface LifecycleEvent {
  /** True when the page was already controlled by a worker when it registered (a real update). */
  isUpdate?: boolean;
}

/**
 * The service worker's lifecycle: 'waiting' when a new worker is installed and waits for the
 * pages of the old one, 'controlling' when a new worker takes control of this page.
 */
export interface WorkerLifecycle {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: LifecycleEvent) => void): void;
  /** Tells the waiting worker to take over now. */
  messageSkipWaiting(): void;
}

/** 'available': a new version waits for the user; 'updating': the user chose 'Update Now'. */
export type UpdateStatus = 'none' | 'available' | 'updating';

export interface UpdateController {
  getStatus(): UpdateStatus;
  subscribe(listener: () => void): () => void;
  /** 'Update Now': the waiting worker takes over, then the page reloads. */
  applyUpdate(): void;
  /** Hides the card for this page; it comes back on the next load while the worker still waits. */
  dismiss(): void;
}

export interface UpdateControllerOptions {
  reload: () => void;
}

export function createUpdateController(wb: WorkerLifecycle, { reload }: UpdateControllerOptions): UpdateController {
  let status: UpdateStatus = 'none';
  let requested = false;
  let reloading = false;
  const listeners = new Set<() => void>();

  const setStatus = (next: UpdateStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  wb.addEventListener('waiting', () => {
    if (status !== 'updating') setStatus('available');
  });

  // controllerchange. The first worker claiming an uncontrolled page is not an update: no reload.
  // Otherwise the old page's code no longer matches the worker's caches, so reload (also when the
  // update was accepted in another tab).
  wb.addEventListener('controlling', (event) => {
    if (reloading || !(requested || event.isUpdate === true)) return;
    reloading = true;
    reload();
  });

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyUpdate() {
      if (status === 'none') return;
      requested = true;
      setStatus('updating');
      wb.messageSkipWaiting();
    },
    dismiss() {
      if (status === 'available') setStatus('none');
    },
  };
}
