import { createUpdateController, type LifecycleEvent, type UpdateController, type WorkerLifecycle } from './sw-update';

/** Where vite-plugin-pwa writes the worker (vite.config.ts) and the scope it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A tab left open still learns about a new version: the browser re-checks /sw.js this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let started: Promise<UpdateController | null> | undefined;

/**
 * Registers /sw.js once per page (after the load event, so it never competes with the first
 * render) and resolves to the update controller; null in development, in browsers without
 * service workers, or when registration fails.
 */
export function startServiceWorker(): Promise<UpdateController | null> {
  started ??= register().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return null;
  });
  return started;
}

async function register(): Promise<UpdateController | null> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const container = navigator.serviceWorker;
  // A page a worker already controlled when it loaded is one whose code a new worker replaces.
  const isUpdate = Boolean(container.controller);
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });

  const listeners = { waiting: new Set<(event: LifecycleEvent) => void>(), controlling: new Set<(event: LifecycleEvent) => void>() };
  const emit = (type: keyof typeof listeners) => {
    for (const listener of listeners[type]) listener({ isUpdate });
  };
  const lifecycle: WorkerLifecycle = {
    addEventListener: (type, listener) => listeners[type].add(listener),
    // The worker vite-plugin-pwa generates calls skipWaiting() on this message.
    messageSkipWaiting: () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' }),
  };
  const controller = createUpdateController(lifecycle, { reload: () => window.location.reload() });

  // Installed beside an active worker, a new one waits (the very first worker activates at once).
  const announceWaiting = () => {
    if (registration.waiting && registration.active) emit('waiting');
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announceWaiting();
    });
  // The reload that brought a new deploy may already be installing it, or have left it waiting.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  container.addEventListener('controllerchange', () => emit('controlling'));
  announceWaiting();

  window.setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
  return controller;
}
