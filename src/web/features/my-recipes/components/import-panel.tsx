import type { FormEvent } from 'react';
import { Link2, LoaderCircle } from 'lucide-react';
import { recipeImportRequestSchema, type RecipeImport } from '../../../../contracts/recipe-input';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/use-toast';
import { useZodForm } from '../../../lib/zod-form';
import { importErrorMessage, useImportRecipe } from '../api/import-recipe';

const ID = 'recipe-import-url';

export interface ImportPanelProps {
  /** The draft with where it came from and whether its servings need checking. */
  onImported: (imported: RecipeImport) => void;
  /** Put the cursor in the address field at once (opened from 'Import from a web address'). */
  autoFocus?: boolean;
}

/**
 * Reads a recipe from a web page into the editor for review. Its own form, beside the editor's:
 * nothing is saved until the member saves the recipe.
 */
export function ImportPanel({ onImported, autoFocus = false }: ImportPanelProps) {
  // The message stays until the next Import (the kit's default).
  const form = useZodForm(recipeImportRequestSchema, { defaultValues: { url: '' } });
  const error = form.formState.errors.url?.message;
  const importRecipe = useImportRecipe();

  const check = form.handleSubmit(({ url }) => {
    importRecipe.mutate(url, {
      onSuccess: (imported) => {
        onImported(imported);
        toast({ title: 'Recipe imported: review it and save', description: 'Nothing is saved until you choose Save Recipe.' });
      },
      // Whatever went wrong is said under the address: the page, the address or the server.
      onError: (failure) => form.setError('url', { type: 'server', message: importErrorMessage(failure) }, { shouldFocus: true }),
    });
  });
  // While one address is being read, Enter in the field neither sends nor checks it again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (importRecipe.isPending) event.preventDefault();
    else void check(event);
  };

  return (
    <Card className="p-4 sm:p-5">
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${ID}-title`} className="space-y-3">
        <div className="space-y-1">
          <h2 id={`${ID}-title`} className="flex items-center gap-2 text-lg font-semibold">
            <Link2 aria-hidden="true" className="size-5 text-primary-text" />
            Import from a web address
          </h2>
          <p className="text-sm text-muted-foreground">We read the recipe from the page and fill in the form below for you to review.</p>
        </div>
        <Label htmlFor={ID}>Recipe web address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            {...form.register('url')}
            id={ID}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ID}-error` : undefined}
          />
          <Button type="submit" size="lg" className="h-11" disabled={importRecipe.isPending}>
            {importRecipe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {importRecipe.isPending ? 'Importing...' : 'Import'}
          </Button>
        </div>
        {error ? (
          <p id={`${ID}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
