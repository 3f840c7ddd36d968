import type { AnalyticsEvent } from '../../../../contracts/analytics';
import { apiFetch } from '../../../lib/api';

const SESSION_KEY = 'sprig-analytics-session';

/**
 * A random id for this browser tab's visit, so the admin's engagement figures (SPEC section 9:
 * 3 interactions or 2 page views) can group a visitor's events without a cookie or any tracker.
 */
function visitId(): string | null {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Sends an analytics event; fire and forget: never throws, never waits. */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    const sessionId = visitId();
    const body = sessionId ? { ...event, data: { ...event.data, sessionId } } : event;
    apiFetch('POST', '/api/analytics/event', { body, keepalive: true }).catch(() => undefined);
  } catch {
    // analytics must never break the page
  }
}

export function trackPageView(path: string): void {
  trackEvent({ eventType: 'page_view', data: { path } });
}
