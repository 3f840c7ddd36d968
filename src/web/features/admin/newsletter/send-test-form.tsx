import { campaignTestInputSchema } from '../../../../contracts/newsletter-admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useSendTest } from './api';

/**
 * A test e-mail of a draft to one address. `beforeSend` saves unsaved edits first and says whether
 * the draft is ready; the browser checks the address as before (required, an e-mail), then the
 * shared contract.
 */
export function SendTestForm({ campaignId, beforeSend }: { campaignId: number; beforeSend: () => Promise<boolean> }) {
  const sendTest = useSendTest();
  const form = useZodForm(campaignTestInputSchema, { defaultValues: { to: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ to }) => {
    if (!(await beforeSend())) return;
    sendTest.mutate(
      { id: campaignId, to },
      {
        onSuccess: (r) => toast({ title: r.message }),
        onError: (err) => {
          setServerErrors(err, form.setError);
          toast({ title: 'The test e-mail was not sent', description: err.message, variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1.5">
        <Label htmlFor="campaign-test-to">Send a test to</Label>
        <Input
          id="campaign-test-to"
          type="email"
          required
          {...form.register('to')}
          placeholder="you@example.com"
          className="w-64"
          aria-invalid={errors.to ? true : undefined}
        />
        {errors.to ? <p className="text-sm text-destructive">{errors.to.message}</p> : null}
      </div>
      <Button type="submit" variant="outline" disabled={sendTest.isPending}>
        Send test
      </Button>
    </form>
  );
}
