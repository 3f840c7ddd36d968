import type { AdminCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { RecipeCount } from './recipe-count';

export type CategoryAction = 'edit' | 'merge' | 'delete';

/**
 * One row per category, in the public order. On small screens each row is a stacked card (the
 * header row is hidden and every cell carries its own label); from `md` up it is a normal table.
 */
export function CategoriesTable({ categories, onAction }: { categories: AdminCategory[]; onAction: (action: CategoryAction, category: AdminCategory) => void }) {
  const cell = 'flex items-center justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-middle';
  const label = 'text-xs text-muted-foreground md:hidden';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Categories in the order the public lists show them, with how many recipes use each</caption>
      <thead className="hidden border-b border-border text-left text-xs text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">Category</th>
          <th scope="col" className="px-3 py-2 font-medium">Recipes</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-border">
        {categories.map((category) => (
          <tr key={category.id} className="block rounded-2xl border border-border bg-card p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-muted/50">
            <th scope="row" className="block pb-1 text-left font-normal md:table-cell md:px-3 md:py-3">
              <span className="block break-words font-semibold">{category.name}</span>
              {category.description && <span className="block break-words text-xs text-muted-foreground">{category.description}</span>}
            </th>
            <td className={cell}>
              <span className={label}>Recipes</span>
              <RecipeCount name={category.name} count={category.recipeCount} />
            </td>
            <td className="flex flex-wrap gap-2 pt-2 md:table-cell md:px-3 md:py-3 md:text-right">
              <span className="flex flex-wrap gap-2 md:justify-end">
                <Button size="sm" variant="outline" aria-label={`Edit ${category.name}`} onClick={() => onAction('edit', category)}>
                  Edit
                </Button>
                <Button size="sm" variant="outline" aria-label={`Merge ${category.name}`} onClick={() => onAction('merge', category)}>
                  Merge
                </Button>
                <Button size="sm" variant="ghost" className="text-destructive" aria-label={`Delete ${category.name}`} onClick={() => onAction('delete', category)}>
                  Delete
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
