import { useEffect, useId, useState } from 'react';
import { RATE_LIMIT_MAX, type RateLimitSettings } from '../../../../../contracts/rate-limits';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { useSaveRateLimits } from '../api/settings-api';
import { Field, SettingsSection } from './form-pieces';

const FIELDS = ['aiPerMinute', 'signupsPer15Minutes', 'signInsPer15Minutes'] as const;
type Field = (typeof FIELDS)[number];

const asText = (settings: RateLimitSettings) =>
  Object.fromEntries(FIELDS.map((field) => [field, String(settings.limits[field])])) as Record<Field, string>;
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * The Advanced screen's rate limits. The server's environment gives the defaults; what is saved
 * here wins until reset, and every app process follows within seconds.
 */
export function RateLimitsForm({ settings }: { settings: RateLimitSettings }) {
  const id = useId();
  const [form, setForm] = useState(() => asText(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveRateLimits();
  useEffect(() => setForm(asText(settings)), [settings]);

  const send = (body: Parameters<typeof save.mutate>[0]) =>
    save.mutate(body, {
      onSuccess: () =>
        toast({ title: body ? 'Rate limits saved' : 'Rate limits reset', description: 'They apply to new requests within seconds.' }),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'Please try again.' });
      },
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(FIELDS.map((field) => [field, wholeNumber(form[field])])) as Record<Field, number>;
    const problems: FieldErrors = {};
    for (const field of FIELDS) {
      const value = body[field];
      if (!Number.isInteger(value) || value < 1 || value > RATE_LIMIT_MAX) problems[field] = `Enter a whole number from 1 to ${RATE_LIMIT_MAX}`;
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) send(body);
  };

  const { defaults } = settings;
  return (
    <form noValidate onSubmit={submit}>
      <SettingsSection
        title="Rate limits"
        description={
          settings.custom
            ? 'Set here; they replace the server’s defaults until you reset them.'
            : 'The server’s defaults (AI_RATE_LIMIT, SIGNUP_RATE_LIMIT and LOGIN_RATE_LIMIT in its environment). Saving here replaces them.'
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-ai`} label="AI requests per minute" hint={`Per member, on each AI tool. Default ${defaults.aiPerMinute}.`} error={errors.aiPerMinute}>
            <Input inputMode="numeric" value={form.aiPerMinute} onChange={(e) => setForm((f) => ({ ...f, aiPerMinute: e.target.value }))} />
          </Field>
          <Field
            id={`${id}-signups`}
            label="Sign-ups per 15 minutes"
            hint={`Per network address. Default ${defaults.signupsPer15Minutes}.`}
            error={errors.signupsPer15Minutes}
          >
            <Input inputMode="numeric" value={form.signupsPer15Minutes} onChange={(e) => setForm((f) => ({ ...f, signupsPer15Minutes: e.target.value }))} />
          </Field>
          <Field
            id={`${id}-signins`}
            label="Sign-ins per 15 minutes"
            hint={`Per network address, with a password. Default ${defaults.signInsPer15Minutes}.`}
            error={errors.signInsPer15Minutes}
          >
            <Input inputMode="numeric" value={form.signInsPer15Minutes} onChange={(e) => setForm((f) => ({ ...f, signInsPer15Minutes: e.target.value }))} />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Limits'}</Button>
          {settings.custom ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => send(null)}>
              Reset to Defaults
            </Button>
          ) : null}
        </div>
      </SettingsSection>
    </form>
  );
}
