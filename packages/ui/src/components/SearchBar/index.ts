export { SEARCH_DEBOUNCE_MS, SearchBar, type SearchBarProps } from './SearchBar';
