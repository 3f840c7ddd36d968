import * as React from 'react';
import { LoaderCircle, Mail } from 'lucide-react';
import { NEWSLETTER_INTERESTS } from '../../../../contracts/constants';
import type { NewsletterSubscribe } from '../../../../contracts/newsletter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useQuickSubscribe } from './use-quick-subscribe';

type Interest = (typeof NEWSLETTER_INTERESTS)[number];

const INTEREST_LABELS: Record<Interest, string> = {
  recipes: 'New Recipes',
  tips: 'Cooking Tips',
  nutrition: 'Nutrition Info',
};

/**
 * The home page's newsletter signup (SPEC section 2 "Newsletter", 4, 5 and 8): email only at first;
 * focusing the email field expands it to first name, last name and interests.
 */
export function HomeNewsletterForm() {
  const id = React.useId();
  const [expanded, setExpanded] = React.useState(false);
  const [email, setEmail] = React.useState('');
  const [firstName, setFirstName] = React.useState('');
  const [lastName, setLastName] = React.useState('');
  const [interests, setInterests] = React.useState<Interest[]>([]);
  const subscribe = useQuickSubscribe(() => {
    setEmail('');
    setFirstName('');
    setLastName('');
    setInterests([]);
  });

  const toggleInterest = (interest: Interest, checked: boolean) => {
    setInterests((current) =>
      checked
        ? NEWSLETTER_INTERESTS.filter((value) => value === interest || current.includes(value))
        : current.filter((value) => value !== interest),
    );
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: NewsletterSubscribe = { email };
    if (expanded) {
      if (firstName.trim() !== '') input.firstName = firstName;
      if (lastName.trim() !== '') input.lastName = lastName;
      if (interests.length > 0) input.interests = interests;
    }
    void subscribe.submit(input);
  };

  const submitLabel = (
    <>
      {subscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
    </>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-3xl border border-border bg-primary-soft px-5 py-8 sm:px-10 sm:py-12"
    >
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-card text-primary-text shadow-sm">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Fresh recipes in your inbox
        </h2>
        <p className="mt-2 text-muted-foreground">
          Seasonal recipes, cooking tips and nutrition know-how, about 1-2 newsletters per month.
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} aria-label="Newsletter signup" className="mx-auto mt-6 max-w-xl space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </Label>
          <Input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => setExpanded(true)}
            className="sm:flex-1"
          />
          {/* On phones the open form submits below its extra fields, so the button moves there. */}
          <Button type="submit" disabled={subscribe.isPending} className={expanded ? 'hidden h-11 sm:inline-flex' : 'h-11'}>
            {submitLabel}
          </Button>
        </div>

        <div id={`${id}-more`} hidden={!expanded} className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-first`}>First name (optional)</Label>
              <Input
                id={`${id}-first`}
                name="firstName"
                autoComplete="given-name"
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-last`}>Last name (optional)</Label>
              <Input
                id={`${id}-last`}
                name="lastName"
                autoComplete="family-name"
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">I&apos;m interested in</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-3 pt-1">
              {NEWSLETTER_INTERESTS.map((interest) => (
                <div key={interest} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-interest-${interest}`}
                    value={interest}
                    checked={interests.includes(interest)}
                    onCheckedChange={(checked) => toggleInterest(interest, checked === true)}
                  />
                  <Label htmlFor={`${id}-interest-${interest}`} className="cursor-pointer">
                    {INTEREST_LABELS[interest]}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={subscribe.isPending} className="h-11 w-full sm:hidden">
            {submitLabel}
          </Button>
        </div>
        <p className="text-center text-xs text-muted-foreground">No spam. Unsubscribe at any time.</p>
      </form>
    </section>
  );
}
