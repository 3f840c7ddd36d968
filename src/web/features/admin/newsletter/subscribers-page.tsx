import { useState } from 'react';
import type { Subscriber, SubscriberStatus } from '../../../../contracts/newsletter-admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../settings';
import { toast } from '../../../lib/use-toast';
import { subscribersCsvHref, useSubscribers, useUnsubscribeSubscriber, type SubscriberFilter } from './api';

const ALL = 'all';

/** /admin/newsletter/subscribers: search, status filter, paging, CSV export, unsubscribe with confirmation. */
export function NewsletterSubscribersPage() {
  useDocumentTitle('Newsletter Subscribers · Admin');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<SubscriberFilter>({ search: '', status: '' });
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const { data, isPending, isError, error } = useSubscribers(filter, cursor);
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const unsubscribe = useUnsubscribeSubscriber();

  const applyFilter = (next: SubscriberFilter) => {
    setFilter(next);
    setCursors([null]);
  };

  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title="Newsletter Subscribers" description="Everyone who signed up for the newsletter." />
      {data ? (
        <p className="text-sm text-muted-foreground">
          {data.counts.active} active · {data.counts.unsubscribed} unsubscribed
        </p>
      ) : null}
      <form
        className="flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          applyFilter({ ...filter, search });
        }}
      >
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="subscriber-search">Search</Label>
          <Input id="subscriber-search" type="search" placeholder="Email or name" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="subscriber-status">Status</Label>
          <Select
            value={filter.status || ALL}
            onValueChange={(value) => applyFilter({ ...filter, search, status: value === ALL ? '' : (value as SubscriberStatus) })}
          >
            <SelectTrigger id="subscriber-status" className="w-44" aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All</SelectItem>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="unsubscribed">Unsubscribed</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
        <Button asChild variant="outline">
          <a href={subscribersCsvHref(filter)} download>
            Export CSV
          </a>
        </Button>
      </form>

      {isError ? (
        <p role="alert" className="text-destructive">
          {isApiError(error) ? error.message : 'The subscribers could not be loaded.'}
        </p>
      ) : isPending ? (
        <p className="text-muted-foreground">Loading subscribers…</p>
      ) : data.items.length === 0 ? (
        <p className="text-muted-foreground">No subscribers match.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers ({data.total})</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Email</th>
                <th scope="col" className="px-3 py-2 font-medium">Name</th>
                <th scope="col" className="px-3 py-2 font-medium">Interests</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 font-medium">Subscribed</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s) => (
                <tr key={s.id} className="border-t border-border">
                  <td className="px-3 py-2 break-all">{s.email}</td>
                  <td className="px-3 py-2">{[s.firstName, s.lastName].filter(Boolean).join(' ') || '—'}</td>
                  <td className="px-3 py-2">{s.interests.join(', ') || '—'}</td>
                  <td className="px-3 py-2">
                    <Badge variant={s.status === 'active' ? 'soft' : 'outline'}>{s.status}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(s.createdAt)}</td>
                  <td className="px-3 py-2 text-right">
                    {s.status === 'active' ? (
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(s)} aria-label={`Unsubscribe ${s.email}`}>
                        Unsubscribe
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{data.total} matching</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={!data.nextCursor} onClick={() => setCursors((c) => [...c, data.nextCursor])}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Unsubscribe this address?</DialogTitle>
            <DialogDescription>
              {confirming?.email} will no longer receive the newsletter. They can subscribe again from the site.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={unsubscribe.isPending}
              onClick={() => {
                if (!confirming) return;
                unsubscribe.mutate(confirming.id, {
                  onSuccess: (s) => {
                    toast({ title: `${s.email} unsubscribed` });
                    setConfirming(null);
                  },
                  onError: (err) => toast({ title: 'Could not unsubscribe', description: err.message, variant: 'destructive' }),
                });
              }}
            >
              Unsubscribe
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
