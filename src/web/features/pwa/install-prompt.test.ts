import { describe, expect, it } from 'vitest';
import {
  INSTALL_DISMISS_DURATION_MS,
  INSTALL_DISMISSED_AT_KEY,
  INSTALL_PROMPT_DELAY_MS,
  isBeforeInstallPromptEvent,
  isDismissalActive,
  isRunningInstalled,
  parseDismissedAt,
  readDismissedAt,
  rememberDismissal,
  shouldShowInstallBanner,
} from './install-prompt';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('install prompt constants (SPEC section 9)', () => {
  it('waits 3 s and remembers a dismissal for 7 days', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(3000);
    expect(INSTALL_DISMISS_DURATION_MS).toBe(7 * DAY);
  });
});

describe('parseDismissedAt', () => {
  it('reads an epoch-millisecond stamp', () => {
    expect(parseDismissedAt(String(NOW))).toBe(NOW);
    expect(parseDismissedAt(` ${NOW} `)).toBe(NOW);
  });

  it('treats absent or malformed values as no dismissal', () => {
    for (const raw of [null, undefined, '', 'yes', '-5', '1.5', 'NaN', '1e12', '99999999999999999999']) {
      expect(parseDismissedAt(raw)).toBeNull();
    }
  });
});

describe('isDismissalActive', () => {
  it('is inactive without a dismissal', () => {
    expect(isDismissalActive(null, NOW)).toBe(false);
  });

  it('lasts 7 days', () => {
    expect(isDismissalActive(NOW, NOW)).toBe(true);
    expect(isDismissalActive(NOW - 6 * DAY, NOW)).toBe(true);
    expect(isDismissalActive(NOW - 7 * DAY + 1, NOW)).toBe(true);
    expect(isDismissalActive(NOW - 7 * DAY, NOW)).toBe(false);
    expect(isDismissalActive(NOW - 8 * DAY, NOW)).toBe(false);
  });

  it('counts a stamp slightly in the future (clock moved back) as recent, but not a far one', () => {
    expect(isDismissalActive(NOW + DAY, NOW)).toBe(true);
    expect(isDismissalActive(NOW + 30 * DAY, NOW)).toBe(false);
  });
});

describe('isRunningInstalled', () => {
  const media = (standalone: boolean) => (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  });

  it('detects display-mode standalone', () => {
    expect(isRunningInstalled({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isRunningInstalled({ matchMedia: media(false), navigator: {} })).toBe(false);
  });

  it("detects iOS Safari's navigator.standalone", () => {
    expect(isRunningInstalled({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isRunningInstalled({ matchMedia: media(false), navigator: { standalone: false } })).toBe(false);
  });

  it('is false when nothing can be asked', () => {
    expect(isRunningInstalled({})).toBe(false);
  });
});

describe('shouldShowInstallBanner', () => {
  const base = { canPrompt: true, installed: false, dismissedAt: null, now: NOW };

  it('shows when the browser offers installation and nothing hides it', () => {
    expect(shouldShowInstallBanner(base)).toBe(true);
  });

  it('needs the browser to offer installation', () => {
    expect(shouldShowInstallBanner({ ...base, canPrompt: false })).toBe(false);
  });

  it('stays hidden when already installed', () => {
    expect(shouldShowInstallBanner({ ...base, installed: true })).toBe(false);
  });

  it('stays hidden for 7 days after a dismissal, then returns', () => {
    expect(shouldShowInstallBanner({ ...base, dismissedAt: NOW - 2 * DAY })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, dismissedAt: NOW - 8 * DAY })).toBe(true);
  });
});

describe('dismissal storage', () => {
  it('round-trips the dismissal time under its key', () => {
    const storage = memoryStorage();
    rememberDismissal(storage, NOW);
    expect(storage.data.get(INSTALL_DISMISSED_AT_KEY)).toBe(String(NOW));
    expect(readDismissedAt(storage)).toBe(NOW);
  });

  it('reads nothing from missing, empty or throwing storage', () => {
    expect(readDismissedAt(undefined)).toBeNull();
    expect(readDismissedAt(memoryStorage())).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDismissedAt(blocked)).toBeNull();
  });

  it('swallows write failures (quota, privacy modes)', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberDismissal(full, NOW)).not.toThrow();
    expect(() => rememberDismissal(undefined, NOW)).not.toThrow();
  });
});

describe('isBeforeInstallPromptEvent', () => {
  it('recognises an event carrying prompt()', () => {
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    expect(isBeforeInstallPromptEvent(event)).toBe(true);
    expect(isBeforeInstallPromptEvent(new Event('beforeinstallprompt'))).toBe(false);
  });
});
