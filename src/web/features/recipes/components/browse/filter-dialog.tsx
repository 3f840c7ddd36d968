import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: RecipeListFilters;
  onApply: (changes: DialogFilters) => void;
  onClear: () => void;
}

/** What the dialog sets. */
export type DialogFilters = Pick<RecipeListFilters, 'category' | 'tag' | 'with' | 'without'>;

/** The 'Filter Recipes' dialog: the Category and Tag selects, and the ingredients to have or avoid (opened by FiltersButton). */
export function FilterDialog({ open, onOpenChange, filters, onApply, onClear }: FilterDialogProps) {
  const id = useId();
  const [category, setCategory] = useState(filters.category ?? ALL);
  const [tag, setTag] = useState(filters.tag ?? ALL);
  const [wanted, setWanted] = useState(filters.with ?? '');
  const [avoided, setAvoided] = useState(filters.without ?? '');
  const [wasOpen, setWasOpen] = useState(open);
  const categories = useCategories();
  const tags = useTags();
  const categoryOptions = optionsWith(categories.data, filters.category);
  const tagOptions = optionsWith(tags.data, filters.tag);

  // Each opening starts from what the list currently shows.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCategory(filters.category ?? ALL);
      setTag(filters.tag ?? ALL);
      setWanted(filters.with ?? '');
      setAvoided(filters.without ?? '');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogHeader>
          <DialogTitle>Filter Recipes</DialogTitle>
          <DialogDescription id={`${id}-description`}>
            Show only recipes in one category, with one tag, or with the ingredients you have and none you avoid.
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
          <IngredientsField id={`${id}-with`} label="With ingredients" hint="Every one of them, e.g. chicken, spinach" value={wanted} onChange={setWanted} />
          <IngredientsField id={`${id}-without`} label="Without ingredients" hint="None of them, e.g. nuts, mushrooms" value={avoided} onChange={setAvoided} />
        </div>
        <DialogFooter className="pt-2">
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onClear();
            }}
          >
            Clear Filters
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onApply({ category: category === ALL ? undefined : category, tag: tag === ALL ? undefined : tag, with: wanted, without: avoided });
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

/** A free-text list of ingredient names, separated by commas. */
function IngredientsField(props: { id: string; label: string; hint: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={`${props.id}-hint`}
        maxLength={300}
        autoComplete="off"
        className="h-11"
      />
      <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
    </div>
  );
}
