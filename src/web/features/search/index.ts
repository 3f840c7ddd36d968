/** What other features may use of search. */
export { SearchBox, type SearchSuggestion } from './components/search-box';
export { useDebouncedValue } from './lib/use-debounced-value';
