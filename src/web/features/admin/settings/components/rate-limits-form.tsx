import { useEffect, useId } from 'react';
import { z } from 'zod';
import { RATE_LIMIT_MAX, type RateLimitSettings } from '../../../../../contracts/rate-limits';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useSaveRateLimits } from '../api/settings-api';
import { wholeNumberText } from '../lib/whole-number-text';
import { Field, SettingsSection } from './form-pieces';

const FIELDS = ['aiPerMinute', 'signupsPer15Minutes', 'signInsPer15Minutes'] as const;
type Field = (typeof FIELDS)[number];

/** A limit as typed, read as the whole number the server takes (rateLimitsSchema), in the form's words. */
const limitText = wholeNumberText(1, RATE_LIMIT_MAX, `Enter a whole number from 1 to ${RATE_LIMIT_MAX}`);
const rateLimitsFormSchema = z.object({ aiPerMinute: limitText, signupsPer15Minutes: limitText, signInsPer15Minutes: limitText });

const asText = (settings: RateLimitSettings) =>
  Object.fromEntries(FIELDS.map((field) => [field, String(settings.limits[field])])) as Record<Field, string>;

/**
 * The Advanced screen's rate limits. The server's environment gives the defaults; what is saved
 * here wins until reset, and every app process follows within seconds.
 */
export function RateLimitsForm({ settings }: { settings: RateLimitSettings }) {
  const id = useId();
  // Messages stay until the next save (the kit's default).
  const form = useZodForm(rateLimitsFormSchema, { defaultValues: asText(settings) });
  const { errors } = form.formState;
  const save = useSaveRateLimits();
  // Fresh limits from the server replace the entries; messages stay until the next save.
  useEffect(() => form.reset(asText(settings), { keepErrors: true }), [form, settings]);

  const send = (body: Parameters<typeof save.mutate>[0]) =>
    save.mutate(body, {
      onSuccess: () =>
        toast({ title: body ? 'Rate limits saved' : 'Rate limits reset', description: 'They apply to new requests within seconds.' }),
      onError: (error) => {
        // The server's answer replaces the messages shown, a reset's as a save's.
        form.clearErrors();
        setServerErrors(error, form.setError);
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'Please try again.' });
      },
    });

  const submit = form.handleSubmit((limits) => send(limits));

  const { defaults } = settings;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title="Rate limits"
        description={
          settings.custom
            ? 'Set here; they replace the server’s defaults until you reset them.'
            : 'The server’s defaults (AI_RATE_LIMIT, SIGNUP_RATE_LIMIT and LOGIN_RATE_LIMIT in its environment). Saving here replaces them.'
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-ai`} label="AI requests per minute" hint={`Per member, on each AI tool. Default ${defaults.aiPerMinute}.`} error={errors.aiPerMinute?.message}>
            <Input inputMode="numeric" {...form.register('aiPerMinute')} />
          </Field>
          <Field
            id={`${id}-signups`}
            label="Sign-ups per 15 minutes"
            hint={`Per network address. Default ${defaults.signupsPer15Minutes}.`}
            error={errors.signupsPer15Minutes?.message}
          >
            <Input inputMode="numeric" {...form.register('signupsPer15Minutes')} />
          </Field>
          <Field
            id={`${id}-signins`}
            label="Sign-ins per 15 minutes"
            hint={`Per network address, with a password. Default ${defaults.signInsPer15Minutes}.`}
            error={errors.signInsPer15Minutes?.message}
          >
            <Input inputMode="numeric" {...form.register('signInsPer15Minutes')} />
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
