/** What other features may use of analytics. */
export { trackEvent, trackPageView } from './api/analytics';
