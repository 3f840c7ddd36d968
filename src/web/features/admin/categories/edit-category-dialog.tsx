import { useState, type FormEvent } from 'react';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, type AdminCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { Field, Textarea } from '../settings/components/form-pieces';
import { useUpdateCategory } from './categories-api';
import { recipesText } from './recipe-count';

/**
 * Renames and describes a category. A new name replaces the old one on every recipe that uses
 * it; a name another category has is refused by the server, which points to merging instead.
 */
export function EditCategoryDialog({
  category,
  categories,
  onClose,
  onMergeInto,
}: {
  category: AdminCategory;
  categories: AdminCategory[];
  onClose: () => void;
  /** Opens the merge dialog with this target chosen. */
  onMergeInto: (targetId: number) => void;
}) {
  const update = useUpdateCategory(category.id);
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const trimmed = name.trim();
  const renaming = trimmed !== '' && trimmed !== category.name;
  // The category whose name this would take: merging is how two categories become one.
  const clash = categories.find((other) => other.id !== category.id && other.name.toLowerCase() === trimmed.toLowerCase());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === '') {
      setErrors({ name: 'Enter a name for the category' });
      return;
    }
    setErrors({});
    update.mutate(
      { name: trimmed, description: description.trim() },
      {
        onSuccess: (result) => {
          onClose();
          toast({
            title: 'Category saved',
            description: result.recipesUpdated > 0 ? `${recipesText(result.recipesUpdated)} now ${result.recipesUpdated === 1 ? 'uses' : 'use'} ‘${result.category.name}’.` : `‘${result.category.name}’ is saved.`,
          });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else if (isApiError(error) && error.status === 409) setErrors({ name: bodyMessage(error) ?? error.message });
          else setErrors({ form: bodyMessage(error) ?? error.message });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit ‘{category.name}’</DialogTitle>
            <DialogDescription>
              {category.recipeCount > 0
                ? `A new name replaces ‘${category.name}’ on the ${recipesText(category.recipeCount)} that use it, private ones included.`
                : 'No recipe uses this category yet.'}
            </DialogDescription>
          </DialogHeader>
          <Field id="edit-category-name" label="Name" error={errors.name}>
            <Input value={name} maxLength={CATEGORY_NAME_MAX} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          </Field>
          {clash && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
              <span>‘{clash.name}’ is another category.</span>
              <Button size="sm" variant="outline" onClick={() => onMergeInto(clash.id)}>
                Merge into ‘{clash.name}’ instead
              </Button>
            </div>
          )}
          <Field id="edit-category-description" label="Description (optional)" error={errors.description}>
            <Textarea value={description} maxLength={CATEGORY_DESCRIPTION_MAX} rows={3} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : renaming && category.recipeCount > 0 ? `Rename on ${recipesText(category.recipeCount)}` : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
