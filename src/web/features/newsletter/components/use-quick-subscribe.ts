import * as React from 'react';
import type { NewsletterSubscribe } from '../../../../contracts/newsletter';
import { useNewsletterSubscribe } from '../api/subscribe';
import { toastEmailRequired, toastInvalidEmail, toastSubscribeFailed, toastSubscribeResult } from './newsletter-toasts';

/**
 * Submit logic of the home and footer forms (SPEC section 8, "Newsletter (home)"): an empty email
 * and a schema error each get their toast; the answer gets its toast and `onSubscribed` runs.
 */
export function useQuickSubscribe(onSubscribed: () => void) {
  const subscribe = useNewsletterSubscribe();
  // True while the validation module loads, so a double click cannot send twice.
  const checking = React.useRef(false);

  const submit = async (input: NewsletterSubscribe) => {
    if (subscribe.isPending || checking.current) return;
    if (input.email.trim() === '') {
      toastEmailRequired();
      return;
    }
    checking.current = true;
    // Loaded on demand: the schema (and zod) are not needed until someone subscribes.
    const { validateNewsletter } = await import('../api/validate-newsletter').finally(() => {
      checking.current = false;
    });
    const checked = validateNewsletter(input);
    if (!checked.ok) {
      toastInvalidEmail(checked.errors.email ?? Object.values(checked.errors)[0] ?? 'Please check the form.');
      return;
    }
    subscribe.mutate(checked.data, {
      onSuccess: (result) => {
        toastSubscribeResult(result);
        onSubscribed();
      },
      onError: toastSubscribeFailed,
    });
  };

  return { submit, isPending: subscribe.isPending };
}
