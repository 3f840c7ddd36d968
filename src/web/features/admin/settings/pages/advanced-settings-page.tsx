import { useEffect, useId } from 'react';
import { CalendarClock } from 'lucide-react';
import { z } from 'zod';
import { COST_CHANGE_NOTICE_DAYS, FEATURE_LABELS, type CreditSettings, type SignupBonus } from '../../../../../contracts/credits';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useCreditSettings, useRateLimits, useSaveSignupBonus, useScheduleCost } from '../api/settings-api';
import { Field, SettingsLoaded, SettingsPage, SettingsSection } from '../components/form-pieces';
import { RateLimitsForm } from '../components/rate-limits-form';
import { wholeNumber, wholeNumberText } from '../lib/whole-number-text';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

const costFormSchema = z.object({ cost: wholeNumberText(0, 1000, 'Enter a whole number of credits from 0 to 1000') });
const costText = (item: CreditSettings['costs'][number]) => ({ cost: String(item.upcoming?.cost ?? item.cost) });

const signupBonusFormSchema = z.object({
  amount: wholeNumberText(0, 10_000, 'Enter a whole number from 0 to 10000'),
  validDays: wholeNumberText(1, 3650, 'Enter a whole number of days from 1 to 3650'),
});
const bonusText = (bonus: SignupBonus) => ({ amount: String(bonus.amount), validDays: String(bonus.validDays) });

function CostRow({ item }: { item: CreditSettings['costs'][number] }) {
  const id = useId();
  // An edit takes the message away.
  const form = useZodForm(costFormSchema, { defaultValues: costText(item), onEdit: 'clear' });
  const { errors } = form.formState;
  const schedule = useScheduleCost();
  useEffect(() => form.reset(costText(item), { keepErrors: true }), [form, item]);
  const cost = wholeNumber(form.watch('cost'));
  const pending = item.upcoming ? item.upcoming.cost : item.cost;

  const submit = form.handleSubmit(({ cost }) =>
    schedule.mutate(
      { feature: item.feature, cost },
      {
        onSuccess: () =>
          toast({
            title: cost === item.cost ? 'Change cancelled' : 'Change scheduled',
            description: cost === item.cost ? `The cost stays at ${item.cost} credits.` : `Members pay ${cost} credits in ${COST_CHANGE_NOTICE_DAYS} days.`,
          }),
        onError: (err) => {
          // The server's word on the cost, or else its message, goes under the box.
          const message = bodyMessage(err);
          if (!setServerErrors(err, form.setError, { field: (name) => (name === 'cost' ? 'cost' : undefined) }) && message) {
            form.setError('cost', { type: 'server', message });
          }
          toast({ variant: 'destructive', title: 'Saving failed', description: message ?? 'Please try again.' });
        },
      },
    ),
  );

  return (
    <li className="rounded-2xl border border-border p-4">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center">
        <div className="space-y-1">
          <p className="font-medium">{FEATURE_LABELS[item.feature]}</p>
          <p className="text-sm text-muted-foreground">
            Now <strong className="text-foreground">{item.cost}</strong> credits
          </p>
          {item.upcoming ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <CalendarClock aria-hidden="true" className="size-4 text-primary-text" />
              <Badge variant="secondary">Upcoming</Badge>
              {item.upcoming.cost} credits from {dateFormat.format(new Date(item.upcoming.effectiveAt))}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Field id={`${id}-cost`} label="New cost" error={errors.cost?.message}>
            <Input inputMode="numeric" {...form.register('cost')} />
          </Field>
          <Button type="submit" size="sm" className="w-full" disabled={schedule.isPending || cost === pending}>
            {schedule.isPending ? 'Saving...' : cost === item.cost && item.upcoming ? 'Cancel change' : 'Schedule'}
          </Button>
        </div>
      </form>
    </li>
  );
}

function SignupBonusForm({ initial }: { initial: SignupBonus }) {
  const id = useId();
  // Messages stay until the next save (the kit's default).
  const form = useZodForm(signupBonusFormSchema, { defaultValues: bonusText(initial) });
  const { errors } = form.formState;
  const save = useSaveSignupBonus();
  useEffect(() => form.reset(bonusText(initial), { keepErrors: true }), [form, initial]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Sign-up bonus saved', description: 'New accounts get it from now on.' }),
      onError: (error) => {
        setServerErrors(error, form.setError);
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'Please try again.' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title="Sign-up bonus"
        description="Promotional credits each new account gets. Unlike bought credits, they expire: what is left is removed after the days below."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-amount`} label="Credits" hint="0 gives none." error={errors.amount?.message}>
            <Input inputMode="numeric" {...form.register('amount')} />
          </Field>
          <Field id={`${id}-days`} label="Valid for (days)" error={errors.validDays?.message}>
            <Input inputMode="numeric" {...form.register('validDays')} />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Bonus'}</Button>
      </SettingsSection>
    </form>
  );
}

/** /admin/settings/advanced: credit costs (with the 30-day notice), the sign-up bonus, and the rate limits. */
export function AdvancedSettingsPage() {
  const settings = useCreditSettings();
  const limits = useRateLimits();
  return (
    <SettingsPage title="Advanced Settings" description="Credit costs of the AI features, the sign-up bonus and request limits.">
      <SettingsLoaded query={settings} what="The credit settings">
        {(data) => (
          <>
            <SettingsSection
              title="Feature costs"
              description={
                <>
                  Members are promised {COST_CHANGE_NOTICE_DAYS} days&apos; notice of a cost change, so a new cost takes effect{' '}
                  {COST_CHANGE_NOTICE_DAYS} days after you schedule it; until then members see it announced on their credits page.
                  Scheduling the current cost again cancels a pending change.
                </>
              }
            >
              <ul className="space-y-3">
                {data.costs.map((item) => (
                  <CostRow key={item.feature} item={item} />
                ))}
              </ul>
            </SettingsSection>
            <SignupBonusForm initial={data.signupBonus} />
            {limits.data ? (
              <RateLimitsForm settings={limits.data} />
            ) : limits.isError ? (
              <p role="alert">The rate limits could not be loaded.</p>
            ) : null}
          </>
        )}
      </SettingsLoaded>
    </SettingsPage>
  );
}
