import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { PlanLinkKind, PlanLinks } from '../../../../contracts/meal-plan-links';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { bodyMessage } from '../../../lib/field-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useCreatePlanLink, usePlanLinks, useRevokePlanLink } from '../api/plan-links';

export interface SharePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const KINDS: Readonly<Record<PlanLinkKind, { title: string; text: string; address: string; hint?: string }>> = {
  share: {
    title: 'Read-only link',
    text: 'Anyone with this link can see your planned meals and each day’s totals, but not change them or see anything else about you.',
    address: 'Read-only link address',
  },
  calendar: {
    title: 'Calendar feed (iCalendar)',
    text: 'Your planned meals as all-day events in your calendar: the past 60 days and the year ahead.',
    address: 'Calendar feed address',
    hint: 'Subscribe to this address in your calendar app.',
  },
};

/**
 * "Share plan" (issue 18): a read-only link to the plan and an iCalendar feed. Each address is
 * shown once, when made (the server keeps only its hash); making a new one stops the old one.
 */
export function SharePlanDialog({ open, onOpenChange }: SharePlanDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-lg" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Share plan</DialogTitle>
          <DialogDescription>Give others a read-only view of your meal plan, or see it in your calendar.</DialogDescription>
        </DialogHeader>
        {open ? <ShareBody /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Mounted while the dialog is open: an address made is forgotten when it closes. */
function ShareBody() {
  const links = usePlanLinks(true);
  if (links.isError && !links.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>Your links could not be loaded.</p>
        <Button variant="outline" onClick={() => void links.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <LinkSection kind="share" links={links.data} />
      <LinkSection kind="calendar" links={links.data} />
    </div>
  );
}

function LinkSection({ kind, links }: { kind: PlanLinkKind; links: PlanLinks | undefined }) {
  const id = useId();
  const about = KINDS[kind];
  const create = useCreatePlanLink();
  const revoke = useRevokePlanLink();
  // The address made in this opening of the dialog: never fetched again.
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // What the last press did, said inside the dialog (a toast behind a modal dialog is hidden from screen readers).
  const [revoked, setRevoked] = useState(false);
  const [failure, setFailure] = useState('');
  const existing = links?.[kind] ?? null;
  const busy = create.isPending || revoke.isPending;

  const failed = (text: string) => (error: unknown) => setFailure(bodyMessage(error) ?? text);
  const onCreate = () => {
    setFailure('');
    create.mutate(kind, {
      onSuccess: (link) => {
        setMade(link.url);
        setCopied(false);
        setRevoked(false);
      },
      onError: failed('The link could not be made. Please try again.'),
    });
  };
  const onRevoke = () => {
    setFailure('');
    revoke.mutate(kind, {
      onSuccess: () => {
        setMade(null);
        setRevoked(true);
      },
      onError: failed('The link could not be revoked. Please try again.'),
    });
  };
  const onCopy = async () => {
    if (!made) return;
    setFailure('');
    try {
      await navigator.clipboard.writeText(made);
      setCopied(true);
    } catch {
      setFailure('Copy failed: please select the address and copy it yourself.');
    }
  };
  const status = existing ? `A link is active, made ${formatDateTime(existing.createdAt)}.` : revoked ? 'Link revoked: it no longer works.' : 'No link yet.';

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border p-3 sm:p-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {about.title}
        </h3>
        <p className="text-sm text-muted-foreground">{about.text}</p>
      </div>
      {links === undefined ? (
        <Skeleton className="h-5 w-2/3" />
      ) : (
        <p role="status" className="text-sm">
          {status}
        </p>
      )}
      {made ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>{about.address}</Label>
          <div className="grid gap-2 sm:flex">
            <Input id={`${id}-url`} readOnly value={made} className="min-w-0 flex-1 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" className="shrink-0 justify-self-start" aria-label={`Copy ${about.address.toLowerCase()}`} onClick={() => void onCopy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            {about.hint ? `${about.hint} ` : ''}This address is shown only now: copy it before you close this dialog.
          </p>
          <p role="status" className="sr-only">
            {copied ? 'Address copied to clipboard' : ''}
          </p>
        </div>
      ) : null}
      {existing || made ? <p className="text-xs text-muted-foreground">Making a new link stops the old one from working.</p> : null}
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy || links === undefined} onClick={onCreate}>
          {existing ? 'Create new link' : 'Create link'}
        </Button>
        {existing ? (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onRevoke}>
            Revoke
          </Button>
        ) : null}
      </div>
    </section>
  );
}
