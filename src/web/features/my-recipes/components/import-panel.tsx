import { useState, type FormEvent } from 'react';
import { Link2, LoaderCircle } from 'lucide-react';
import { recipeImportRequestSchema, type RecipeImport } from '../../../../contracts/recipe-input';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/use-toast';
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importRecipe = useImportRecipe();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importRecipe.isPending) return;
    const checked = recipeImportRequestSchema.safeParse({ url });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    importRecipe.mutate(checked.data.url, {
      onSuccess: (imported) => {
        onImported(imported);
        toast({ title: 'Recipe imported: review it and save', description: 'Nothing is saved until you choose Save Recipe.' });
      },
      onError: (failure) => {
        setError(importErrorMessage(failure));
        document.getElementById(ID)?.focus();
      },
    });
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
            id={ID}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            autoFocus={autoFocus}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
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
