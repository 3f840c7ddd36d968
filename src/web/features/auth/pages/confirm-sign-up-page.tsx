import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import { RESET_TOKEN } from '../../../../contracts/constants';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { confirmSignUp, formError } from '../api/credentials';
import { FormAlert } from '../../../components/ui/form-alert';

const BROKEN_LINK = 'This sign-up link is invalid, has expired or was already used. Sign up again, or sign in.';

/**
 * /sign-up/confirm?token=…, the e-mailed sign-up link (docs/decisions/0010): one button creates the
 * account and signs in. A button rather than on load, so a mail scanner opening the link uses nothing up.
 */
export function ConfirmSignUpPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [alert, setAlert] = useState(() => (RESET_TOKEN.test(token) ? '' : BROKEN_LINK));
  const [pending, setPending] = useState(false);
  useDocumentTitle('Finish Signing Up');

  const finish = async () => {
    if (pending) return;
    setAlert('');
    setPending(true);
    try {
      await confirmSignUp(token);
      // A full load: every screen, cache and the service worker start over as the member.
      window.location.assign('/');
    } catch (error) {
      setPending(false);
      setAlert(formError(error) || BROKEN_LINK);
    }
  };

  return (
    <Page size="narrow" className="max-w-md py-10 sm:py-16">
      <div className="space-y-6 rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <header className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Finish signing up</h1>
          <p className="text-muted-foreground">Your e-mail address is confirmed. Create your account to sign in.</p>
        </header>
        <FormAlert message={alert} />
        {RESET_TOKEN.test(token) ? (
          <Button size="lg" className="w-full" disabled={pending} onClick={() => void finish()}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {pending ? 'Creating account...' : 'Create my account'}
          </Button>
        ) : null}
        <p className="text-center text-sm">
          <Link to="/sign-in" className="font-medium text-primary-text underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </Page>
  );
}
