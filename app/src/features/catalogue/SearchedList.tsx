import { useState, type ReactNode } from 'react';
import {
  keepPreviousData,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page, SearchBar, Skeleton, SkeletonGroup } from '@shop/ui';
import type { EmptyProps } from '@shop/ui/Empty';
import { pagedQuery } from '../../api/pagedQuery';
import { AppNavBar } from '../../shell/AppNavBar';
import { PagedList } from '../../shell/PagedList';
import * as styles from '../merchant/MerchantProducts.css';

/**
 * A merchant's list screen with a search above it (the store's products, the wholesale
 * catalogue): the list is drawn for the keyword searched, trimmed; typing alone changes nothing.
 */
export function SearchedListPage({
  title,
  placeholder,
  children,
}: {
  title: string;
  placeholder: string;
  children: (keyword: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [text, setText] = useState('');
  return (
    <Page topBar={<AppNavBar title={title} />}>
      <div className={styles.search}>
        <SearchBar
          label={t('common.search')}
          placeholder={placeholder}
          clearLabel={t('common.clear')}
          value={text}
          onChange={setText}
          onSearch={(query) => setKeyword(query.trim())}
        />
      </div>
      {children(keyword)}
    </Page>
  );
}

/**
 * The list for one keyword, a page at a time; while the next keyword's first page loads, the
 * last results stay on screen instead of a skeleton.
 */
export function searchedQuery<
  TPage extends { page: number; hasMore: boolean },
  TKey extends QueryKey,
>(queryKey: TKey, fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>) {
  return { ...pagedQuery(queryKey, fetchPage), placeholderData: keepPreviousData };
}

/** The searched list's rows, each drawn by `children`, in all of a paged list's states. */
export function SearchedRows<T extends { id: number }>({
  query,
  rowHeight,
  empty,
  label,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  /** A row's height, for the skeleton's rows. */
  rowHeight: number;
  empty: EmptyProps;
  /** The list's accessible name. */
  label: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <PagedList query={query} skeleton={<RowsSkeleton height={rowHeight} />} empty={empty}>
      {(items) => (
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** Three grey rows of the list's own height while its first page loads. */
function RowsSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')} className={styles.list}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="block" height={height} />
      ))}
    </SkeletonGroup>
  );
}
