import { useState, type FormEvent } from 'react';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { Field } from '../settings/components/form-pieces';
import { useCreateCategory } from './categories-api';

/** A new category: a name (unique in any case) and an optional description. */
export function CreateCategoryForm() {
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ name: 'Enter a name for the category' });
      return;
    }
    setErrors({});
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (category) => {
          setName('');
          setDescription('');
          toast({ title: 'Category added', description: `'${category.name}' is now in the category lists.` });
        },
        // A 409 (the name exists) is about the name too.
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(Object.keys(fields).length > 0 ? fields : { name: bodyMessage(error) ?? error.message });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug tracking-tight">Add a category</h2>
        <CardDescription>It appears in the recipe filters and in the editor’s suggestions at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-start">
          <Field id="new-category-name" label="Name" error={errors.name}>
            <Input value={name} maxLength={CATEGORY_NAME_MAX} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="new-category-description" label="Description (optional)" error={errors.description}>
            <Input value={description} maxLength={CATEGORY_DESCRIPTION_MAX} autoComplete="off" onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Button type="submit" className="md:mt-7" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add category'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
