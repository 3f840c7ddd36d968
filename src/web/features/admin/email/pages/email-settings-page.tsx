import { useEffect, useId, useState } from 'react';
import { Inbox, Send, ShieldCheck } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { mailSettingsInputSchema, mailTestInputSchema, type MailProviderKind, type MailSettings, type MailTestResult } from '../../../../../contracts/mail';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useAuth } from '../../../auth';
import { Notice } from '../../../credits';
import { Field, SecretStatus, SettingsLoaded, SettingsPage, SettingsSection } from '../../settings/components/form-pieces';
import { useMailSettings, useSaveMailSettings, useSendTestMail } from '../api/email-api';
import { providerLabel } from '../components/outbox-status';

interface Form {
  provider: MailProviderKind;
  fromAddress: string;
  fromName: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  sendgridApiKey: string;
}

const toForm = (s: MailSettings): Form => ({
  provider: s.provider,
  fromAddress: s.fromAddress,
  fromName: s.fromName,
  smtpHost: s.smtp.host,
  smtpPort: String(s.smtp.port),
  smtpSecure: s.smtp.secure,
  smtpUser: s.smtp.user,
  smtpPassword: '',
  sendgridApiKey: '',
});

const PROVIDER_CHOICES: { value: MailProviderKind; label: string }[] = [
  { value: 'none', label: 'None: keep messages in the outbox' },
  { value: 'smtp', label: 'SMTP server' },
  { value: 'sendgrid', label: 'SendGrid (HTTP API)' },
];

function EnvironmentNotice({ settings }: { settings: MailSettings }) {
  if (settings.source !== 'environment') return null;
  const what = settings.environment.provider === 'smtp' ? `SMTP_URL (${settings.environment.host ?? 'SMTP'})` : 'SENDGRID_API_KEY';
  return (
    <Notice tone="info" title="The server's environment chooses the provider">
      {what} is set, so every message goes through {providerLabel(settings.environment.provider)}
      {settings.environment.from ? <> from {settings.environment.from}</> : null}. The settings below apply once it is removed.
    </Notice>
  );
}

function ProviderForm({ initial }: { initial: MailSettings }) {
  const id = useId();
  // An edited field's message goes as it changes; the others wait for the next save.
  const kit = useZodForm(mailSettingsInputSchema, { defaultValues: toForm(initial), onEdit: 'clear' });
  const form = kit.watch() as Form;
  const errors = Object.fromEntries(Object.entries(kit.formState.errors).map(([field, error]) => [field, error?.message])) as Partial<Record<keyof Form, string>>;
  const save = useSaveMailSettings();
  // Fresh settings from the server replace the entries; messages stay until the next save.
  useEffect(() => kit.reset(toForm(initial), { keepErrors: true }), [kit, initial]);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    // The schema's input types the port as anything it can coerce; the form holds it as text.
    kit.setValue(field, value as never);
    kit.clearErrors(field);
  };

  const samePlace = initial.provider === 'smtp' && form.smtpHost.trim().toLowerCase() === initial.smtp.host.toLowerCase() && form.smtpPort === String(initial.smtp.port);
  const passwordKept = form.provider === 'smtp' && samePlace && initial.smtp.password.set;
  const keyKept = form.provider === 'sendgrid' && initial.provider === 'sendgrid' && initial.sendgrid.apiKey.set;

  // The entries go as typed, the port as a number, once the shared schema accepts them.
  const submit = kit.handleSubmit(() => {
    const values = kit.getValues() as Form;
    save.mutate({ ...values, smtpPort: Number(values.smtpPort) }, {
      onSuccess: (saved) =>
        toast({ title: 'Email settings saved', description: saved.active === 'none' ? 'Messages are kept in the outbox.' : `Messages go through ${providerLabel(saved.active)}.` }),
      onError: (error) => {
        setServerErrors(error, kit.setError);
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'The settings could not be saved' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label="Email provider">
      <SettingsSection title="Delivery" description="Where the site's e-mail goes. Every message is also written to the outbox, whatever the provider.">
        <div className="space-y-2">
          <Label htmlFor={`${id}-provider`}>Provider</Label>
          <Select value={form.provider} onValueChange={(v) => set('provider', v as MailProviderKind)}>
            <SelectTrigger id={`${id}-provider`} className="h-11 rounded-full px-4 sm:max-w-md" aria-invalid={errors.provider ? true : undefined}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROVIDER_CHOICES.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.provider ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.provider}
            </p>
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-from-name`} label="From name" hint="Shown as the sender, e.g. the site name." error={errors.fromName}>
            <Input {...kit.register('fromName')} maxLength={100} autoComplete="off" />
          </Field>
          <Field id={`${id}-from-address`} label="From address" hint="The provider must accept it as a sender." error={errors.fromAddress}>
            <Input {...kit.register('fromAddress')} type="email" autoComplete="off" required />
          </Field>
        </div>
      </SettingsSection>

      {form.provider === 'smtp' ? (
        <SettingsSection title="SMTP server" description="Any provider that speaks SMTP: SendGrid, Mailgun, Postmark, your own Postfix.">
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field id={`${id}-host`} label="Host" hint="A host name or IP address, without smtp://." error={errors.smtpHost}>
              <Input {...kit.register('smtpHost')} placeholder="smtp.example.com" autoComplete="off" spellCheck={false} />
            </Field>
            <Field id={`${id}-port`} label="Port" error={errors.smtpPort}>
              <Input inputMode="numeric" value={form.smtpPort} onChange={(e) => set('smtpPort', e.target.value.replace(/[^0-9]/g, ''))} maxLength={5} />
            </Field>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox id={`${id}-secure`} checked={form.smtpSecure} onCheckedChange={(v) => set('smtpSecure', v === true)} className="mt-0.5" />
            <div className="space-y-1">
              <Label htmlFor={`${id}-secure`}>TLS from the start</Label>
              <p className="text-sm text-muted-foreground">For port 465. Leave off for 587 and 25: the connection is upgraded when the server offers STARTTLS.</p>
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={`${id}-user`} label="User name" hint="Leave empty for a server that needs no sign-in." error={errors.smtpUser}>
              <Input {...kit.register('smtpUser')} autoComplete="off" spellCheck={false} />
            </Field>
            <Field
              id={`${id}-password`}
              label="Password"
              hint={
                <>
                  Stored: <SecretStatus secret={initial.smtp.password} />.{' '}
                  {passwordKept ? 'Leave empty to keep it.' : initial.smtp.password.set ? 'A new host or port needs the password again.' : null}
                </>
              }
              error={errors.smtpPassword}
            >
              <Input {...kit.register('smtpPassword')} type="password" autoComplete="new-password" placeholder={passwordKept ? '••••••••' : ''} />
            </Field>
          </div>
        </SettingsSection>
      ) : null}

      {form.provider === 'sendgrid' ? (
        <SettingsSection
          title="SendGrid"
          description={
            <>
              An API key with Mail Send permission. <Link to="/admin/sendgrid-verify" className="font-medium text-primary-text underline-offset-4 hover:underline">Check the key and sender</Link> after saving.
            </>
          }
        >
          <Field
            id={`${id}-sendgrid`}
            label="API key"
            hint={
              <>
                Stored: <SecretStatus secret={initial.sendgrid.apiKey} />. {keyKept ? 'Leave empty to keep it.' : null}
              </>
            }
            error={errors.sendgridApiKey}
          >
            <Input {...kit.register('sendgridApiKey')} type="password" autoComplete="off" placeholder={keyKept ? '••••••••' : 'SG.…'} />
          </Field>
        </SettingsSection>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" variant="outline" onClick={() => kit.reset(toForm(initial))} disabled={save.isPending}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}

function TestSend({ active }: { active: MailSettings['active'] }) {
  const id = useId();
  const { user } = useAuth();
  // The shared contract checks the address here as the server does; an edit takes the message away.
  const form = useZodForm(mailTestInputSchema, { defaultValues: { to: user?.email ?? '' }, onEdit: 'clear' });
  const error = form.formState.errors.to?.message;
  const [result, setResult] = useState<MailTestResult | null>(null);
  const send = useSendTestMail();

  // Every try takes the last result away, whether or not the address passes.
  const submit = form.handleSubmit(
    ({ to }) => {
      setResult(null);
      send.mutate(to, {
        onSuccess: setResult,
        onError: (err) => {
          if (!setServerErrors(err, form.setError, { field: (name) => (name === 'to' ? 'to' : undefined) })) {
            form.setError('to', { type: 'server', message: bodyMessage(err) ?? 'The test message could not be sent' });
          }
        },
      });
    },
    () => setResult(null),
  );

  return (
    <SettingsSection
      title="Send a test e-mail"
      description={active === 'none' ? 'No provider is in force: the message is only stored in the outbox.' : `Sends through ${providerLabel(active)} with the saved settings.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Test e-mail">
        <div className="min-w-0 flex-1">
          <Field id={`${id}-to`} label="Send to" error={error}>
            <Input type="email" {...form.register('to')} placeholder="you@example.com" autoComplete="email" />
          </Field>
        </div>
        <Button type="submit" disabled={send.isPending} className={error ? 'sm:mb-7' : undefined}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send test'}
        </Button>
      </form>
      {result ? (
        <Notice
          tone={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          title={
            result.ok
              ? result.provider === 'outbox'
                ? 'Stored in the outbox (no provider configured)'
                : `Sent through ${providerLabel(result.provider)} in ${result.ms} ms`
              : `${providerLabel(result.provider)} did not accept the message`
          }
          actions={
            result.outboxId ? (
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/outbox/${result.outboxId}`}>
                  <Inbox aria-hidden="true" /> View in outbox
                </Link>
              </Button>
            ) : null
          }
        >
          {result.error ? <span className="break-words">{result.error}</span> : null}
        </Notice>
      ) : null}
    </SettingsSection>
  );
}

/** /admin/settings/email: the provider (none, SMTP, SendGrid), the from address and a test send. */
export function EmailSettingsPage() {
  const settings = useMailSettings();
  return (
    <SettingsPage title="Email Settings" description="How the site sends e-mail: password resets, newsletters and test messages.">
      <SettingsLoaded query={settings} what="The settings">
        {(data) => (
          <div className="space-y-6">
            <EnvironmentNotice settings={data} />
            <ProviderForm initial={data} />
            <TestSend active={data.active} />
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to="/admin/outbox">
                  <Inbox aria-hidden="true" /> Open the outbox
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/sendgrid-verify">
                  <ShieldCheck aria-hidden="true" /> SendGrid check
                </Link>
              </Button>
            </div>
          </div>
        )}
      </SettingsLoaded>
    </SettingsPage>
  );
}
