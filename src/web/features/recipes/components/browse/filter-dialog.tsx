import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { useCategories, useTags, type NamedItem } from '../../api/categories';
import type { RecipeListFilters } from '../../api/recipe-list';

/** The Select value for 'no filter' (Radix Select items cannot have an empty value). */
const ALL = 'all';

/**
 * The option names, plus the current value when the list does not have it (an old link, or the
 * list still loading), matched case-insensitively because filters are.
 */
function optionsWith(items: NamedItem[] | undefined, current: string | undefined): string[] {
  const names = Array.isArray(items) ? items.map((item) => item.name) : [];
  if (current && !names.some((name) => name.toLowerCase() === current.toLowerCase())) names.unshift(current);
  return names;
}

function selectValue(options: string[], current: string | undefined): string {
  if (!current) return ALL;
  return options.find((name) => name.toLowerCase() === current.toLowerCase()) ?? current;
}

export interface FilterDialogProps {
  filters: RecipeListFilters;
  onApply: (changes: Pick<RecipeListFilters, 'category' | 'tag'>) => void;
  onClear: () => void;
}

/** The Filters button and its 'Filter Recipes' dialog with the Category and Tag selects. */
export function FilterDialog({ filters, onApply, onClear }: FilterDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState(ALL);
  const [tag, setTag] = useState(ALL);
  const categories = useCategories();
  const tags = useTags();
  const categoryOptions = optionsWith(categories.data, filters.category);
  const tagOptions = optionsWith(tags.data, filters.tag);
  const activeCount = (filters.category ? 1 : 0) + (filters.tag ? 1 : 0);

  function onOpenChange(next: boolean) {
    if (next) {
      // Start from what the list currently shows.
      setCategory(filters.category ?? ALL);
      setTag(filters.tag ?? ALL);
    }
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11 shrink-0 px-3.5 sm:px-5">
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
      </DialogTrigger>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogHeader>
          <DialogTitle>Filter Recipes</DialogTitle>
          <DialogDescription id={`${id}-description`}>
            Show only recipes in one category, with one tag, or both.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 py-1 sm:grid-cols-2">
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            allLabel="All Categories"
            options={categoryOptions}
            value={category}
            onChange={setCategory}
          />
          <FilterSelect id={`${id}-tag`} label="Tag" allLabel="All Tags" options={tagOptions} value={tag} onChange={setTag} />
        </div>
        <DialogFooter className="pt-2">
          <Button
            variant="outline"
            onClick={() => {
              setOpen(false);
              onClear();
            }}
          >
            Clear Filters
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              onApply({ category: category === ALL ? undefined : category, tag: tag === ALL ? undefined : tag });
            }}
          >
            Apply Filters
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One labelled select whose first option ('All …') means no filter. */
function FilterSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={selectValue(props.options, props.value === ALL ? undefined : props.value)} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} className="h-11">
          <SelectValue placeholder={props.allLabel} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{props.allLabel}</SelectItem>
          {props.options.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
