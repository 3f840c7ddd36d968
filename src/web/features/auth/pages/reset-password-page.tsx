import { useState, type FormEvent } from 'react';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN } from '../../../../contracts/constants';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { confirmPasswordReset, formError } from '../api/credentials';
import { serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { useCredentialCheck } from '../lib/use-credential-check';

/** /reset-password?token=…, the e-mailed link: choose a new password (typed twice). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // A link cut short in the e-mail is said to be broken before anyone types a password.
  const [alert, setAlert] = useState(() =>
    RESET_TOKEN.test(token) ? '' : 'This reset link is invalid or has expired. Ask for a new one.',
  );
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = useCredentialCheck();
  useDocumentTitle('Choose a New Password');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = await check('resetConfirm', { token, password });
    if (!checked) return;
    const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!fieldErrors.password && password !== confirm) fieldErrors.confirm = 'Passwords do not match';
    if (!checked.ok || fieldErrors.confirm) {
      setErrors(fieldErrors);
      setAlert(fieldErrors.token ? 'This reset link is invalid or has expired. Ask for a new one.' : '');
      return;
    }
    setErrors({});
    setAlert('');
    setPending(true);
    try {
      setDone((await confirmPasswordReset(checked.data.token, checked.data.password)).message);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setAlert(formError(error) || 'This reset link is invalid or has expired. Ask for a new one.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Page size="narrow" className="max-w-md py-10 sm:py-16">
      <div className="space-y-6 rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <header className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Choose a new password</h1>
          <p className="text-muted-foreground">You will be signed out everywhere and can sign in with the new password.</p>
        </header>
        {done ? (
          <div className="space-y-4 text-center">
            <CircleCheck aria-hidden="true" className="mx-auto size-10 text-primary-text" />
            <p role="status">{done}</p>
            <Button asChild>
              <Link to="/sign-in">Sign in</Link>
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Choose a new password">
            <FormAlert message={alert} />
            <FormField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={errors.password}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              onChange={(event) => setPassword(event.target.value)}
            />
            <FormField
              id="confirm-password"
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={errors.confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {pending ? 'Saving...' : 'Set new password'}
            </Button>
            <p className="text-center text-sm">
              <Link className="font-medium text-primary-text underline-offset-4 hover:underline" to="/sign-in">
                Back to sign in
              </Link>
            </p>
          </form>
        )}
      </div>
    </Page>
  );
}
