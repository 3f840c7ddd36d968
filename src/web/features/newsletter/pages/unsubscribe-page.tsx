import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../../lib/router';
import type { NewsletterUnsubscribeResult } from '../../../../contracts/newsletter-admin';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { apiRequest, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../settings';

/**
 * /newsletter/unsubscribe?token=…: where the link in every newsletter leads. Unsubscribing takes
 * one press (not the page load, which link scanners in mail systems would trigger).
 */
export function NewsletterUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => apiRequest<NewsletterUnsubscribeResult>('POST', '/api/newsletter/unsubscribe', { body: { token } }),
  });

  return (
    <Page size="narrow" className="space-y-6">
      {unsubscribe.isSuccess ? (
        <>
          <PageHeader title="You have been unsubscribed" description={`${unsubscribe.data.email} will no longer receive our newsletter.`} />
          <p>
            Changed your mind? <Link to="/newsletter" className="text-primary-text underline">Subscribe again</Link>.
          </p>
        </>
      ) : (
        <>
          <PageHeader title="Unsubscribe from the newsletter" description="Press the button to stop receiving our newsletter." />
          {!token ? (
            <p role="alert" className="text-destructive">This unsubscribe link is incomplete. Please use the link from your most recent e-mail.</p>
          ) : (
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              Unsubscribe
            </Button>
          )}
          {unsubscribe.isError ? (
            <p role="alert" className="text-destructive">
              {isApiError(unsubscribe.error) ? unsubscribe.error.message : 'Something went wrong. Please try again.'}
            </p>
          ) : null}
        </>
      )}
    </Page>
  );
}
