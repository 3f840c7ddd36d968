import type { UnlistedCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useCreateCategory } from './categories-api';
import { RecipeCount } from './recipe-count';

/** Names members filed recipes under that are not categories (the editor takes any name); one click lists one. */
export function UnlistedCategories({ items, total }: { items: UnlistedCategory[]; total: number }) {
  const create = useCreateCategory();
  const add = (name: string) =>
    create.mutate(
      { name },
      {
        onSuccess: (category) => toast({ title: 'Category added', description: `‘${category.name}’ is now in the category lists.` }),
        onError: (error) => toast({ title: 'The category was not added', description: bodyMessage(error) ?? error.message, variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="unlisted-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="unlisted-title" className="text-xl font-semibold">In use but not listed</h2>
        <p className="text-sm text-muted-foreground">
          Members can file a recipe under any name. These names are on recipes but not in the category list; add one to offer it in the filters and the editor.
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every name on a recipe is a listed category.</p>
      ) : (
        <ul className="divide-y divide-border rounded-2xl border border-border bg-card" aria-label="Names in use but not listed">
          {items.map((item) => (
            <li key={item.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <span className="min-w-0 break-words font-medium">{item.name}</span>
              <span className="flex items-center gap-3">
                <RecipeCount name={item.name} count={item.recipeCount} />
                <Button size="sm" variant="outline" aria-label={`Add ${item.name}`} disabled={create.isPending} onClick={() => add(item.name)}>
                  Add
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length && <p className="text-xs text-muted-foreground">Showing the {items.length} most used of {total} names.</p>}
    </section>
  );
}
