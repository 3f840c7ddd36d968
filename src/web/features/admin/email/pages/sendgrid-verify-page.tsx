import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page';
import { bodyMessage } from '../../../../lib/field-errors';
import { useDocumentTitle } from '../../../settings';
import { Notice } from '../../../credits';
import { useSendgridVerify } from '../api/email-api';

const SOURCES = { environment: 'SENDGRID_API_KEY (server environment)', settings: 'the e-mail settings', none: 'not configured' } as const;

/** /admin/sendgrid-verify: asks SendGrid whether the key works, may send, and whether the sender is verified. */
export function SendgridVerifyPage() {
  useDocumentTitle('E-mail Delivery Check · Admin');
  const verify = useSendgridVerify();
  const result = verify.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Admin"
        title="E-mail Delivery Check"
        description="Verify that SendGrid accepts our messages: the API key, its Mail Send permission, and the from address as a verified sender or on an authenticated domain."
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
          <ShieldCheck aria-hidden="true" />
          {verify.isPending ? 'Checking...' : result ? 'Check again' : 'Run the check'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/settings/email">Email settings</Link>
        </Button>
      </div>

      {verify.isError ? (
        <Notice tone="error" role="alert" title="The check could not run">
          {bodyMessage(verify.error) ?? 'Try again in a moment.'}
        </Notice>
      ) : null}

      {result ? (
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle>{result.ok ? 'SendGrid is ready to send' : 'SendGrid is not ready'}</CardTitle>
            <CardDescription>
              Key from {SOURCES[result.source]}
              {result.keyLast4 ? <>, ending in <code className="font-mono">{result.keyLast4}</code></> : null}; sender{' '}
              <span className="break-all font-medium text-foreground">{result.fromAddress}</span>
              {result.ms ? <>; answered in {result.ms} ms</> : null}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border" aria-label="Checks">
              {result.checks.map((check) => (
                <li key={check.name} className="flex gap-3 py-3">
                  {check.ok ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
                  )}
                  <div className="min-w-0">
                    <p className="font-medium">
                      {check.name}: <span className={check.ok ? 'text-primary-text' : 'text-destructive'}>{check.ok ? 'OK' : 'Problem'}</span>
                    </p>
                    <p className="break-words text-sm text-muted-foreground">{check.detail}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
