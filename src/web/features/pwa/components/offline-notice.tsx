import { WifiOff } from 'lucide-react';

/** Says why content may be missing while the device is offline (pages then come from the cache). */
export function OfflineNotice() {
  return (
    <p
      data-testid="pwa-offline-notice"
      className="pointer-events-auto mx-auto flex w-fit max-w-full items-center gap-2 rounded-xl bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg sm:mx-0"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      You're offline. Showing saved content.
    </p>
  );
}
