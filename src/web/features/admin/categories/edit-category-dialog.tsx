import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, type AdminCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { Field, Textarea } from '../settings/components/form-pieces';
import { useUpdateCategory } from './categories-api';
import { categoryFormSchema } from './category-form-schema';
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
  // Messages stay until the next try (the kit's default).
  const form = useZodForm(categoryFormSchema, { defaultValues: { name: category.name, description: category.description ?? '' } });
  const { errors } = form.formState;
  const trimmed = form.watch('name').trim();
  const renaming = trimmed !== '' && trimmed !== category.name;
  // The category whose name this would take: merging is how two categories become one.
  const clash = categories.find((other) => other.id !== category.id && other.name.toLowerCase() === trimmed.toLowerCase());

  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (result) => {
        onClose();
        toast({
          title: 'Category saved',
          description: result.recipesUpdated > 0 ? `${recipesText(result.recipesUpdated)} now ${result.recipesUpdated === 1 ? 'uses' : 'use'} ‘${result.category.name}’.` : `‘${result.category.name}’ is saved.`,
        });
      },
      onError: (error) => {
        if (setServerErrors(error, form.setError)) return;
        const message = bodyMessage(error) ?? error.message;
        // A 409 is the name clashing; anything else is about the whole form.
        form.setError(isApiError(error) && error.status === 409 ? 'name' : 'root', { type: 'server', message });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit ‘{category.name}’</DialogTitle>
            <DialogDescription>
              {category.recipeCount > 0
                ? `A new name replaces ‘${category.name}’ on the ${recipesText(category.recipeCount)} that use it, private ones included.`
                : 'No recipe uses this category yet.'}
            </DialogDescription>
          </DialogHeader>
          <Field id="edit-category-name" label="Name" error={errors.name?.message}>
            <Input {...form.register('name')} maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
          </Field>
          {clash && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
              <span>‘{clash.name}’ is another category.</span>
              <Button size="sm" variant="outline" onClick={() => onMergeInto(clash.id)}>
                Merge into ‘{clash.name}’ instead
              </Button>
            </div>
          )}
          <Field id="edit-category-description" label="Description (optional)" error={errors.description?.message}>
            <Textarea {...form.register('description')} maxLength={CATEGORY_DESCRIPTION_MAX} rows={3} />
          </Field>
          {errors.root && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
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
