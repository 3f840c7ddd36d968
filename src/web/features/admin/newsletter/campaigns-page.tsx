import { useState } from 'react';
import type { Campaign, CampaignProgress, CampaignRecipient } from '../../../../contracts/newsletter-admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../settings';
import { toast } from '../../../lib/use-toast';
import { campaignStatusView } from './campaign-status';
import { useCampaign, useCampaignProgress, useCampaigns, useRetryCampaign } from './api';
import { CampaignEditor } from './campaign-editor';

type Selection = number | 'new' | null;

const errorText = (err: unknown, fallback: string) => (isApiError(err) ? err.message : fallback);

/** /admin/newsletter/campaigns: the list, and the selected campaign's editor or progress. */
export function NewsletterCampaignsPage() {
  useDocumentTitle('Newsletter Campaigns · Admin');
  const [selected, setSelected] = useState<Selection>(null);
  const campaigns = useCampaigns();

  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title="Newsletter Campaigns" description="Write a newsletter in Markdown, preview it, send a test, then send it to every active subscriber." />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setSelected('new')}>New campaign</Button>
      </div>
      {campaigns.isError ? (
        <p role="alert" className="text-destructive">{errorText(campaigns.error, 'The campaigns could not be loaded.')}</p>
      ) : campaigns.data ? (
        campaigns.data.items.length === 0 ? (
          <p className="text-muted-foreground">No campaigns yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Campaigns">
            {campaigns.data.items.map((c) => {
              const view = campaignStatusView(c);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(c.id)}
                    aria-current={selected === c.id ? 'true' : undefined}
                    className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="font-medium">{c.subject}</span>
                    <span className="flex items-center gap-2 text-sm text-muted-foreground">
                      {c.status === 'draft' ? `Edited ${formatDate(c.updatedAt)}` : `${c.counts.sent} of ${c.counts.total} sent`}
                      <Badge variant={view.variant}>{view.label}</Badge>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : (
        <p className="text-muted-foreground">Loading campaigns…</p>
      )}
      {selected === 'new' ? (
        <CampaignEditor key="new" campaign={null} onSaved={(c) => setSelected(c.id)} onDeleted={() => setSelected(null)} />
      ) : selected !== null ? (
        <SelectedCampaign key={selected} id={selected} onDeleted={() => setSelected(null)} />
      ) : null}
    </div>
  );
}

function SelectedCampaign({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const campaign = useCampaign(id);
  if (campaign.isError) return <p role="alert" className="text-destructive">{errorText(campaign.error, 'The campaign could not be loaded.')}</p>;
  if (!campaign.data) return <p className="text-muted-foreground">Loading campaign…</p>;
  if (campaign.data.status === 'draft') return <CampaignEditor campaign={campaign.data} onSaved={() => {}} onDeleted={onDeleted} />;
  return <CampaignProgressView campaign={campaign.data} />;
}

const STATUS_LABELS: Record<CampaignRecipient['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unknown: 'Unknown (interrupted)',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function CampaignProgressView({ campaign }: { campaign: Campaign }) {
  const progress = useCampaignProgress(campaign.id, true);
  const p: CampaignProgress | undefined = progress.data;
  const counts = p?.counts ?? campaign.counts;
  const view = campaignStatusView({ status: p?.status ?? campaign.status, counts });
  const retry = useRetryCampaign();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{campaign.subject}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p aria-live="polite" data-testid="campaign-status">
          {capitalize(view.label)} — {counts.sent} of {counts.total} sent
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.percent}
          aria-valuetext={`${counts.sent} of ${counts.total} sent`}
          aria-label="Sending progress"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${view.percent}%` }} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
          {(['pending', 'sending', 'sent', 'failed', 'unknown'] as const).map((s) => (
            <div key={s} className="rounded-xl bg-muted px-3 py-2">
              <dt className="text-muted-foreground">{STATUS_LABELS[s]}</dt>
              <dd className="text-lg font-semibold">{counts[s]}</dd>
            </div>
          ))}
        </dl>
        {view.retryable > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border px-4 py-3">
            <p className="flex-1 text-sm text-muted-foreground">
              {counts.unknown
                ? '“Unknown” recipients were being sent each time the server was interrupted; they may or may not have received it. '
                : ''}
              A retry sends the newsletter again to the failed and unknown recipients, with the same Message-ID, so a mail system that already has it can drop the copy.
            </p>
            <Button
              variant="secondary"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(campaign.id, {
                  onSuccess: () => toast({ title: `Sending again to ${view.retryable} recipient${view.retryable === 1 ? '' : 's'}` }),
                  onError: (err) => toast({ title: 'The retry did not start', description: err.message, variant: 'destructive' }),
                })
              }
            >
              Retry {view.retryable} failed and unknown
            </Button>
          </div>
        ) : null}
        {p && p.problems.length > 0 ? <RecipientTable title="Problems" recipients={p.problems} /> : null}
        {p ? <RecipientTable title="Recipients" recipients={p.recipients} /> : null}
      </CardContent>
    </Card>
  );
}

function RecipientTable({ title, recipients }: { title: string; recipients: CampaignRecipient[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-medium">{title}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Email</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Sent</th>
            <th scope="col" className="px-3 py-2 font-medium">Error</th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((r) => (
            <tr key={r.subscriptionId} className="border-t border-border">
              <td className="px-3 py-2 break-all">{r.email}</td>
              <td className="px-3 py-2">
                <Badge variant={r.status === 'sent' ? 'soft' : r.status === 'failed' || r.status === 'unknown' ? 'destructive' : 'outline'}>{STATUS_LABELS[r.status]}</Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{r.sentAt ? new Date(r.sentAt).toLocaleTimeString() : '—'}</td>
              <td className="px-3 py-2">{r.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
