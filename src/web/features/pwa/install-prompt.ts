/**
 * The rules of the install banner (SPEC section 4 and 9): it appears about 3 s after the browser
 * offers installation, unless the app already runs installed or the visitor dismissed the banner
 * in the last 7 days. Pure functions, so the rules are unit-tested without a browser.
 */

/** SPEC section 9: install prompt delay 3 s. */
export const INSTALL_PROMPT_DELAY_MS = 3_000;
/** SPEC section 9: a dismissal lasts 7 days. */
export const INSTALL_DISMISS_DURATION_MS = 7 * 24 * 60 * 60 * 1000;
/** localStorage key holding the time (epoch ms) the banner was last dismissed. */
export const INSTALL_DISMISSED_AT_KEY = 'sprig:install-banner-dismissed-at';

/** Chromium's event behind the install banner; not part of TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms?: readonly string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
  prompt(): Promise<unknown>;
}

export function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/** The stored dismissal time, or null when absent or unreadable. */
export function parseDismissedAt(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Whether a dismissal made at `dismissedAt` still hides the banner at `now`. A time in the future
 * (the clock was moved back) counts as recent, but never for longer than the dismissal period.
 */
export function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null) return false;
  return Math.abs(now - dismissedAt) < INSTALL_DISMISS_DURATION_MS;
}

/** The slice of `window` that tells whether the app runs installed. */
export interface DisplayEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  /** Safari on iOS sets the non-standard navigator.standalone on home screen apps. */
  navigator?: object;
}

/** True when the app runs as an installed app (display-mode standalone, or iOS home screen). */
export function isRunningInstalled(env: DisplayEnvironment): boolean {
  if ((env.navigator as { standalone?: unknown } | undefined)?.standalone === true) return true;
  return env.matchMedia?.('(display-mode: standalone)').matches === true;
}

export interface InstallBannerInputs {
  /** The browser offered installation (a beforeinstallprompt event is held). */
  canPrompt: boolean;
  installed: boolean;
  dismissedAt: number | null;
  now: number;
}

/** Whether the install banner may be shown (the 3 s delay is applied by the caller). */
export function shouldShowInstallBanner({ canPrompt, installed, dismissedAt, now }: InstallBannerInputs): boolean {
  return canPrompt && !installed && !isDismissalActive(dismissedAt, now);
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** Reads the dismissal time; storage can be unavailable (privacy modes), which reads as none. */
export function readDismissedAt(storage: ReadableStorage | undefined): number | null {
  try {
    return parseDismissedAt(storage?.getItem(INSTALL_DISMISSED_AT_KEY));
  } catch {
    return null;
  }
}

/** Remembers a dismissal; a storage failure only means the banner may come back sooner. */
export function rememberDismissal(storage: WritableStorage | undefined, now: number): void {
  try {
    storage?.setItem(INSTALL_DISMISSED_AT_KEY, String(now));
  } catch {
    // Storage full or blocked: nothing else to do.
  }
}
