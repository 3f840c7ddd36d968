/** What other features may use of search. */
export { SearchBox } from './components/search-box';
export { useDebouncedValue } from './lib/use-debounced-value';
