import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { Button, Image, Page } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { storeKeys } from '../../../features/store/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { ListSkeleton } from '../../../shell/listParts';
import { PagedList } from '../../../shell/PagedList';
import { useListRemoval } from '../../../shell/useListRemoval';
import * as lists from '../../../shell/lists.css';
import { pagedQuery } from '../../../api/pagedQuery';

const PAGE_SIZE = 10;

type Followed = DataOf<Endpoints['followList']>['list'][number];

/** Stores the user follows: logo, name and followers, each opening the store; unfollow asks first. */
export default function FollowedStoresPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const follows = useInfiniteQuery(
    pagedQuery(storeKeys.followList, (page, signal) =>
      api.request('followList', { page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );

  return (
    <Page topBar={<AppNavBar title={t('routes.followedStores')} />}>
      <PagedList
        query={follows}
        skeleton={<ListSkeleton height={80} />}
        empty={{
          illustration: 'box',
          description: t('pages.followedStores.empty'),
          actionLabel: t('pages.followedStores.browse'),
          onAction: () => navigate(PATHS.storeStreet),
        }}
      >
        {(stores) => (
          <ul className={lists.list} aria-label={t('routes.followedStores')}>
            {stores.map((store) => (
              <li key={store.id}>
                <FollowedRow store={store} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}

function FollowedRow({ store }: { store: Followed }) {
  const { t } = useTranslation();
  const api = useApi();
  const nameId = useId();
  const unfollow = useListRemoval({
    queryKey: storeKeys.followList,
    id: store.id,
    request: () => api.request('followToggle', { storeId: store.id, followed: false }),
    question: t('pages.followedStores.unfollowConfirm', { name: store.name }),
    actionLabel: t('pages.followedStores.unfollow'),
    done: t('pages.followedStores.unfollowed'),
  });

  return (
    <div className={lists.row}>
      <Link to={`${PATHS.storeView}?id=${store.id}`} className={lists.rowLink}>
        <Image src={store.logo} alt="" aspectRatio={1} className={lists.logo} errorText={t('kit.image.failed')} />
        <span className={lists.rowBody}>
          <span id={nameId} className={lists.title} dir="auto">
            {store.name}
          </span>
          <span className={lists.meta}>{t('pages.followedStores.followers', { count: store.followers })}</span>
        </span>
      </Link>
      <Button
        variant="secondary"
        size="sm"
        className={lists.action}
        loading={unfollow.pending}
        onPress={unfollow.ask}
        aria-describedby={nameId}
      >
        {t('pages.followedStores.unfollow')}
      </Button>
    </div>
  );
}
