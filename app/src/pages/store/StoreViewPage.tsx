import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@shop/api/client';
import { Empty, Image, InfiniteList, Page, Skeleton, SkeletonGroup, Tag } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { productKeys } from '../../features/catalogue/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { ProductCard } from '../../features/catalogue/ProductCard';
import { FollowButton } from '../../features/store/FollowButton';
import { ChatWithStoreButton } from '../../features/chat/ChatWithStore';
import { idParam } from '../../routes/params';
import { useListTexts, useStoreDetail, type StoreDetail } from '../../features/store/storeData';
import * as styles from './Store.css';
import { QueryFallback } from '../../shell/QueryFallback';
import { pagedQuery } from '../../api/pagedQuery';

const PAGE_SIZE = 10;

/**
 * A store's page, `?id=`: banner, logo, name, description, followers with a follow toggle, then
 * the store's products in two columns, loading more as the shopper scrolls. A missing or unknown
 * id says the store cannot be found.
 */
export default function StoreViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params);
  const store = useStoreDetail(id);
  const navigate = useNavigate();
  const topBar = <AppNavBar title={t('routes.storeView')} />;

  if (id === null || (store.isError && isApiError(store.error) && store.error.reason === 'notFound')) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="search"
          description={t('pages.storeView.notFound')}
          actionLabel={t('pages.storeView.browseStores')}
          onAction={() => navigate(PATHS.storeStreet)}
        />
      </Page>
    );
  }
  if (!store.isSuccess) {
    return (
      <QueryFallback query={store} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.list}>
          <Skeleton shape="block" height={160} />
          <Skeleton shape="line" width="60%" />
          <div className={styles.grid}>
            <Skeleton shape="block" height={220} />
            <Skeleton shape="block" height={220} />
          </div>
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  return (
    <Page topBar={topBar}>
      <StoreHeader store={store.data} />
      <StoreProducts storeId={store.data.id} refreshHeader={() => store.refetch()} />
    </Page>
  );
}

function StoreHeader({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <section className={styles.header} aria-labelledby={nameId}>
      {store.banner ? (
        <Image
          src={store.banner}
          alt=""
          aspectRatio="5 / 2"
          lazy={false}
          className={styles.banner}
          errorText={t('kit.image.failed')}
        />
      ) : null}
      <div className={styles.headerCard}>
        <div className={styles.headerRow}>
          <Image src={store.logo} alt="" aspectRatio={1} lazy={false} className={styles.headerLogo} />
          <div className={styles.rowBody}>
            <h2 id={nameId} className={styles.storeName} dir="auto">
              {store.name}
            </h2>
            <p className={styles.meta}>
              <span>{t('pages.storeView.followers', { count: store.followers })}</span>
              <span>{t('pages.storeView.productCount', { count: store.productCount })}</span>
            </p>
          </div>
          <FollowButton storeId={store.id} storeName={store.name} followed={store.followed} />
        </div>
        <ChatWithStoreButton storeId={store.id} block />
        <div className={styles.tags}>
          <Tag tone="accent" fill="subtle">
            {t('pages.storeView.level', { level: store.level })}
          </Tag>
          <Tag tone="neutral" fill="subtle">
            {t('pages.storeView.credit', { score: store.creditScore })}
          </Tag>
        </div>
        {store.description ? (
          <p className={styles.description} dir="auto">
            {store.description}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function StoreProducts({ storeId, refreshHeader }: { storeId: number; refreshHeader: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const api = useApi();
  const texts = useListTexts();
  const headingId = useId();
  const products = useInfiniteQuery(
    pagedQuery(productKeys.list({ storeId }), (page, signal) =>
      api.request('productList', { storeId, page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );
  const items = products.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('pages.storeView.products')}
      </h2>
      {products.isPending ? (
        <SkeletonGroup label={t('common.loading')} className={styles.grid}>
          <Skeleton shape="block" height={220} />
          <Skeleton shape="block" height={220} />
        </SkeletonGroup>
      ) : products.isError ? (
        <Empty
          illustration="error"
          description={t('messages.loadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void products.refetch()}
        />
      ) : items.length === 0 ? (
        <Empty illustration="box" description={t('pages.storeView.noProducts')} />
      ) : (
        <InfiniteList
          hasMore={products.hasNextPage}
          onLoadMore={() => products.fetchNextPage({ throwOnError: true })}
          onRefresh={() => Promise.all([refreshHeader(), products.refetch()])}
          {...texts}
        >
          <ul className={styles.grid} aria-labelledby={headingId}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </InfiniteList>
      )}
    </section>
  );
}
