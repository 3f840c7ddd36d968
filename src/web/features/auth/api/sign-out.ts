import { LOGOUT_URL } from './use-auth';

/** The service worker's cache of API answers: it can hold a member's private recipes. */
export const PRIVATE_CACHE_NAMES = ['sprig-api'];

/**
 * Log Out: drop the API answers cached while signed in, then let the server end the session
 * (GET /api/logout, which returns to /). The cache is cleared first so the next visitor on this
 * device cannot open a private recipe offline.
 */
export async function signOut(): Promise<void> {
  try {
    if ('caches' in window) await Promise.all(PRIVATE_CACHE_NAMES.map((name) => caches.delete(name)));
  } finally {
    window.location.assign(LOGOUT_URL);
  }
}
