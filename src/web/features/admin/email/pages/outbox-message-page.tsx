import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '../../../../lib/router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isApiError } from '../../../../lib/api';
import { useDocumentTitle } from '../../../settings';
import { Notice } from '../../../credits';
import { useOutboxMessage } from '../api/email-api';
import { MessageFrame } from '../components/message-frame';
import { OutboxStatus, providerLabel } from '../components/outbox-status';
import { formatWhen } from './outbox-page';

/** /admin/outbox/:id: one message, its HTML in a sandboxed frame, its text and headers. */
export function OutboxMessagePage() {
  const id = Number(useParams().id);
  const message = useOutboxMessage(id);
  useDocumentTitle(`${message.data?.subject ?? 'Message'} · Outbox · Admin`);

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/admin/outbox">
        <ArrowLeft aria-hidden="true" /> Outbox
      </Link>
    </Button>
  );

  if (!Number.isInteger(id) || id <= 0 || (message.isError && isApiError(message.error) && message.error.status === 404)) {
    return (
      <div className="space-y-4">
        {back}
        <Notice tone="info" title="No such message">It may have been removed, or the address is mistyped.</Notice>
      </div>
    );
  }
  if (message.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <Skeleton className="h-10 w-3/4 rounded-xl" />
        <Skeleton className="h-[28rem] w-full rounded-2xl" />
      </div>
    );
  }
  if (message.isError) {
    return (
      <div className="space-y-3">
        {back}
        <p>The message could not be loaded.</p>
        <Button variant="outline" onClick={() => void message.refetch()}>Try Again</Button>
      </div>
    );
  }
  const m = message.data;
  const headers = Object.entries(m.headers);
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">Admin · Outbox</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{m.subject}</h1>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted-foreground">To</dt>
          <dd className="break-all font-medium">{m.to}</dd>
          <dt className="text-muted-foreground">When</dt>
          <dd>
            <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
          </dd>
          <dt className="text-muted-foreground">Outcome</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <OutboxStatus status={m.status} /> {providerLabel(m.provider)} · {m.category}
            {m.campaignId !== null ? <> · campaign {m.campaignId}</> : null}
          </dd>
        </dl>
      </header>
      {m.error ? (
        <Notice tone="error" role="alert" title="Delivery failed">
          <span className="break-words">{m.error}</span>
        </Notice>
      ) : null}

      {m.html ? (
        <Card>
          <CardHeader>
            <CardTitle>As the recipient sees it</CardTitle>
          </CardHeader>
          <CardContent>
            <MessageFrame html={m.html} title={`HTML of ${m.subject}`} />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Plain text</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="max-h-96 overflow-auto rounded-xl bg-muted p-4 text-sm whitespace-pre-wrap break-words" data-testid="message-text">
            {m.text}
          </pre>
        </CardContent>
      </Card>

      {headers.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Extra headers</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {headers.map(([name, value]) => (
                <div key={name}>
                  <dt className="font-mono text-muted-foreground">{name}</dt>
                  <dd className="break-all font-mono">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
