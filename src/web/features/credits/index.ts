/** What other features may use of credits. */
export { CREDIT_COSTS_KEY, CREDIT_PACKS_KEY, refreshBalance, useFeatureCosts } from './api/credits';
export { Notice } from './components/notice';
