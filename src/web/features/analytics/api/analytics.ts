import type { AnalyticsEvent } from '../../../../contracts/analytics';
import { apiFetch } from '../../../lib/api';

/** Sends an analytics event; fire and forget: never throws, never waits. */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    apiFetch('POST', '/api/analytics/event', { body: event, keepalive: true }).catch(() => undefined);
  } catch {
    // analytics must never break the page
  }
}

export function trackPageView(path: string): void {
  trackEvent({ eventType: 'page_view', data: { path } });
}
