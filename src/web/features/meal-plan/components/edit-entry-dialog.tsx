import { useState, type ReactNode } from 'react';
import type { MealPlanEntry, MealPlanEntryUpdate } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { bodyMessage } from '../../../lib/field-errors';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useUpdatePlanEntry } from '../api/meal-plan';
import { entryName } from '../lib/entry-name';
import { AmountFields, PlaceFields, placeFormSchema, recipeEntryFormSchema } from './entry-fields';

export interface EditEntryDialogProps {
  entry: MealPlanEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sends a change and closes; a refusal naming a field goes under it, anything else above the buttons. */
function useChange(entry: MealPlanEntry, close: () => void) {
  const update = useUpdatePlanEntry();
  const [failure, setFailure] = useState('');
  /** `showFieldErrors` puts a refusal's field messages under the form's fields, answering whether any. */
  const send = (change: MealPlanEntryUpdate, showFieldErrors: (error: unknown) => boolean) => {
    setFailure('');
    update.mutate(
      { id: entry.id, ...change },
      {
        onSuccess: close,
        onError: (error) => {
          if (!showFieldErrors(error)) setFailure(bodyMessage(error) ?? 'The entry could not be changed. Please try again.');
        },
      },
    );
  };
  return { send, failure, pending: update.isPending };
}

function Footer({ failure, pending }: { failure: string; pending: boolean }) {
  return (
    <>
      <FormAlert message={failure} />
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          Save changes
        </Button>
      </DialogFooter>
    </>
  );
}

function RecipeEntryForm({ entry, close }: { entry: MealPlanEntry; close: () => void }) {
  const change = useChange(entry, close);
  const form = useZodForm(recipeEntryFormSchema, {
    defaultValues: { date: entry.date, meal: entry.meal, servings: String(entry.servings), portions: String(entry.portions) },
    onEdit: 'clear',
  });
  const onSubmit = form.handleSubmit((values) => change.send(values, (error) => setServerErrors(error, form.setError, { focus: true })));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PlaceFields register={form.register} errors={form.formState.errors} />
      <AmountFields register={form.register} errors={form.formState.errors} />
      <Footer failure={change.failure} pending={change.pending} />
    </form>
  );
}

function NoteEntryForm({ entry, close }: { entry: MealPlanEntry; close: () => void }) {
  const change = useChange(entry, close);
  const form = useZodForm(placeFormSchema, { defaultValues: { date: entry.date, meal: entry.meal }, onEdit: 'clear' });
  const onSubmit = form.handleSubmit((values) => change.send(values, (error) => setServerErrors(error, form.setError, { focus: true })));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PlaceFields register={form.register} errors={form.formState.errors} />
      <Footer failure={change.failure} pending={change.pending} />
    </form>
  );
}

/**
 * Moves an entry to another day or meal, and changes a recipe's counts: the keyboard's way to do
 * what dragging does on a wide screen, and the only way on a phone.
 */
export function EditEntryDialog({ entry, open, onOpenChange }: EditEntryDialogProps): ReactNode {
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Move or change</DialogTitle>
          <DialogDescription>{entryName(entry)}</DialogDescription>
        </DialogHeader>
        {entry.servings !== null ? <RecipeEntryForm entry={entry} close={close} /> : <NoteEntryForm entry={entry} close={close} />}
      </DialogContent>
    </Dialog>
  );
}
