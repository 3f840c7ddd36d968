import { toast } from '../../../lib/use-toast';
import type { NewsletterSubscribeResult } from '../api/subscribe';
import { bodyMessage } from '../../../lib/field-errors';

/** Toasts shared by the home and footer forms (SPEC section 8, "Newsletter (home)"). */
export function toastEmailRequired(): void {
  toast({ title: 'Email Required', description: 'Please enter your email address.', variant: 'destructive' });
}

export function toastInvalidEmail(message: string): void {
  toast({ title: 'Invalid Email', description: message, variant: 'destructive' });
}

export function toastSubscribeResult(result: NewsletterSubscribeResult): void {
  if (result.alreadySubscribed) {
    toast({ title: 'Already Subscribed', description: "You're already subscribed to our newsletter!" });
  } else {
    toast({ title: 'Subscription Successful', description: 'Thank you for subscribing to our newsletter!' });
  }
}

export function toastSubscribeFailed(error: unknown): void {
  toast({
    title: 'Subscription Failed',
    description: bodyMessage(error) ?? 'Failed to subscribe',
    variant: 'destructive',
  });
}
