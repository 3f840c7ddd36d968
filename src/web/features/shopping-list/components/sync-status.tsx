import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { SyncStatus as Status } from '../lib/check-sync';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * Whether ticks are waiting to reach the server: offline, they sync when the browser is back
 * online; online but not delivered (the server did not answer), they can be sent again by hand.
 * The region is always there so a screen reader hears it change.
 */
export function SyncStatus({ online, status, onRetry }: { online: boolean; status: Status; onRetry: () => void }) {
  let content = null;
  if (!online) {
    content = (
      <>
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        <span>Offline — changes will sync{status.pending > 0 ? ` (${changes(status.pending)} waiting)` : ''}</span>
      </>
    );
  } else if (status.pending > 0) {
    content = status.stalled ? (
      <>
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        <span>{changes(status.pending)} not synced yet</span>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onRetry}>
          Sync now
        </Button>
      </>
    ) : (
      <>
        <RefreshCw aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
        <span>Syncing {changes(status.pending)}…</span>
      </>
    );
  }
  return (
    <div role="status" data-print-hide="">
      {content ? <p className="flex items-center gap-x-2 rounded-xl bg-secondary-soft px-3 py-1.5 text-sm font-medium text-secondary-soft-foreground">{content}</p> : null}
    </div>
  );
}
