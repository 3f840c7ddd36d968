import type { CampaignSummary } from '../../../../contracts/newsletter-admin';

export interface CampaignStatusView {
  /** What the badge says: 'draft', 'sending', 'sent', or 'sent with 2 failed, 1 unknown'. */
  label: string;
  variant: 'outline' | 'secondary' | 'soft' | 'destructive';
  /** Recipients who got it, in percent of all (failed and unknown ones are not progress). */
  percent: number;
  /** Failed and unknown recipients: the ones a retry sends again. */
  retryable: number;
}

/** A campaign's badge and progress, true to its recipients: 'sent' only when everyone was sent it. */
export function campaignStatusView(campaign: Pick<CampaignSummary, 'status' | 'counts'>): CampaignStatusView {
  const { counts } = campaign;
  const retryable = counts.failed + counts.unknown;
  const percent = counts.total ? Math.floor((counts.sent / counts.total) * 100) : 0;
  if (campaign.status === 'draft') return { label: 'draft', variant: 'outline', percent, retryable: 0 };
  const problems = [counts.failed ? `${counts.failed} failed` : '', counts.unknown ? `${counts.unknown} unknown` : ''].filter(Boolean).join(', ');
  if (campaign.status === 'sending') return { label: problems ? `sending, ${problems}` : 'sending', variant: 'secondary', percent, retryable };
  return problems ? { label: `sent with ${problems}`, variant: 'destructive', percent, retryable } : { label: 'sent', variant: 'soft', percent, retryable };
}
