import { useEffect, useId, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { COST_CHANGE_NOTICE_DAYS, FEATURE_LABELS, type CreditSettings, type SignupBonus } from '../../../../../contracts/credits';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { useCreditSettings, useRateLimits, useSaveSignupBonus, useScheduleCost } from '../api/settings-api';
import { Field, SettingsLoaded, SettingsPage, SettingsSection } from '../components/form-pieces';
import { RateLimitsForm } from '../components/rate-limits-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

function CostRow({ item }: { item: CreditSettings['costs'][number] }) {
  const id = useId();
  const [value, setValue] = useState(String(item.upcoming?.cost ?? item.cost));
  const [error, setError] = useState<string>();
  const schedule = useScheduleCost();
  useEffect(() => setValue(String(item.upcoming?.cost ?? item.cost)), [item]);
  const cost = wholeNumber(value);
  const pending = item.upcoming ? item.upcoming.cost : item.cost;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(cost) || cost < 0 || cost > 1000) {
      setError('Enter a whole number of credits from 0 to 1000');
      return;
    }
    setError(undefined);
    schedule.mutate(
      { feature: item.feature, cost },
      {
        onSuccess: () =>
          toast({
            title: cost === item.cost ? 'Change cancelled' : 'Change scheduled',
            description: cost === item.cost ? `The cost stays at ${item.cost} credits.` : `Members pay ${cost} credits in ${COST_CHANGE_NOTICE_DAYS} days.`,
          }),
        onError: (err) => {
          setError(serverFieldErrors(err).cost ?? bodyMessage(err));
          toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(err) ?? 'Please try again.' });
        },
      },
    );
  };

  return (
    <li className="rounded-2xl border border-border p-4">
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center">
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
          <Field id={`${id}-cost`} label="New cost" error={error}>
            <Input inputMode="numeric" value={value} onChange={(e) => { setValue(e.target.value); setError(undefined); }} />
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
  const [form, setForm] = useState({ amount: String(initial.amount), validDays: String(initial.validDays) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSignupBonus();
  useEffect(() => setForm({ amount: String(initial.amount), validDays: String(initial.validDays) }), [initial]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { amount: wholeNumber(form.amount), validDays: wholeNumber(form.validDays) };
    const problems: FieldErrors = {};
    if (!Number.isInteger(body.amount) || body.amount > 10_000) problems.amount = 'Enter a whole number from 0 to 10000';
    if (!Number.isInteger(body.validDays) || body.validDays < 1 || body.validDays > 3650) problems.validDays = 'Enter a whole number of days from 1 to 3650';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Sign-up bonus saved', description: 'New accounts get it from now on.' }),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'Please try again.' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <SettingsSection
        title="Sign-up bonus"
        description="Promotional credits each new account gets. Unlike bought credits, they expire: what is left is removed after the days below."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-amount`} label="Credits" hint="0 gives none." error={errors.amount}>
            <Input inputMode="numeric" value={form.amount} onChange={(e) => setForm((f) => ({ ...f, amount: e.target.value }))} />
          </Field>
          <Field id={`${id}-days`} label="Valid for (days)" error={errors.validDays}>
            <Input inputMode="numeric" value={form.validDays} onChange={(e) => setForm((f) => ({ ...f, validDays: e.target.value }))} />
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
