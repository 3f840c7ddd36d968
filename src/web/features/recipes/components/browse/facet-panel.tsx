import { useId } from 'react';
import type { RecipeFacetsAnswer } from '../../../../../contracts/recipe';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCategories, type NamedItem } from '../../api/categories';
import { useRecipeFacets } from '../../api/recipe-facets';
import { useRecipeList, type RecipeListFilters } from '../../api/recipe-list';
import { figureText, keyText } from './filter-text';

type Group = Exclude<keyof RecipeFacetsAnswer, 'total'>;
type Choice = { value: string; label: string; count: number };

/** The rows, in the order a health-conscious cook narrows a list: what they eat, how long, how light. */
const ROWS: { group: Group; label: string }[] = [
  { group: 'diet', label: 'Diet' },
  { group: 'maxMinutes', label: 'Ready in' },
  { group: 'maxCalories', label: 'Calories' },
  { group: 'minProtein', label: 'Protein' },
  { group: 'category', label: 'Category' },
  { group: 'tag', label: 'Tag' },
];
/** Tags offered at most (the commonest); a chosen one is always shown. */
const TAGS_SHOWN = 8;

function choicesOf(group: Group, facets: RecipeFacetsAnswer, chosen: string | undefined, categories: NamedItem[] | undefined): Choice[] {
  if (group === 'maxMinutes' || group === 'maxCalories' || group === 'minProtein') {
    return facets[group].map(({ value, count }) => ({ value: String(value), label: figureText(group, value), count }));
  }
  const named = (key: string) => categories?.find((c) => c.name.toLowerCase() === key)?.name;
  const all = facets[group].map(({ value, count }) => ({ value, label: group === 'category' ? (named(value) ?? keyText(value)) : group === 'diet' ? keyText(value) : value, count }));
  const shown = group === 'tag' ? all.slice(0, TAGS_SHOWN) : all;
  const chosenChoice = all.find((c) => c.value === chosen?.toLowerCase());
  return chosenChoice && !shown.includes(chosenChoice) ? [...shown, chosenChoice] : shown;
}

export interface FacetPanelProps {
  filters: RecipeListFilters;
  onChange: (changes: Partial<RecipeListFilters>) => void;
}

/**
 * Facets with counts (issue 19): each value of each group with the number of recipes choosing it
 * would show, the list's other filters kept. Choosing a value sets its filter in the address;
 * choosing it again takes it off. The rows keep their place while counts load.
 */
export function FacetPanel({ filters, onChange }: FacetPanelProps) {
  const id = useId();
  const list = useRecipeList(filters);
  const correctedSearch = list.data?.pages[0]?.correctedSearch;
  const facets = useRecipeFacets(filters, correctedSearch ?? filters.search);
  const categories = useCategories();
  return (
    <section aria-label="Refine results" data-testid="facet-panel" className="grid gap-2 rounded-xl border border-border bg-card/60 p-3 sm:p-4">
      {ROWS.map(({ group, label }) => {
        const chosen = filters[group];
        const choices = facets.data ? choicesOf(group, facets.data, chosen, categories.data).filter((c) => c.count > 0 || c.value === chosen?.toLowerCase()) : null;
        return (
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="flex min-h-9 min-w-0 items-center gap-3">
            <span id={`${id}-${group}`} className="w-20 shrink-0 text-sm font-medium text-muted-foreground">
              {label}
            </span>
            {/* Positioned, so the chips' visually hidden words scroll with them instead of widening the page. */}
            <ul className="relative -my-1 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 sm:flex-wrap sm:overflow-visible">
              {choices === null ? (
                <li>
                  <Skeleton className="h-8 w-40 rounded-full" />
                </li>
              ) : choices.length === 0 ? (
                <li className="text-sm text-muted-foreground">None in this list</li>
              ) : (
                choices.map((choice) => {
                  const pressed = choice.value === chosen?.toLowerCase();
                  return (
                    <li key={choice.value} className="shrink-0">
                      <button
                        type="button"
                        aria-pressed={pressed}
                        onClick={() => onChange({ [group]: pressed ? undefined : choice.value })}
                        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border bg-background px-3 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                      >
                        {choice.label}{' '}
                        <span className="tabular-nums text-xs opacity-75">
                          {choice.count}
                          <span className="sr-only"> recipes</span>
                        </span>
                      </button>
                    </li>
                  );
                })
              )}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
