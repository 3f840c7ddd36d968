import { X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { RecipeListFilters } from '../../api/recipe-list';
import type { BrowseFilterKey } from './use-browse-filters';
import { filterText } from './filter-text';

type ChipKey = Exclude<BrowseFilterKey, 'sort'>;
/** The order is not a filter: it has its own control (SortSelect), not a chip. */
const CHIP_LABELS: Record<ChipKey, string> = {
  category: 'Category',
  tag: 'Tag',
  diet: 'Diet',
  with: 'With',
  without: 'Without',
  maxMinutes: 'Ready in',
  maxCalories: 'Calories',
  minProtein: 'Protein',
  search: 'Search',
};
const CHIP_ORDER: ChipKey[] = ['category', 'tag', 'diet', 'with', 'without', 'maxMinutes', 'maxCalories', 'minProtein', 'search'];

export interface ActiveFilterChipsProps {
  filters: RecipeListFilters;
  onRemove: (key: ChipKey) => void;
  onClearAll: () => void;
}

/** One removable chip per active filter, and 'Clear all'. Nothing when no filter is set. */
export function ActiveFilterChips({ filters, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const active = CHIP_ORDER.flatMap((key) => {
    const value = filters[key];
    return value ? [{ key, value: filterText(key, value) }] : [];
  });
  if (active.length === 0) return null;

  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      <ul className="flex max-w-full flex-wrap gap-2">
        {active.map(({ key, value }) => (
          <li key={key} className="max-w-full">
            <button
              type="button"
              data-testid={`filter-chip-${key}`}
              aria-label={`Remove ${CHIP_LABELS[key].toLowerCase()} filter: ${value}`}
              onClick={() => onRemove(key)}
              className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-primary/30 bg-primary-soft pl-3.5 pr-2 text-sm text-primary-text transition-colors hover:bg-primary-soft/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span className="truncate">
                {CHIP_LABELS[key]}: <span className="font-semibold">{value}</span>
              </span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClearAll} className="px-2">
        Clear all
      </Button>
    </div>
  );
}
