import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Page as ListPage, ProductCard } from '@shop/api/contract';
import { IconButton, Page, useConfirm } from '@shop/ui';
import { CloseIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { accountKeys } from '../../../features/account/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { ListSkeleton } from '../../../shell/listParts';
import { PagedList } from '../../../shell/PagedList';
import { ProductRow } from './ProductRow';
import * as lists from '../../../shell/lists.css';
import { pagedQuery } from '../../../api/pagedQuery';

const PAGE_SIZE = 10;

type Collected = ProductCard & { collectedAt: string };

/**
 * Favourite products, last collected first. Each row opens the product; its remove button asks
 * first, then un-collects it and takes the row away at once.
 */
export default function CollectionPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const collection = useInfiniteQuery(
    pagedQuery(accountKeys.collection, (page, signal) =>
      api.request('collectionList', { page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );

  return (
    <Page topBar={<AppNavBar title={t('routes.collection')} />}>
      <PagedList
        query={collection}
        skeleton={<ListSkeleton />}
        empty={{
          illustration: 'box',
          description: t('pages.collection.empty'),
          actionLabel: t('kit.empty.goShopping'),
          onAction: () => navigate(PATHS.home),
        }}
      >
        {(items) => (
          <ul className={lists.list} aria-label={t('pages.collection.listLabel')}>
            {items.map((product) => (
              <li key={product.id}>
                <CollectedRow product={product} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}

function CollectedRow({ product }: { product: Collected }) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const remove = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: () => api.request('collectionToggle', { productId: product.id, collected: false }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<ListPage<Collected>>>(accountKeys.collection, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((p) => p.id !== product.id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
      // Later pages shift by one; reload what is shown so none is skipped.
      void queryClient.invalidateQueries({ queryKey: accountKeys.collection });
      feedback.toast(t('pages.collection.removed'), 'success');
    },
  });

  const ask = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.collection.removeConfirm', { name: product.name }),
      confirmLabel: t('pages.collection.remove'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) remove.mutate();
  };

  return (
    <ProductRow
      product={product}
      end={
        <IconButton
          label={t('pages.collection.removeLabel', { name: product.name })}
          onPress={() => void ask()}
          isDisabled={remove.isPending}
        >
          <CloseIcon />
        </IconButton>
      }
    />
  );
}
