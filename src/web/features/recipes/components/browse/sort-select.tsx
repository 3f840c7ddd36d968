import type { RecipeSort } from '../../../../../contracts/recipe';
import { NativeSelect } from '../../../../components/ui/native-select';

const SORT_LABELS: Record<RecipeSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  quickest: 'Quickest',
  calories: 'Fewest calories',
  protein: 'Most protein',
};

export interface SortSelectProps {
  sort: RecipeSort | undefined;
  /** Best match is offered only for a search, and is then the default. */
  searching: boolean;
  onChange: (sort: RecipeSort | undefined) => void;
}

/** The order of the browse list (issue 19); the default order is left out of the address. */
export function SortSelect({ sort, searching, onChange }: SortSelectProps) {
  const fallback: RecipeSort = searching ? 'relevance' : 'newest';
  const value = sort === 'relevance' && !searching ? 'newest' : (sort ?? fallback);
  const choices = (Object.keys(SORT_LABELS) as RecipeSort[]).filter((choice) => searching || choice !== 'relevance');
  return (
    <label className="ml-auto flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
      Sort by
      <NativeSelect
        data-testid="browse-sort"
        value={value}
        onChange={(event) => {
          const chosen = event.target.value as RecipeSort;
          onChange(chosen === fallback ? undefined : chosen);
        }}
        className="h-9 w-auto pr-8 text-foreground"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {SORT_LABELS[choice]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
