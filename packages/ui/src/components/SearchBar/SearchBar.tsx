import { forwardRef, useEffect, useRef, useState } from 'react';
import {
  Button,
  Input,
  Label,
  SearchField,
  type SearchFieldProps,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/CloseIcon';
import { SearchIcon } from '../../icons/SearchIcon';
import * as field from '../TextField/field.css';
import * as styles from './SearchBar.css';
import { typedDirection } from '../TextField/typedDirection';

/** The spec's search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchBarProps
  extends Omit<SearchFieldProps, 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onSubmit'> {
  /** The field's name for screen readers (the placeholder is not a label), e.g. "Search". */
  label: string;
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The query to search: after a pause in typing, at once on Enter or when cleared. */
  onSearch: (query: string) => void;
  /** Pause in milliseconds before a typed query is searched. */
  debounceMs?: number;
  /** Text of a button after the field that searches at once (e.g. "Search"); none when unset. */
  actionLabel?: string;
  className?: string;
}

/**
 * The search field: a `search` landmark with react-aria's SearchField inside (Enter submits,
 * Escape clears). Typing searches after a 500 ms pause; Enter, the action button and clearing
 * search at once and cancel the pending one.
 */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  {
    label,
    placeholder,
    clearLabel,
    value: controlled,
    defaultValue = '',
    onChange,
    onSearch,
    debounceMs = SEARCH_DEBOUNCE_MS,
    actionLabel,
    className,
    ...rest
  },
  ref,
) {
  const [inner, setInner] = useState(defaultValue);
  const value = controlled ?? inner;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (query: string) => {
    clearTimeout(timer.current);
    searchRef.current(query);
  };

  const change = (next: string) => {
    if (controlled === undefined) setInner(next);
    onChange?.(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchRef.current(next), debounceMs);
  };

  return (
    <div role="search" className={[styles.root, className].filter(Boolean).join(' ')}>
      <SearchField
        {...rest}
        value={value}
        onChange={change}
        onSubmit={searchNow}
        onClear={() => {
          rest.onClear?.();
          searchNow('');
        }}
        className={`${field.field} ${styles.field}`}
      >
        {({ isEmpty }) => (
          <>
            <Label className={field.visuallyHidden}>{label}</Label>
            <div className={`${field.box} ${styles.box}`}>
              <span className={field.adornment}>
                <SearchIcon />
              </span>
              <Input
                ref={ref}
                placeholder={placeholder}
                enterKeyHint="search"
                dir={typedDirection(value)}
                className={field.input}
              />
              {isEmpty ? null : (
                <Button aria-label={clearLabel} className={field.fieldButton}>
                  <CloseIcon />
                </Button>
              )}
            </div>
          </>
        )}
      </SearchField>
      {actionLabel ? (
        <Button className={styles.action} onPress={() => searchNow(value)}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
});
SearchBar.displayName = 'SearchBar';
