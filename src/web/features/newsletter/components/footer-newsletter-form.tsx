import * as React from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useQuickSubscribe } from './use-quick-subscribe';

/** The footer's compact newsletter form: email and a button, with the home form's toasts. */
export function FooterNewsletterForm() {
  const id = React.useId();
  const [email, setEmail] = React.useState('');
  const subscribe = useQuickSubscribe(() => setEmail(''));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscribe.submit({ email });
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
