import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Carousel, Empty, Image, InfiniteList, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { GridIcon, SearchIcon } from '@shop/ui/icons';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../shell/AppProviders';
import { AppTabBar } from '../../shell/AppTabBar';
import { homeQueries } from './homeQueries';
import { ProductCard } from './ProductCard';
import * as styles from './HomePage.css';

/** Shortcuts shown: two rows of four on a phone. */
const CATEGORY_SHORTCUTS = 8;

/**
 * The home page: a search entry, the banner carousel, category shortcuts, new arrivals and the
 * recommended feed that loads more as the shopper scrolls (pull to refresh reloads everything).
 * Each part loads on its own; the page waits only for the banners, categories and new arrivals, so
 * a failing feed never blanks the whole page.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const api = useApi();
  const queries = homeQueries(api);
  const banners = useQuery(queries.banners);
  const categories = useQuery(queries.categories);
  const newest = useQuery(queries.newest);
  const recommended = useInfiniteQuery(queries.recommended);

  const search = (
    <div className={styles.searchBar}>
      {/* Named by its visible placeholder text, as a sighted person reads it. */}
      <Link to={PATHS.search} className={styles.searchLink}>
        <SearchIcon className={styles.searchIcon} />
        <span className={styles.searchPlaceholder}>{t('common.searchPlaceholder')}</span>
      </Link>
    </div>
  );

  if (banners.isError || categories.isError) {
    return (
      <Page topBar={search} bottomBar={<AppTabBar />}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => {
            void banners.refetch();
            void categories.refetch();
          }}
        />
      </Page>
    );
  }

  // New arrivals sit above the feed: waiting for them too (not for the feed) keeps the feed from
  // jumping down when the row arrives; if they fail, the row is simply left out.
  if (banners.isPending || categories.isPending || newest.isPending) {
    return (
      <Page topBar={search} bottomBar={<AppTabBar />}>
        <SkeletonGroup label={t('common.loading')} className={styles.section}>
          <Skeleton shape="block" height={150} />
          <Skeleton shape="block" height={140} />
          <Skeleton shape="block" height={200} />
        </SkeletonGroup>
      </Page>
    );
  }

  const products = recommended.data?.pages.flatMap((page) => page.list) ?? [];
  const refreshAll = () =>
    Promise.all([banners.refetch(), categories.refetch(), newest.refetch(), recommended.refetch()]);

  return (
    <Page topBar={search} bottomBar={<AppTabBar />}>
      {banners.data.length > 0 ? (
        <div className={styles.section}>
          <Carousel
            className={styles.carousel}
            label={t('kit.carousel.label')}
            slideLabel={(index, total) => t('kit.carousel.slide', { index, total })}
            goToLabel={(index) => t('kit.carousel.goTo', { index })}
            pauseLabel={t('kit.carousel.pause')}
            playLabel={t('kit.carousel.play')}
            slides={banners.data.map((banner, index) => ({
              id: String(banner.id),
              content: banner.link?.startsWith('/') ? (
                <Link to={banner.link} className={styles.bannerLink}>
                  <Image src={banner.image} alt={banner.title} aspectRatio="2 / 1" lazy={index > 0} />
                </Link>
              ) : (
                <Image src={banner.image} alt={banner.title} aspectRatio="2 / 1" lazy={index > 0} />
              ),
            }))}
          />
        </div>
      ) : null}

      <nav className={styles.categories} aria-label={t('pages.home.categories')}>
        <ul className={styles.categoryGrid}>
          {categories.data.slice(0, CATEGORY_SHORTCUTS).map((category) => (
            <li key={category.id}>
              <Link to={`${PATHS.productList}?categoryId=${category.id}`} className={styles.category}>
                <span className={styles.categoryIcon}>
                  {category.icon ? <Image src={category.icon} alt="" aspectRatio={1} /> : <GridIcon />}
                </span>
                <span className={styles.categoryName}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {newest.data && newest.data.list.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-new">
          <div className={styles.sectionHeader}>
            <h2 id="home-new" className={styles.sectionTitle}>
              {t('pages.home.newArrivals')}
            </h2>
            <Link to={`${PATHS.productList}?sort=newest`} className={styles.viewAll}>
              {t('common.viewAll')}
            </Link>
          </div>
          <ul className={styles.row}>
            {newest.data.list.map((product) => (
              <li key={product.id} className={styles.rowItem}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="home-recommended">
        <h2 id="home-recommended" className={styles.sectionTitle}>
          {t('pages.home.recommended')}
        </h2>
        {recommended.isPending ? (
          <SkeletonGroup label={t('common.loading')} className={styles.grid}>
            <Skeleton shape="block" height={220} />
            <Skeleton shape="block" height={220} />
          </SkeletonGroup>
        ) : recommended.isError && products.length === 0 ? (
          <Empty
            illustration="error"
            description={t('messages.loadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void recommended.refetch()}
          />
        ) : products.length === 0 ? (
          <Empty illustration="box" description={t('pages.home.nothingYet')} />
        ) : (
          <InfiniteList
            hasMore={recommended.hasNextPage}
            onLoadMore={() => recommended.fetchNextPage({ throwOnError: true })}
            onRefresh={refreshAll}
            loadingText={t('kit.list.loadingMore')}
            errorText={t('messages.loadFailed')}
            noMoreText={t('messages.noMoreData')}
            pullText={t('kit.list.pullToRefresh')}
            releaseText={t('kit.list.releaseToRefresh')}
            refreshingText={t('kit.list.refreshing')}
            refreshLabel={t('kit.list.refresh')}
          >
            <ul className={styles.grid} aria-label={t('pages.home.recommended')}>
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </InfiniteList>
        )}
      </section>
    </Page>
  );
}
