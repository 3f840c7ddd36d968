import { useState, type FormEvent } from 'react';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formError, requestPasswordReset } from '../api/credentials';
import { serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useCredentialCheck } from '../lib/use-credential-check';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';

/** 'Forgot your password?': asks for the e-mail and says a link is on its way (whoever asks). */
export function ResetRequestForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = useCredentialCheck();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = await check('resetRequest', { email });
    if (!checked) return;
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setAlert('');
    setPending(true);
    try {
      setSent((await requestPasswordReset(checked.data.email)).message);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setAlert(formError(error));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary-text" />
        <p role="status">{sent}</p>
        <Button variant="outline" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Reset password">
      <FormAlert message={alert} />
      <FormField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
