/** What other features may use of the AI tools. */
export { AI_STATUS_KEY } from './api/ai';
export { describeAiError } from './lib/ai-errors';
