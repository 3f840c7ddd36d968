import { useRef, useState, type ReactNode } from 'react';
import { History, LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { bodyMessage } from '../../../lib/field-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { toast } from '../../../lib/use-toast';

export interface HistoryItem {
  id: string;
  title: string;
  /** What kind of result, or what it was asked for. */
  detail: string;
  createdAt: string;
}

export interface HistoryListProps {
  id: string;
  title: string;
  items: HistoryItem[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The item shown on the screen now. */
  openId: string | null;
  onOpen: (id: string) => void;
  /** Deletes on the server; resolves once it is gone. */
  remove: (id: string) => Promise<unknown>;
  onDeleted: (id: string) => void;
  /** A paid call still running (the member may have left the screen and come back): its result lands here. */
  running: boolean;
}

/**
 * A member's paid AI results on an AI screen, latest first: each reopens at no charge, and can be
 * deleted after a confirmation (the credits stay spent).
 */
export function HistoryList({ id, title, items, loading, failed, openId, onOpen, remove, onDeleted, running }: HistoryListProps) {
  const [asked, setAsked] = useState<HistoryItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  const onConfirm = () => {
    if (!asked || deleting) return;
    setDeleting(true);
    remove(asked.id)
      .then(() => {
        toast({ title: 'Deleted', description: `“${asked.title}” is no longer in your history.` });
        onDeleted(asked.id);
        deleted.current = true;
        setAsked(null);
      })
      .catch((error: unknown) => toast({ variant: 'destructive', title: 'Delete Failed', description: bodyMessage(error) ?? 'It could not be deleted. Please try again.' }))
      .finally(() => setDeleting(false));
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={id} className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold focus:outline-none">
          <History aria-hidden="true" className="size-5 text-primary-text" />
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">Everything you paid for is kept here: open it again at no charge.</p>
      </div>
      {running ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-muted/50 p-3 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          The AI is still working on your request; the result appears here when it is ready.
        </p>
      ) : null}
      {loading ? (
        <div className="space-y-2">
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Your history could not be loaded. Please reload the page.
        </p>
      ) : !items || items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing yet.</p>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{item.title}</p>
                <p className="text-sm text-muted-foreground">
                  {item.detail} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant={openId === item.id ? 'default' : 'outline'} aria-label={`Open ${item.title}`} aria-current={openId === item.id ? 'true' : undefined} onClick={() => onOpen(item.id)}>
                  Open
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${item.title}`} onClick={() => setAsked(item)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={asked !== null} onOpenChange={(open) => !open && !deleting && setAsked(null)}>
        <DialogContent
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            // The deleted item's buttons went with it: the history's heading takes the focus.
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            heading.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete from your history?</DialogTitle>
            <DialogDescription>“{asked?.title}” will be deleted for good; the credits it cost are not returned.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={deleting} onClick={onConfirm}>
              {deleting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** Said where a kept result was asked for by its address but is no longer in the member's history. */
export function NotInHistory({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="max-w-3xl rounded-xl bg-muted/50 p-4">
      {children}
    </p>
  );
}
