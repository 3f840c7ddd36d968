import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INSTALL_PROMPT_DELAY_MS,
  isBeforeInstallPromptEvent,
  isRunningInstalled,
  readDismissedAt,
  rememberDismissal,
  shouldShowInstallBanner,
  type BeforeInstallPromptEvent,
} from './install-prompt';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Holds the browser's beforeinstallprompt event and shows the banner INSTALL_PROMPT_DELAY_MS
 * later, unless the app runs installed or was dismissed within the last 7 days. `offered` turns
 * true with the event, so the banner's code can load during the delay.
 */
export function useInstallPrompt() {
  const promptRef = useRef<BeforeInstallPromptEvent | null>(null);
  const [offered, setOffered] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const onBeforeInstallPrompt = (event: Event) => {
      if (!isBeforeInstallPromptEvent(event)) return;
      // Our card replaces the browser's own mini-infobar, also when the card stays hidden.
      event.preventDefault();
      const show = shouldShowInstallBanner({
        canPrompt: true,
        installed: isRunningInstalled(window),
        dismissedAt: readDismissedAt(localStorageOrUndefined()),
        now: Date.now(),
      });
      if (!show) return;
      promptRef.current = event;
      setOffered(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    };
    const onAppInstalled = () => {
      window.clearTimeout(timer);
      promptRef.current = null;
      setVisible(false);
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onAppInstalled);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onAppInstalled);
    };
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissal(localStorageOrUndefined(), Date.now());
    setVisible(false);
  }, []);

  const install = useCallback(async () => {
    const event = promptRef.current;
    // The browser's prompt can be shown once per event.
    promptRef.current = null;
    setVisible(false);
    if (!event) return;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      // Declining the browser's own dialog counts as dismissing the banner.
      if (choice.outcome === 'dismissed') rememberDismissal(localStorageOrUndefined(), Date.now());
    } catch (error) {
      console.warn('Install prompt failed', error);
    }
  }, []);

  return { offered, visible, install, dismiss };
}
