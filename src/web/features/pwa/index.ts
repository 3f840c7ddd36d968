/** What the app shell uses of the installable app: its prompts (install, update, offline). */
export { PwaPrompts } from './components/pwa-prompts';
