import { ListStatus } from '../components/list-status';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { AdminRecipeRow } from '../../../../contracts/admin-recipes';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page';
import { bodyMessage } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../settings';
import { toast } from '../../../lib/use-toast';
import { DeleteRecipeDialog } from '../../my-recipes';
import { filtersFromParams, filtersToParams, hasFilters, NO_FILTERS } from './recipe-filters';
import { RecipeFiltersForm } from './recipe-filters-form';
import { recipeRemoved, useAdminRecipes, useSetFeatured } from './recipes-api';
import { RecipesTable } from './recipes-table';

/** /admin/recipes: every recipe, private ones too; find, feature, edit or delete. */
export function AdminRecipesPage() {
  useDocumentTitle('Recipes · Admin');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const deferred = useDeferredValue(filters);
  // Trimmed as sent, so a trailing space does not fetch the same list again.
  const applied = useMemo(() => filtersFromParams(filtersToParams(deferred)), [deferred]);
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = useAdminRecipes(applied);
  const recipes = data?.pages.flatMap((p) => p.items) ?? [];
  const feature = useSetFeatured();
  const [deleting, setDeleting] = useState<AdminRecipeRow | null>(null);
  const search = useRef<HTMLInputElement>(null);

  // The address follows the filters, so Back from a recipe (or the editor) shows the same list.
  useEffect(() => {
    const next = filtersToParams(applied);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [applied, params, setParams]);

  const onFeature = (recipe: AdminRecipeRow, featured: boolean) =>
    feature.mutate(
      { id: recipe.id, featured },
      {
        onSuccess: () =>
          toast(
            featured
              ? { title: 'Recipe featured', description: `“${recipe.title}” now shows on the home page.` }
              : { title: 'Recipe unfeatured', description: `“${recipe.title}” no longer shows on the home page.` },
          ),
        onError: (err) => toast({ variant: 'destructive', title: featured ? 'Feature Failed' : 'Unfeature Failed', description: bodyMessage(err) ?? err.message }),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Admin"
        title="Recipes"
        description="Every recipe, private ones too. Only public recipes can be featured: the home page shows featured recipes to everyone."
      />
      <RecipeFiltersForm filters={filters} onChange={setFilters} searchRef={search} />
      <ListStatus what="recipes" isPending={isPending} error={error} onRetry={() => void refetch()} rowClassName="h-16" />
      {data && recipes.length === 0 && (
        <div className="space-y-3 rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="font-medium">No recipes match.</p>
          {hasFilters(filters) && (
            <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </div>
      )}
      {recipes.length > 0 && (
        <RecipesTable
          recipes={recipes}
          featuringId={feature.isPending ? feature.variables.id : null}
          onFeature={onFeature}
          onDelete={setDeleting}
        />
      )}
      {hasNextPage && (
        <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      <DeleteRecipeDialog
        recipe={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => search.current?.focus()}
        onRemoved={(id) => recipeRemoved(client, id)}
      />
    </div>
  );
}
