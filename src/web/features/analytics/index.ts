/** What other features may use of analytics. */
export { trackEvent } from './api/analytics';
