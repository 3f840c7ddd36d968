import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { lazyNamed, MountWhenOpened } from '../../../../lib/lazy';
import type { RecipeListFilters } from '../../api/recipe-list';
import type { DialogFilters } from './filter-dialog';

const FilterDialog = lazyNamed(() => import('./filter-dialog'), 'FilterDialog');

export interface FiltersButtonProps {
  filters: RecipeListFilters;
  onApply: (changes: DialogFilters) => void;
  onClear: () => void;
}

/** The Filters button with its active-filter count; the dialog's code loads on the first click. */
export function FiltersButton({ filters, onApply, onClear }: FiltersButtonProps) {
  const [open, setOpen] = useState(false);
  const activeCount = (['category', 'tag', 'with', 'without'] as const).filter((key) => filters[key]).length;

  return (
    <>
      <Button
        variant="outline"
        className="h-11 shrink-0 px-3.5 sm:px-5"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {/* Icon only on phones, so the search box keeps its room; the name stays 'Filters'. */}
        <span className="sr-only sm:not-sr-only">Filters</span>
        {activeCount > 0 ? (
          <span className="flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      <MountWhenOpened open={open}>
        <FilterDialog open={open} onOpenChange={setOpen} filters={filters} onApply={onApply} onClear={onClear} />
      </MountWhenOpened>
    </>
  );
}
