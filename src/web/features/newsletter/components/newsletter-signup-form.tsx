import * as React from 'react';
import { LoaderCircle, MailCheck } from 'lucide-react';
import type { NewsletterSubscribe } from '../../../../contracts/newsletter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { useNewsletterSubscribe } from '../api/subscribe';
import { bodyMessage } from '../../../lib/field-errors';
import type { validateNewsletter as ValidateNewsletter } from '../api/validate-newsletter';

type Field = 'email' | 'firstName' | 'lastName' | 'consent';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['email', 'firstName', 'lastName', 'consent'];

/** Field errors from a 400 answer's details ([{ field, message }]), when it names our fields. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const item of details as Array<{ field?: unknown; message?: unknown }>) {
    const field = typeof item.field === 'string' ? (item.field.split('.')[0] as Field) : undefined;
    if (field && FIELDS.includes(field) && typeof item.message === 'string' && !errors[field]) {
      errors[field] = field === 'email' ? 'Please enter a valid email address' : item.message;
    }
  }
  return errors;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="px-1 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** The /newsletter form: email, optional names, consent (checked by default), then a thank-you. */
export function NewsletterSignupForm({ siteName }: { siteName: string }) {
  const id = React.useId();
  const [email, setEmail] = React.useState('');
  const [firstName, setFirstName] = React.useState('');
  const [lastName, setLastName] = React.useState('');
  const [consent, setConsent] = React.useState(true);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const subscribe = useNewsletterSubscribe();
  const fieldRefs = {
    email: React.useRef<HTMLInputElement>(null),
    firstName: React.useRef<HTMLInputElement>(null),
    lastName: React.useRef<HTMLInputElement>(null),
    consent: React.useRef<HTMLInputElement>(null),
  };
  const thanksRef = React.useRef<HTMLHeadingElement>(null);

  const build = (values: { email: string; firstName: string; lastName: string; consent: boolean }): NewsletterSubscribe => {
    const input: NewsletterSubscribe = { email: values.email, consent: values.consent };
    if (values.firstName.trim() !== '') input.firstName = values.firstName;
    if (values.lastName.trim() !== '') input.lastName = values.lastName;
    return input;
  };

  // The schema (and zod) load when the visitor first touches the form, not with the page.
  const validator = React.useRef<typeof ValidateNewsletter | null>(null);
  const loadValidator = async () => {
    validator.current ??= (await import('../api/validate-newsletter')).validateNewsletter;
    return validator.current;
  };

  // After the first submit, errors follow the fields as they change.
  const revalidate = (next: Partial<{ email: string; firstName: string; lastName: string; consent: boolean }>) => {
    const validateNewsletter = validator.current;
    if (!submitted || !validateNewsletter) return;
    const result = validateNewsletter(build({ email, firstName, lastName, consent, ...next }));
    setErrors(result.ok ? {} : (result.errors as FieldErrors));
  };

  React.useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const validateNewsletter = await loadValidator();
    setSubmitted(true);
    const result = validateNewsletter(build({ email, firstName, lastName, consent }));
    if (!result.ok) {
      const fieldErrors = result.errors as FieldErrors;
      setErrors(fieldErrors);
      const first = FIELDS.find((field) => fieldErrors[field]);
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    setErrors({});
    subscribe.mutate(result.data, {
      onSuccess: (answer) => {
        if (answer.alreadySubscribed) {
          toast({ title: 'Already Subscribed', description: "You're already subscribed to our newsletter!" });
          return;
        }
        toast({ title: 'Subscription successful!', description: "You've been added to our newsletter list." });
        setDone(true);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        toast({
          title: 'Subscription failed',
          description: bodyMessage(error) ?? 'An error occurred. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const reset = () => {
    setEmail('');
    setFirstName('');
    setLastName('');
    setConsent(true);
    setErrors({});
    setSubmitted(false);
    setDone(false);
    subscribe.reset();
  };

  if (done) {
    return (
      <div className="flex flex-col items-center gap-4 px-2 py-6 text-center" data-testid="newsletter-thanks">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-text">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          Thank you for subscribing!
        </h2>
        <p className="max-w-sm text-muted-foreground">
          Please check your inbox for a welcome email from {siteName}. If it hasn&apos;t arrived in a few minutes,
          look in your spam or junk folder and mark it as not spam.
        </p>
        <Button variant="outline" onClick={reset}>
          Subscribe another email
        </Button>
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadValidator()} aria-label="Newsletter subscription" className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          ref={fieldRefs.email}
          id={`${id}-email`}
          type="email"
          name="email"
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={cn(errors.email && 'border-destructive')}
          onChange={(event) => {
            setEmail(event.target.value);
            revalidate({ email: event.target.value });
          }}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-first`}>
            First name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            ref={fieldRefs.firstName}
            id={`${id}-first`}
            name="firstName"
            maxLength={100}
            autoComplete="given-name"
            value={firstName}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy('firstName')}
            onChange={(event) => {
              setFirstName(event.target.value);
              revalidate({ firstName: event.target.value });
            }}
          />
          <FieldError id={`${id}-firstName-error`} message={errors.firstName} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-last`}>
            Last name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            ref={fieldRefs.lastName}
            id={`${id}-last`}
            name="lastName"
            maxLength={100}
            autoComplete="family-name"
            value={lastName}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={describedBy('lastName')}
            onChange={(event) => {
              setLastName(event.target.value);
              revalidate({ lastName: event.target.value });
            }}
          />
          <FieldError id={`${id}-lastName-error`} message={errors.lastName} />
        </div>
      </div>

      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            ref={fieldRefs.consent}
            id={`${id}-consent`}
            name="consent"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            className={cn('mt-0.5', errors.consent && 'border-destructive')}
            onCheckedChange={(checked) => {
              setConsent(checked === true);
              revalidate({ consent: checked === true });
            }}
          />
          <Label htmlFor={`${id}-consent`} className="cursor-pointer leading-snug font-normal">
            I agree to receive the {siteName} newsletter by email and understand I can unsubscribe at any time.
          </Label>
        </div>
        <FieldError id={`${id}-consent-error`} message={errors.consent} />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={subscribe.isPending}>
        {subscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        We respect your privacy and never share your email address.
      </p>
    </form>
  );
}
