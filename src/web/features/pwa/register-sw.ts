import { createUpdateController, type UpdateController } from './sw-update';

/** Where vite-plugin-pwa writes the worker (vite.config.ts) and the scope it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A tab left open still learns about a new version: the browser re-checks /sw.js this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let started: Promise<UpdateController | null> | undefined;

/**
 * Registers /sw.js once per page (after the load event, so it never competes with the first
 * render) and resolves to the update controller; null in development, in browsers without
 * service workers, or when registration fails. workbox-window is loaded on demand, outside the
 * entry bundle.
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
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // Listeners first: a worker already waiting is reported right after register().
  const controller = createUpdateController(wb, { reload: () => window.location.reload() });
  await wb.register();
  window.setInterval(() => {
    if (navigator.onLine) wb.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
  return controller;
}
