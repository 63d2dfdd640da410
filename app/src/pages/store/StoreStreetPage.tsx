import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { Image, Page, Skeleton, SkeletonGroup, Tag } from '@shop/ui';
import { ChevronRightIcon } from '@shop/ui/icons';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { storeKeys } from '../../features/store/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { AppTabBar } from '../../shell/AppTabBar';
import * as styles from './Store.css';
import { PagedList } from '../../shell/PagedList';
import { pagedQuery } from '../../api/pagedQuery';

const PAGE_SIZE = 10;

type StoreCard = DataOf<Endpoints['storeStreet']>['list'][number];

/**
 * The store street (a root tab): every store with its logo, name, followers, product count, level
 * and credit score; each opens the store page. Loads more as the shopper scrolls; pull to refresh.
 */
export default function StoreStreetPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const street = useInfiniteQuery(
    pagedQuery(storeKeys.street, (page, signal) =>
      api.request('storeStreet', { page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );

  return (
    <Page topBar={<AppNavBar title={t('routes.storeStreet')} />} bottomBar={<AppTabBar />}>
      <PagedList
        query={street}
        skeleton={
          <SkeletonGroup label={t('common.loading')} className={styles.list}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} shape="block" height={88} />
            ))}
          </SkeletonGroup>
        }
        empty={{
          illustration: 'box',
          description: t('pages.storeStreet.empty'),
          actionLabel: t('kit.empty.goShopping'),
          onAction: () => navigate(PATHS.home),
        }}
      >
        {(stores) => (
          <ul className={styles.list} aria-label={t('pages.storeStreet.listLabel')}>
            {stores.map((store) => (
              <li key={store.id}>
                <StoreRow store={store} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}

function StoreRow({ store }: { store: StoreCard }) {
  const { t } = useTranslation();
  return (
    <Link to={`${PATHS.storeView}?id=${store.id}`} className={styles.row}>
      <Image src={store.logo} alt="" aspectRatio={1} className={styles.logo} errorText={t('kit.image.failed')} />
      <span className={styles.rowBody}>
        <span className={styles.rowName} dir="auto">
          {store.name}
        </span>
        <span className={styles.meta}>
          <span>{t('pages.storeView.followers', { count: store.followers })}</span>
          <span>{t('pages.storeView.productCount', { count: store.productCount })}</span>
        </span>
        <span className={styles.tags}>
          <Tag tone="accent" fill="subtle">
            {t('pages.storeView.level', { level: store.level })}
          </Tag>
          <Tag tone="neutral" fill="subtle">
            {t('pages.storeView.credit', { score: store.creditScore })}
          </Tag>
        </span>
      </span>
      <ChevronRightIcon className={styles.chevron} />
    </Link>
  );
}
