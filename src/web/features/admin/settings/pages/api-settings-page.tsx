import { useEffect, useId } from 'react';
import { Copy, FlaskConical } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { aiProviderSettingsInputSchema, type AiProviderSettings } from '../../../../../contracts/ai-provider';
import { updatePaymentSettingsSchema, type PaymentSettings, type UpdatePaymentSettings } from '../../../../../contracts/payments';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Skeleton } from '../../../../components/ui/skeleton';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import {
  useAiProviderSettings,
  useCreditPacks,
  usePaymentSettings,
  useSaveAiProviderSettings,
  useSavePaymentSettings,
} from '../api/settings-api';
import { CreditPacksForm } from '../components/credit-packs-form';
import { Field, SecretStatus, SettingsPage, SettingsSection } from '../components/form-pieces';

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: bodyMessage(error) ?? 'Please try again.' });

function Loading() {
  return <Skeleton className="h-64 w-full rounded-2xl" />;
}

const SOURCE_LABEL: Record<AiProviderSettings['source'], string> = {
  environment: 'In force: set by the server environment (these settings are kept for later)',
  settings: 'In force: these settings',
  none: 'No provider configured: AI features are off',
};

const providerText = (settings: AiProviderSettings) => ({ baseUrl: settings.baseUrl, apiKey: '', textModel: settings.textModel, imageModel: settings.imageModel });

function AiProviderForm({ initial }: { initial: AiProviderSettings }) {
  const id = useId();
  // The shared contract checks the entries here as the server does; an edited field's message goes as it changes.
  const form = useZodForm(aiProviderSettingsInputSchema, { defaultValues: providerText(initial), onEdit: 'clear' });
  const { errors } = form.formState;
  const save = useSaveAiProviderSettings();
  useEffect(() => form.reset(providerText(initial), { keepErrors: true }), [form, initial]);

  const submit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: () => toast({ title: 'AI provider saved', description: 'AI features use it from now on.' }),
      onError: (error) => {
        setServerErrors(error, form.setError);
        failed('Saving failed')(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title="AI provider"
        description="Any OpenAI-compatible API: OpenRouter, OpenAI, Ollama or vLLM, by its base URL."
      >
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={initial.source === 'none' ? 'outline' : 'soft'}>{initial.source}</Badge>
          <span className="text-muted-foreground">{SOURCE_LABEL[initial.source]}</span>
        </p>
        <Field id={`${id}-base`} label="Base URL" hint="For example https://openrouter.ai/api/v1" error={errors.baseUrl?.message}>
          <Input {...form.register('baseUrl')} inputMode="url" autoComplete="off" />
        </Field>
        <Field
          id={`${id}-key`}
          label="API key"
          hint={<>Stored encrypted. <SecretStatus secret={initial.apiKey} />. Leave blank to keep the stored key (a new base URL needs its key).</>}
          error={errors.apiKey?.message}
        >
          <Input type="password" {...form.register('apiKey')} autoComplete="new-password" placeholder={initial.apiKey.set ? '•••• keep the stored key' : 'sk-…'} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-text`} label="Text model" hint="For example openai/gpt-4o-mini" error={errors.textModel?.message}>
            <Input {...form.register('textModel')} autoComplete="off" />
          </Field>
          <Field id={`${id}-image`} label="Image model" hint="Empty: no AI pictures." error={errors.imageModel?.message}>
            <Input {...form.register('imageModel')} autoComplete="off" />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save AI Provider'}</Button>
          <Button asChild variant="outline">
            <Link to="/admin/openrouter-test"><FlaskConical aria-hidden="true" /> Test</Link>
          </Button>
        </div>
      </SettingsSection>
    </form>
  );
}

const NO_KEYS = { secretKey: '', webhookSecret: '' };

function StripeForm({ initial }: { initial: PaymentSettings }) {
  const id = useId();
  // The shared contract checks the keys here as the server does; messages stay until the next save.
  const form = useZodForm(updatePaymentSettingsSchema, { defaultValues: NO_KEYS });
  const { errors } = form.formState;
  const [secretKey, webhookSecret] = form.watch(['secretKey', 'webhookSecret']);
  const save = useSavePaymentSettings();
  const webhookUrl = `${typeof window === 'undefined' ? '' : window.location.origin}${initial.webhookPath}`;
  const send = (body: UpdatePaymentSettings, done: string) =>
    save.mutate(body, {
      onSuccess: () => {
        form.reset(NO_KEYS);
        toast({ title: done });
      },
      onError: (error) => {
        // The server's answer replaces the messages shown, a removal's as a save's.
        form.clearErrors();
        setServerErrors(error, form.setError);
        failed('Saving failed')(error);
      },
    });
  const submit = form.handleSubmit((keys) => send(keys, 'Stripe keys saved'));

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection title="Stripe payments" description="Credit packs are sold through Stripe Checkout. Keys are stored encrypted and never shown again.">
        {initial.fromEnvironment ? (
          <p className="rounded-xl bg-muted px-4 py-3 text-sm">The server environment sets the Stripe keys; they win over anything saved here.</p>
        ) : null}
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div><dt className="font-medium">Secret key</dt><dd className="text-muted-foreground"><SecretStatus secret={initial.secretKey} /></dd></div>
          <div><dt className="font-medium">Webhook signing secret</dt><dd className="text-muted-foreground"><SecretStatus secret={initial.webhookSecret} /></dd></div>
        </dl>
        <div className="space-y-2">
          <Label htmlFor={`${id}-hook`}>Webhook URL to register in Stripe</Label>
          <div className="flex gap-2">
            <Input id={`${id}-hook`} readOnly value={webhookUrl} className="font-mono text-sm" onFocus={(e) => e.target.select()} />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Copy webhook URL"
              onClick={() => void navigator.clipboard?.writeText(webhookUrl).then(() => toast({ title: 'Copied!' }))}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Events: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, charge.refunded, charge.dispute.created, charge.dispute.closed.</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-sk`} label="New secret key" hint="sk_live_… or sk_test_…" error={errors.secretKey?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('secretKey')} />
          </Field>
          <Field id={`${id}-wh`} label="New webhook signing secret" hint="whsec_…" error={errors.webhookSecret?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('webhookSecret')} />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending || !secretKey || !webhookSecret}>{save.isPending ? 'Saving...' : 'Save Stripe Keys'}</Button>
          {initial.secretKey.set && !initial.fromEnvironment ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => send(NO_KEYS, 'Stripe keys removed')}>
              Remove keys
            </Button>
          ) : null}
        </div>
      </SettingsSection>
    </form>
  );
}

/** /admin/settings/api: the AI provider, the Stripe keys and the credit packs. */
export function ApiSettingsPage() {
  const ai = useAiProviderSettings();
  const payments = usePaymentSettings();
  const packs = useCreditPacks();
  return (
    <SettingsPage title="API Settings" description="The AI model provider, Stripe payments and the credit packs on sale.">
      {ai.data ? <AiProviderForm initial={ai.data} /> : ai.isError ? <p>The AI settings could not be loaded.</p> : <Loading />}
      {payments.data ? <StripeForm initial={payments.data} /> : payments.isError ? <p>The payment settings could not be loaded.</p> : <Loading />}
      {packs.data ? <CreditPacksForm initial={packs.data.packs} /> : packs.isError ? <p>The credit packs could not be loaded.</p> : <Loading />}
    </SettingsPage>
  );
}
