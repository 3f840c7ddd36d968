import { describe, expect, it } from 'vitest';
import type { RecipientCounts } from '../../../../contracts/newsletter-admin';
import { campaignStatusView } from './campaign-status';

const counts = (c: Partial<RecipientCounts>): RecipientCounts => {
  const all = { pending: 0, sending: 0, sent: 0, failed: 0, unknown: 0, ...c };
  return { ...all, total: all.pending + all.sending + all.sent + all.failed + all.unknown };
};

describe('campaignStatusView', () => {
  it('says "sent" and 100% only when every recipient was sent the mail', () => {
    expect(campaignStatusView({ status: 'sent', counts: counts({ sent: 27 }) })).toEqual({ label: 'sent', variant: 'soft', percent: 100, retryable: 0 });
  });

  it('a finished campaign with failed or unknown recipients says so, and its progress counts only the sent ones', () => {
    expect(campaignStatusView({ status: 'sent', counts: counts({ sent: 14, failed: 5, unknown: 8 }) })).toEqual({
      label: 'sent with 5 failed, 8 unknown',
      variant: 'destructive',
      percent: 51,
      retryable: 13,
    });
    expect(campaignStatusView({ status: 'sent', counts: counts({ sent: 199, failed: 1 }) })).toMatchObject({ label: 'sent with 1 failed', percent: 99 });
  });

  it('sending and draft', () => {
    expect(campaignStatusView({ status: 'sending', counts: counts({ sent: 1, pending: 3 }) })).toEqual({ label: 'sending', variant: 'secondary', percent: 25, retryable: 0 });
    expect(campaignStatusView({ status: 'sending', counts: counts({ sent: 1, failed: 1, pending: 2 }) })).toMatchObject({ label: 'sending, 1 failed', retryable: 1 });
    expect(campaignStatusView({ status: 'draft', counts: counts({}) })).toEqual({ label: 'draft', variant: 'outline', percent: 0, retryable: 0 });
  });
});
