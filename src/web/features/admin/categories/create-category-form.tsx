import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { Field } from '../settings/components/form-pieces';
import { useCreateCategory } from './categories-api';
import { categoryFormSchema } from './category-form-schema';

const EMPTY = { name: '', description: '' };

/** A new category: a name (unique in any case) and an optional description. */
export function CreateCategoryForm() {
  const create = useCreateCategory();
  // Messages stay until the next try (the kit's default).
  const form = useZodForm(categoryFormSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (category) => {
        form.reset(EMPTY);
        toast({ title: 'Category added', description: `'${category.name}' is now in the category lists.` });
      },
      // A 409 (the name exists) is about the name too.
      onError: (error) => {
        if (!setServerErrors(error, form.setError)) form.setError('name', { type: 'server', message: bodyMessage(error) ?? error.message });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug tracking-tight">Add a category</h2>
        <CardDescription>It appears in the recipe filters and in the editor’s suggestions at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-start">
          <Field id="new-category-name" label="Name" error={errors.name?.message}>
            <Input {...form.register('name')} maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
          </Field>
          <Field id="new-category-description" label="Description (optional)" error={errors.description?.message}>
            <Input {...form.register('description')} maxLength={CATEGORY_DESCRIPTION_MAX} autoComplete="off" />
          </Field>
          <Button type="submit" className="md:mt-7" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add category'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
