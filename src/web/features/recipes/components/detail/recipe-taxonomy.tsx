import { Link } from '../../../../lib/router';
import type { Recipe } from '../../../../../contracts/recipe';
import { Badge } from '../../../../components/ui/badge';
import { recipesHref } from '../../../../lib/format';
import { cn } from '../../../../lib/utils';

/** Categories and tags (links to the filtered list) and dietary attributes (not links). */
export function RecipeTaxonomy({
  recipe,
  className,
}: {
  recipe: Pick<Recipe, 'categories' | 'tags' | 'dietaryAttributes'>;
  className?: string;
}) {
  const groups = [
    { title: 'Categories', items: recipe.categories, filter: 'category' as const },
    { title: 'Tags', items: recipe.tags, filter: 'tag' as const },
    { title: 'Dietary Attributes', items: recipe.dietaryAttributes, filter: null },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={cn('grid content-start gap-6 sm:grid-cols-3', className)}>
      {groups.map((group) => (
        <div key={group.title} className="space-y-2">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{group.title}</h2>
          <ul className="flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item}>
                {group.filter ? (
                  <Badge asChild variant={group.filter === 'category' ? 'soft' : 'outline'} className="px-3 py-1 text-sm">
                    <Link to={recipesHref(group.filter, item)}>{item}</Link>
                  </Badge>
                ) : (
                  <Badge variant="secondary" className="px-3 py-1 text-sm">
                    {item}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
