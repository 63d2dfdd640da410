import { useMemo, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Empty, InfiniteList, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { formatMoney } from '@shop/domain';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { catalogueQueries, productKeys } from '../../features/catalogue/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { categoryTree } from '../../features/catalogue/categoryTree';
import { ProductCard } from '../../features/catalogue/ProductCard';
import { readListQuery, withListChanges, type ProductSort } from './listQuery';
import { PriceFilter, type PriceRange } from './PriceFilter';
import * as styles from './ProductListPage.css';
import { intlLocale } from '../../i18n/intlLocale';

const PAGE_SIZE = 10;

/** The plain sorts, each one button; price is one more button that flips between its two orders. */
const SORT_BUTTONS = [
  { sort: 'default', label: 'pages.productList.sort.default' },
  { sort: 'sales', label: 'pages.productList.sort.sales' },
  { sort: 'newest', label: 'pages.productList.sort.newest' },
] as const satisfies readonly { sort: ProductSort; label: string }[];

/** Money in the reader's language (the pseudo-locale formats like English). */
const money = (minor: number, language: string) => formatMoney(minor, intlLocale(language));

/**
 * Products for a search (`?keyword=`), a category (`?categoryId=`) or a store (`?storeId=`): a sort
 * bar (best match, sales, newest, price up or down) and a price filter in a sheet, both written
 * back into the address so back and reload keep them; the results in two columns that load more
 * as the shopper scrolls, with pull to refresh. The title is the keyword or the category's name.
 */
export default function ProductListPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const [filterOpen, setFilterOpen] = useState(false);
  const main = useRef<HTMLElement>(null);

  const categories = useQuery({
    ...catalogueQueries.categories(api),
    enabled: query?.categoryId !== undefined && query.keyword === undefined,
  });
  const products = useInfiniteQuery({
    queryKey: productKeys.list(query),
    enabled: query !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.request('productList', { ...query!, page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // A new sort or filter keeps the current results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Back on a search, prices, stock and sales are read afresh, the last look shown meanwhile.
    refetchOnMount: 'always',
  });

  const list = products.data?.pages.flatMap((page) => page.list) ?? [];
  const categoryName =
    query?.categoryId !== undefined && categories.data ? categoryTree(categories.data).byId(query.categoryId)?.name : undefined;
  const storeName = query?.storeId !== undefined ? list[0]?.storeName : undefined;
  const title = query?.keyword ?? categoryName ?? storeName ?? t('routes.productList');

  if (!query) {
    return (
      <Page topBar={<AppNavBar title={t('routes.productList')} />}>
        <Empty
          illustration="error"
          description={t('pages.productList.badLink')}
          actionLabel={t('pages.productList.browseCategories')}
          onAction={() => navigate(PATHS.categories)}
        />
      </Page>
    );
  }

  const change = (changes: Parameters<typeof withListChanges>[1]) => {
    setParams((current) => withListChanges(current, changes), { replace: true });
    main.current?.scrollTo({ top: 0 });
  };
  const range: PriceRange = { minPrice: query.minPrice, maxPrice: query.maxPrice };
  const hasRange = range.minPrice !== undefined || range.maxPrice !== undefined;
  const clearRange = () => change({ minPrice: undefined, maxPrice: undefined });
  const byPrice = query.sort === 'priceAsc' || query.sort === 'priceDesc';

  const rangeText =
    range.minPrice !== undefined && range.maxPrice !== undefined
      ? t('pages.productList.rangeBoth', { min: money(range.minPrice, i18n.language), max: money(range.maxPrice, i18n.language) })
      : range.minPrice !== undefined
        ? t('pages.productList.rangeFrom', { min: money(range.minPrice, i18n.language) })
        : range.maxPrice !== undefined
          ? t('pages.productList.rangeUpTo', { max: money(range.maxPrice, i18n.language) })
          : '';

  const topBar = (
    <>
      <AppNavBar title={title} />
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('pages.productList.sortBy')} className={styles.sorts}>
          {SORT_BUTTONS.map(({ sort, label }) => (
            <button
              key={sort}
              type="button"
              aria-pressed={query.sort === sort}
              className={styles.sortButton}
              onClick={() => change({ sort })}
            >
              {t(label)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={byPrice}
            className={styles.sortButton}
            onClick={() => change({ sort: query.sort === 'priceAsc' ? 'priceDesc' : 'priceAsc' })}
          >
            {t('pages.productList.sort.price')}
            {byPrice ? (
              <span className={styles.visuallyHidden}>
                {query.sort === 'priceAsc' ? t('pages.productList.sort.lowToHigh') : t('pages.productList.sort.highToLow')}
              </span>
            ) : null}
            <span className={styles.arrows} data-direction={byPrice ? query.sort : undefined} aria-hidden="true">
              <span className={styles.arrowUp} />
              <span className={styles.arrowDown} />
            </span>
          </button>
        </div>
        <button
          type="button"
          aria-haspopup="dialog"
          className={styles.filterButton}
          data-active={hasRange ? '' : undefined}
          onClick={() => setFilterOpen(true)}
        >
          {t('pages.productList.filter')}
          {hasRange ? <span className={styles.filterDot} aria-hidden="true" /> : null}
        </button>
      </div>
      {hasRange ? (
        <div className={styles.activeFilter}>
          <span className={styles.activeFilterText}>
            <span className={styles.activeFilterLabel}>{t('pages.productList.priceRange')}</span> {rangeText}
          </span>
          <Button variant="text" size="sm" onPress={clearRange}>
            {t('pages.productList.clearFilter')}
          </Button>
        </div>
      ) : null}
    </>
  );

  let content;
  if (products.isPending) {
    content = (
      <SkeletonGroup label={t('common.loading')} className={styles.grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} shape="block" height={240} />
        ))}
      </SkeletonGroup>
    );
  } else if (products.isError && list.length === 0) {
    content = (
      <Empty
        illustration="error"
        description={t('messages.pageLoadFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void products.refetch()}
      />
    );
  } else if (list.length === 0) {
    content = (
      <Empty
        illustration="search"
        title={t('pages.productList.empty')}
        description={t('pages.productList.emptyHint')}
        {...(hasRange
          ? { actionLabel: t('pages.productList.clearFilter'), onAction: clearRange }
          : query.keyword !== undefined
            ? { actionLabel: t('pages.productList.searchAgain'), onAction: () => navigate(PATHS.search) }
            : { actionLabel: t('pages.productList.browseCategories'), onAction: () => navigate(PATHS.categories) })}
      />
    );
  } else {
    content = (
      <InfiniteList
        hasMore={products.hasNextPage}
        onLoadMore={() => products.fetchNextPage({ throwOnError: true })}
        onRefresh={() => products.refetch()}
        loadingText={t('kit.list.loadingMore')}
        errorText={t('messages.loadFailed')}
        noMoreText={t('messages.noMoreData')}
        pullText={t('kit.list.pullToRefresh')}
        releaseText={t('kit.list.releaseToRefresh')}
        refreshingText={t('kit.list.refreshing')}
        refreshLabel={t('kit.list.refresh')}
      >
        <ul className={styles.grid} aria-label={t('routes.productList')}>
          {list.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} lazy={index >= 4} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    );
  }

  return (
    <Page ref={main} topBar={topBar}>
      <div className={styles.body}>{content}</div>
      <PriceFilter
        isOpen={filterOpen}
        onOpenChange={setFilterOpen}
        range={range}
        onApply={(next) => change({ minPrice: next.minPrice, maxPrice: next.maxPrice })}
      />
    </Page>
  );
}
