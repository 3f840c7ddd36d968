import { useCallback, useEffect, useRef } from 'react';
import { parseSearchText } from '../../../../domain/search';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { useNavigate } from '../../../lib/router';
import { recipePath } from '../api/recipes';
import { withIngredient } from '../components/browse/filter-text';
import { ActiveFilterChips } from '../components/browse/active-filter-chips';
import { BrowseResults } from '../components/browse/browse-results';
import { BrowseSearch } from '../components/browse/browse-search';
import { FacetPanel } from '../components/browse/facet-panel';
import { FiltersButton } from '../components/browse/filters-button';
import { SortSelect } from '../components/browse/sort-select';
import { useBrowseFilters, type NavigateOptions } from '../components/browse/use-browse-filters';

/** /recipes?search=&category=&tag=&diet=&with=&without=&maxMinutes=&maxCalories=&minProtein=&sort= : search, filters, facets, order and the paged recipe grid. */
export function BrowsePage() {
  useDocumentTitle('Browse Recipes');
  const { filters, setFilters, clearFilters } = useBrowseFilters();
  const navigate = useNavigate();
  // A new filter chosen far down the list (a card's pill, the footer) shows the new list from its top.
  const resultsRef = useRef<HTMLDivElement>(null);
  const filterKey = JSON.stringify(filters);
  const shownKey = useRef(filterKey);
  useEffect(() => {
    if (shownKey.current === filterKey) return;
    shownKey.current = filterKey;
    if ((resultsRef.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo({ top: 0 });
  }, [filterKey]);
  const onSearchChange = useCallback(
    (search: string | undefined, options: NavigateOptions) => setFilters({ search }, options),
    [setFilters],
  );

  return (
    <Page className="space-y-6 sm:space-y-8">
      <PageHeader
        title="Browse Recipes"
        description="Search the whole collection and filter by category or tag to find your next favourite dish."
      />
      <div className="space-y-4">
        <BrowseSearch
          search={filters.search}
          onSearchChange={onSearchChange}
          onSuggestion={(choice) => {
            if ('recipeId' in choice) navigate(recipePath(choice.recipeId));
            // The ingredient joins those already wanted, in place of the text that found it.
            else setFilters({ search: undefined, with: withIngredient(filters.with, choice.ingredient) });
          }}
          actions={<FiltersButton filters={filters} onApply={(changes) => setFilters(changes)} onClear={clearFilters} />}
        />
        <div className="flex flex-wrap items-center gap-3">
          <ActiveFilterChips
            filters={filters}
            onRemove={(key) => setFilters({ [key]: undefined })}
            onClearAll={clearFilters}
          />
          <SortSelect sort={filters.sort} searching={Boolean(filters.search && parseSearchText(filters.search).text)} onChange={(sort) => setFilters({ sort })} />
        </div>
        <FacetPanel filters={filters} onChange={setFilters} />
      </div>
      <div ref={resultsRef}>
        <BrowseResults filters={filters} onClearFilters={clearFilters} />
      </div>
    </Page>
  );
}
