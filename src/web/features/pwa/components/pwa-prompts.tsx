import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../../lib/use-is-client';
import { useSiteSettings } from '../../settings';
import { startServiceWorker } from '../register-sw';
import type { UpdateController } from '../sw-update';
import { useUpdateStatus } from '../use-update-status';
import { InstallBanner } from './install-banner';
import { OfflineNotice } from './offline-notice';
import { UpdateCard } from './update-card';

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
      <OfflineNotice />
      {controller && updateStatus !== 'none' ? (
        <UpdateCard controller={controller} status={updateStatus} siteName={siteName} />
      ) : null}
      {/* One card at a time on a small screen: a waiting update goes first. */}
      <InstallBanner siteName={siteName} suppressed={updateStatus !== 'none'} />
    </div>,
    document.body,
  );
}
