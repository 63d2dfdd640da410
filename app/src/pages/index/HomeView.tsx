import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Carousel, Image, InfiniteList, Page } from '@shop/ui';
import type { EmptyProps } from '@shop/ui/Empty';
import { GridIcon, SearchIcon } from '@shop/ui/icons';
import { visuallyHidden } from '@shop/ui/theme';
import { PATHS } from '../../routes/paths';
import { AppTabBar } from '../../shell/AppTabBar';
import { HomeSkeleton, ProductGridSkeleton } from '../../shell/HomeSkeleton';
import type { HomeModel } from '../../features/catalogue/homeModel';
import { ProductCard } from '../../features/catalogue/ProductCard';
import * as styles from './HomePage.css';

/** Shortcuts shown: two rows of four on a phone. */
const CATEGORY_SHORTCUTS = 8;

// Only the failed and empty states show it, and its button brings react-aria's press machinery:
// it downloads when one of them is drawn, not with every first visit (until then, nothing). The
// page's data failing often means the network is down, when that chunk cannot come either: then
// the same sentence and action show without the drawing (React keeps a failed lazy() for good).
const LazyEmpty = lazy(() =>
  import('@shop/ui/Empty').then(
    (m) => ({ default: m.Empty }),
    () => ({ default: PlainEmpty }),
  ),
);

function Empty(props: EmptyProps) {
  return (
    <Suspense fallback={null}>
      <LazyEmpty {...props} />
    </Suspense>
  );
}

function PlainEmpty({ description, actionLabel, onAction }: EmptyProps) {
  return (
    <div className={styles.plainEmpty}>
      <p>{description}</p>
      {actionLabel != null && onAction ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          onClick={onAction}
        >
          {actionLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * What the home page draws for a HomeModel (see HomePage for where the model comes from). Each
 * part loads on its own; the page waits only for the banners, categories and new arrivals, so a
 * failing feed never blanks the whole page.
 */
export function HomeView({ model }: { model: HomeModel }) {
  const { t } = useTranslation();
  const { banners, categories, newest, feed } = model;

  // The page's banner: its level-one heading (the shop's name; the search entry stands where other
  // pages show their title) and the search landmark.
  const search = (
    <header className={styles.searchBar}>
      <h1 className={visuallyHidden}>{t('app.name')}</h1>
      <div role="search">
        {/* Named by its visible placeholder text, as a sighted person reads it. */}
        <Link to={PATHS.search} className={styles.searchLink}>
          <SearchIcon className={styles.searchIcon} />
          <span className={styles.searchPlaceholder}>{t('common.searchPlaceholder')}</span>
        </Link>
      </div>
    </header>
  );

  if (banners.status === 'error' || categories.status === 'error') {
    return (
      <Page topBar={search} bottomBar={<AppTabBar />}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={model.retry}
        />
      </Page>
    );
  }

  // New arrivals sit above the feed: waiting for them too (not for the feed) keeps the feed from
  // jumping down when the row arrives; if they fail, the row is simply left out.
  if (banners.status === 'pending' || categories.status === 'pending' || newest.status === 'pending') {
    return (
      <Page topBar={search} bottomBar={<AppTabBar />}>
        {/* The same shapes as while the page's code loads (PageLoading): no jump between the two. */}
        <HomeSkeleton />
      </Page>
    );
  }

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

      {newest.status === 'success' && newest.data.list.length > 0 ? (
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
        <div className={styles.sectionHeader}>
          <h2 id="home-recommended" className={styles.sectionTitle}>
            {t('pages.home.recommended')}
          </h2>
        </div>
        {feed.status === 'pending' ? (
          <ProductGridSkeleton count={2} />
        ) : feed.status === 'error' && feed.products.length === 0 ? (
          <Empty
            illustration="error"
            description={t('messages.loadFailed')}
            actionLabel={t('common.retry')}
            onAction={model.retryFeed}
          />
        ) : feed.products.length === 0 ? (
          <Empty illustration="box" description={t('pages.home.nothingYet')} />
        ) : (
          <InfiniteList
            hasMore={feed.hasMore}
            onLoadMore={model.loadMore}
            onRefresh={model.refresh}
            loadingText={t('kit.list.loadingMore')}
            errorText={t('messages.loadFailed')}
            noMoreText={t('messages.noMoreData')}
            pullText={t('kit.list.pullToRefresh')}
            releaseText={t('kit.list.releaseToRefresh')}
            refreshingText={t('kit.list.refreshing')}
            refreshLabel={t('kit.list.refresh')}
          >
            <ul className={styles.grid} aria-label={t('pages.home.recommended')}>
              {feed.products.map((product) => (
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
