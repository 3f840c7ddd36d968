import * as React from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useNewsletterSubscribe, validateNewsletter } from '../api/subscribe';
import { toastEmailRequired, toastInvalidEmail, toastSubscribeFailed, toastSubscribeResult } from './newsletter-toasts';

/** The footer's compact newsletter form: email and a button, with the home form's toasts. */
export function FooterNewsletterForm() {
  const id = React.useId();
  const [email, setEmail] = React.useState('');
  const subscribe = useNewsletterSubscribe();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    if (email.trim() === '') {
      toastEmailRequired();
      return;
    }
    const checked = validateNewsletter({ email });
    if (!checked.ok) {
      toastInvalidEmail(checked.errors.email ?? 'Please enter a valid email address');
      return;
    }
    subscribe.mutate(checked.data, {
      onSuccess: (result) => {
        toastSubscribeResult(result);
        setEmail('');
      },
      onError: toastSubscribeFailed,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Footer newsletter signup" className="flex gap-2">
      <Label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </Label>
      <Input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-10 min-w-0 flex-1 text-sm"
      />
      <Button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        Subscribe
      </Button>
    </form>
  );
}
