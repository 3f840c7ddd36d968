import { apiFetch } from '../../../lib/api';
import { browserStorage, clearAllDrafts } from '../../../lib/draft-storage';
import { LOGOUT_URL } from './use-auth';

/** The service worker's cache of API answers: it can hold a member's private recipes. */
export const PRIVATE_CACHE_NAMES = ['sprig-api'];

/**
 * Log Out: drop the API answers cached while signed in, end the session with POST /api/logout
 * (a write, so another site cannot do it for the member), then start over at /. The cache is
 * cleared first so the next visitor on this device cannot open a private recipe offline. When the
 * POST cannot be made, the browser goes to GET /api/logout, which signs out a navigation from
 * this site and returns to / as well. Unsaved recipe drafts go too, for the same reason.
 */
export async function signOut(): Promise<void> {
  try {
    const storage = browserStorage();
    if (storage) clearAllDrafts(storage);
    if ('caches' in window) await Promise.all(PRIVATE_CACHE_NAMES.map((name) => caches.delete(name)));
  } finally {
    try {
      await apiFetch('POST', LOGOUT_URL);
      window.location.assign('/');
    } catch {
      window.location.assign(LOGOUT_URL);
    }
  }
}
