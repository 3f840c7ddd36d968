import { useId, useState } from 'react';
import { z } from 'zod';
import { AISLE_LABELS, SHOPPING_LIST_LIMITS } from '../../../../contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAddShoppingItem } from '../api/shopping-list';
import { failureText } from '../lib/messages';

const addItemSchema = z.object({
  name: z.string().trim().min(1, 'Write what to buy').max(SHOPPING_LIST_LIMITS.nameLength, `An item is at most ${SHOPPING_LIST_LIMITS.nameLength} characters`),
});

/** An item written in ("kitchen roll", "2 lemons"); the server puts it in the aisle its food belongs to. */
export function AddItemForm() {
  const id = useId();
  const add = useAddShoppingItem();
  const [failure, setFailure] = useState('');
  const [added, setAdded] = useState('');
  const form = useZodForm(addItemSchema, { defaultValues: { name: '' }, onEdit: 'clear' });
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    setFailure('');
    setAdded('');
    add.mutate(values, {
      onSuccess: (item) => {
        form.reset({ name: '' });
        form.setFocus('name');
        setAdded(`Added ${item.name} to ${AISLE_LABELS[item.aisle]}.`);
      },
      onError: (cause) => {
        if (!setServerErrors(cause, form.setError, { focus: true })) setFailure(failureText(cause));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add an item" data-print-hide="" className="grid gap-2">
      <Label htmlFor={`${id}-name`}>Add an item</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-name`}
          placeholder="Kitchen roll, 2 lemons…"
          autoComplete="off"
          maxLength={SHOPPING_LIST_LIMITS.nameLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          {...form.register('name')}
        />
        <Button type="submit" disabled={add.isPending}>
          Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-name-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {added}
      </p>
      <FormAlert message={failure} />
    </form>
  );
}
