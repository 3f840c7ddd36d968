import type { Ref } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useCategories } from '../../recipes';
import type { RecipeFilters } from './recipe-filters';

/** The selects' "no filter" value (a select item cannot have an empty one). */
const ANY = 'all';

export interface RecipeFiltersFormProps {
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search, category, author, privacy and featured: every one set must hold. */
export function RecipeFiltersForm({ filters, onChange, searchRef }: RecipeFiltersFormProps) {
  const categories = useCategories();
  const set = <K extends keyof RecipeFilters>(key: K, value: RecipeFilters[K]) => onChange({ ...filters, [key]: value });
  const names = categories.data?.map((c) => c.name) ?? [];
  // A category from the address that is no longer in the list still shows as chosen.
  if (filters.category && !names.some((n) => n.toLowerCase() === filters.category.toLowerCase())) names.push(filters.category);

  return (
    <form
      role="search"
      aria-label="Filter recipes"
      className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="col-span-2 space-y-1 xl:col-span-1">
        <Label htmlFor="recipes-search">Search</Label>
        <Input
          ref={searchRef}
          id="recipes-search"
          type="search"
          placeholder="Title, description, tag or category"
          value={filters.q}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="recipes-category">Category</Label>
        <Select value={filters.category || ANY} onValueChange={(v) => set('category', v === ANY ? '' : v)}>
          <SelectTrigger id="recipes-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All categories</SelectItem>
            {names.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="recipes-author">Author</Label>
        <Input id="recipes-author" type="search" placeholder="Username" autoComplete="off" value={filters.author} onChange={(e) => set('author', e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="recipes-privacy">Privacy</Label>
        <Select value={filters.privacy} onValueChange={(v) => set('privacy', v as RecipeFilters['privacy'])}>
          <SelectTrigger id="recipes-privacy">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            <SelectItem value="public">Public</SelectItem>
            <SelectItem value="private">Private</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="recipes-featured">Featured</Label>
        <Select value={filters.featured || ANY} onValueChange={(v) => set('featured', v === ANY ? '' : (v as RecipeFilters['featured']))}>
          <SelectTrigger id="recipes-featured">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All</SelectItem>
            <SelectItem value="true">Featured</SelectItem>
            <SelectItem value="false">Not featured</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </form>
  );
}
