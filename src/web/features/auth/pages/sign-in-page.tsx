import { useState, type FormEvent } from 'react';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Link, Navigate, useSearchParams } from '../../../lib/router';
import { PASSWORD_MIN_LENGTH, SIGNUP_SENT } from '../../../../contracts/constants';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useDocumentTitle, useSiteSettings } from '../../settings';
import { formError, postCredentials, safeReturnTo } from '../api/credentials';
import { serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useAuth } from '../api/use-auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ResetRequestForm } from '../components/reset-request-form';
import { useCredentialCheck } from '../lib/use-credential-check';

type Mode = 'sign-in' | 'register' | 'reset';

/**
 * /sign-in, where GET /api/login leads: e-mail and password either sign in or create an account
 * (one screen, two tabs), and a forgotten password gets a reset link by e-mail.
 */
export function SignInPage() {
  const { siteName } = useSiteSettings();
  const { isLoading, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState(false);
  // A sign-up's answer: the same for a new address and a taken one (docs/decisions/0010).
  const [signUpSent, setSignUpSent] = useState<string | null>(null);
  const check = useCredentialCheck();
  useDocumentTitle(mode === 'register' ? 'Create Account' : mode === 'reset' ? 'Reset Password' : 'Sign In');

  if (isLoading) return <PageSpinner />;
  if (isAuthenticated && !pending) return <Navigate to={returnTo} replace />;

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setAlert('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = await check(mode === 'register' ? 'register' : 'login', { email, password });
    if (!checked) return;
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert('');
      return;
    }
    setErrors({});
    setAlert('');
    setPending(true);
    try {
      if (mode === 'register') {
        const answer = await postCredentials('/api/auth/register', checked.data);
        setPending(false);
        setSignUpSent(answer.message ?? SIGNUP_SENT);
        return;
      }
      await postCredentials('/api/auth/login', checked.data);
      // A full load: every screen, cache and the service worker start over as the member.
      window.location.assign(returnTo);
    } catch (error) {
      setPending(false);
      setErrors(serverFieldErrors(error));
      setAlert(formError(error));
    }
  };

  const registering = mode === 'register';
  return (
    <Page size="narrow" className="max-w-md py-10 sm:py-16">
      <div className="space-y-6 rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <header className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {mode === 'reset' ? 'Reset your password' : registering ? `Join ${siteName}` : `Sign in to ${siteName}`}
          </h1>
          <p className="text-muted-foreground">
            {mode === 'reset'
              ? "Enter your account's email and we'll send you a link to choose a new password."
              : registering
                ? 'Create a free account with your email and a password.'
                : 'Welcome back! Sign in with your email and password.'}
          </p>
        </header>

        {signUpSent ? (
          <div className="space-y-4 text-center">
            <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary-text" />
            <p role="status">{signUpSent}</p>
            <p className="text-sm text-muted-foreground">
              Already have an account with this address? The e-mail tells you how to sign in instead.
            </p>
          </div>
        ) : mode === 'reset' ? (
          <ResetRequestForm initialEmail={email} onBack={() => switchMode('sign-in')} />
        ) : (
          <>
            <div role="group" aria-label="Sign in or create an account" className="grid grid-cols-2 gap-1 rounded-full bg-muted p-1">
              {(['sign-in', 'register'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => switchMode(value)}
                  className={cn(
                    'rounded-full px-3 py-2 text-sm font-medium transition-colors',
                    mode === value ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {value === 'sign-in' ? 'Sign in' : 'Create account'}
                </button>
              ))}
            </div>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={registering ? 'Create account' : 'Sign in'}>
              <FormAlert message={alert} />
              <FormField
                id="auth-email"
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <FormField
                id="auth-password"
                label="Password"
                type="password"
                autoComplete={registering ? 'new-password' : 'current-password'}
                value={password}
                error={errors.password}
                hint={registering ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={pending}>
                {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {pending ? (registering ? 'Creating account...' : 'Signing in...') : registering ? 'Create account' : 'Sign in'}
              </Button>
            </form>
            {registering ? null : (
              <p className="text-center text-sm">
                <button type="button" className="font-medium text-primary-text underline-offset-4 hover:underline" onClick={() => switchMode('reset')}>
                  Forgot your password?
                </button>
              </p>
            )}
          </>
        )}
        <p className="text-center text-xs text-muted-foreground">
          By continuing you agree to our <Link className="underline" to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link className="underline" to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </div>
    </Page>
  );
}
