import { useState } from 'react';
import { z } from 'zod';
import { planDate } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useCopyPlanDays } from '../api/meal-plan';
import { addDays, longDayLabel, shortDayLabel } from '../lib/week';

const copyFormSchema = z.object({ to: planDate('Choose a day') });

/** 'Copy day': everything planned on one day, added to another (the next day to begin with). */
export function CopyDayDialog({ from, open, onOpenChange }: { from: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useReturnFocus();
  const copy = useCopyPlanDays();
  const [failure, setFailure] = useState('');
  const form = useZodForm(copyFormSchema, { defaultValues: { to: addDays(from, 1) }, onEdit: 'clear' });

  const onSubmit = form.handleSubmit(({ to }) => {
    setFailure('');
    copy.mutate(
      { from, to, days: 1 },
      {
        onSuccess: ({ copied }) => {
          onOpenChange(false);
          toast({ title: 'Day copied', description: `${copied} ${copied === 1 ? 'entry' : 'entries'} added to ${shortDayLabel(to)}.` });
        },
        onError: (error) => {
          if (!setServerErrors(error, form.setError, { focus: true })) setFailure(bodyMessage(error) ?? 'The day could not be copied. Please try again.');
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Copy day</DialogTitle>
          <DialogDescription>Add everything planned on {longDayLabel(from)} to another day.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField id="copy-day-to" type="date" label="Copy to" error={form.formState.errors.to?.message} {...form.register('to')} />
          <FormAlert message={failure} />
          <DialogFooter>
            <Button type="submit" disabled={copy.isPending}>
              Copy
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
