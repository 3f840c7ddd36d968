import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../../lib/use-is-client';
import { useOnline } from '../../../lib/use-online';
import { useSiteSettings } from '../../settings';
import { startServiceWorker } from '../register-sw';
import type { UpdateController } from '../sw-update';
import { useInstallPrompt } from '../use-install-prompt';
import { useUpdateStatus } from '../use-update-status';
import { OfflineNotice } from './offline-notice';

/**
 * Most visits show no card: the update card and the install banner load when they are needed, not
 * with the page. A card whose code cannot be fetched stays out instead of failing the page. (The
 * offline notice is shown when the network is gone, so it comes with the page.)
 */
function lazyCard<P extends object>(load: () => Promise<ComponentType<P>>) {
  const missing: ComponentType<P> = () => null;
  return lazy(async () => ({ default: await load().catch(() => missing) }));
}
const UpdateCard = lazyCard(async () => (await import('./update-card')).UpdateCard);
const InstallBanner = lazyCard(async () => (await import('./install-banner')).InstallBanner);

/**
 * Registers the service worker and shows the PWA cards (offline notice, update, install) in one
 * polite live region at the bottom: full width on phones, bottom-left on wide screens (toasts
 * use the bottom-right). Never printed. Rendered at the end of <body>, like the dialogs, so it
 * follows the page in the tab order and stays outside the screens' layout and print rules.
 */
export function PwaPrompts() {
  const { siteName } = useSiteSettings();
  const [controller, setController] = useState<UpdateController | null>(null);
  const updateStatus = useUpdateStatus(controller);
  const install = useInstallPrompt();
  const online = useOnline();
  const isClient = useIsClient();

  useEffect(() => {
    let active = true;
    void startServiceWorker().then((started) => {
      if (active) setController(started);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!isClient) return null;
  return createPortal(
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col gap-3 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:right-auto sm:w-[26rem] sm:p-6 print:hidden"
    >
      {online ? null : <OfflineNotice />}
      <Suspense fallback={null}>
        {controller && updateStatus !== 'none' ? (
          <UpdateCard controller={controller} status={updateStatus} siteName={siteName} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {install.offered ? (
          <InstallBanner
            siteName={siteName}
            // One card at a time on a small screen: a waiting update goes first.
            visible={install.visible && updateStatus === 'none'}
            onInstall={() => void install.install()}
            onDismiss={install.dismiss}
          />
        ) : null}
      </Suspense>
    </div>,
    document.body,
  );
}
