import { useId } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints, Page as ListPage } from '@shop/api/contract';
import { Button, Image, Page, useConfirm } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { storeKeys } from '../../../features/store/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { ListSkeleton } from '../../../shell/listParts';
import { PagedList } from '../../../shell/PagedList';
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
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const nameId = useId();
  const unfollow = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: () => api.request('followToggle', { storeId: store.id, followed: false }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<ListPage<Followed>>>(storeKeys.followList, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((s) => s.id !== store.id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
      // Later pages shift by one; reload what is shown so none is skipped.
      void queryClient.invalidateQueries({ queryKey: storeKeys.followList });
      feedback.toast(t('pages.followedStores.unfollowed'), 'success');
    },
  });

  const ask = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.followedStores.unfollowConfirm', { name: store.name }),
      confirmLabel: t('pages.followedStores.unfollow'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) unfollow.mutate();
  };

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
        loading={unfollow.isPending}
        onPress={() => void ask()}
        aria-describedby={nameId}
      >
        {t('pages.followedStores.unfollow')}
      </Button>
    </div>
  );
}
