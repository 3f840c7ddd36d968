import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { PageHeader } from '../../../../components/ui/page';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../settings';
import { useOutbox } from '../api/email-api';
import { OutboxStatus, providerLabel } from '../components/outbox-status';

const STATUS_CHOICES = [
  { value: 'all', label: 'Every status' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'stored', label: 'Stored only' },
];

export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/outbox: every message the site sent or stored, newest first, with search and a status filter. */
export function OutboxPage() {
  useDocumentTitle('Outbox · Admin');
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const outbox = useOutbox(search, status === 'all' ? '' : status);
  const items = outbox.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title="Outbox" description="Every e-mail the site sent, failed to send, or kept because no provider is configured." />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="space-y-2">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id={`${id}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Recipient or subject" className="pl-10" />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger id={`${id}-status`} className="h-11 rounded-full px-4">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_CHOICES.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {outbox.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : outbox.isError ? (
        <div className="space-y-3">
          <p>The outbox could not be loaded.</p>
          <Button variant="outline" onClick={() => void outbox.refetch()}>Try Again</Button>
        </div>
      ) : items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{search || status !== 'all' ? 'No message matches.' : 'No e-mail yet.'}</Card>
      ) : (
        <Card>
          <ul className="divide-y divide-border" aria-label="Messages">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/admin/outbox/${item.id}`}
                  className="grid gap-1 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 sm:px-5"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{item.subject}</span>
                    <span className="block truncate text-sm text-muted-foreground">To {item.to}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground sm:justify-end">
                    <OutboxStatus status={item.status} />
                    <span>{providerLabel(item.provider)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{item.category}</span>
                    <time dateTime={item.createdAt} className="w-full sm:w-auto sm:text-right">{formatWhen(item.createdAt)}</time>
                  </span>
                  {item.error ? <span className="truncate text-sm text-destructive sm:col-span-2">{item.error}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {outbox.hasNextPage ? (
        <Button variant="outline" onClick={() => void outbox.fetchNextPage()} disabled={outbox.isFetchingNextPage}>
          {outbox.isFetchingNextPage ? 'Loading...' : 'Show older messages'}
        </Button>
      ) : null}
    </div>
  );
}
