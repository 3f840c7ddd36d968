import { Badge } from '../../../../components/ui/badge';

const LABELS = { sent: 'Sent', failed: 'Failed', stored: 'Stored only' } as const;
const VARIANTS = { sent: 'soft', failed: 'destructive', stored: 'outline' } as const;

/** An outbox row's outcome: sent through a provider, failed, or stored only (no provider). */
export function OutboxStatus({ status }: { status: 'sent' | 'failed' | 'stored' }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}

const PROVIDERS: Record<string, string> = { smtp: 'SMTP', sendgrid: 'SendGrid', outbox: 'Outbox', custom: 'Built-in' };

export function providerLabel(provider: string): string {
  return PROVIDERS[provider] ?? provider;
}
