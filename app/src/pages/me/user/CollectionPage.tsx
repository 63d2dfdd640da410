import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductCard } from '@shop/api/contract';
import { IconButton, Page } from '@shop/ui';
import { CloseIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { accountKeys } from '../../../features/account/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { ListSkeleton } from '../../../shell/listParts';
import { PagedList } from '../../../shell/PagedList';
import { useListRemoval } from '../../../shell/useListRemoval';
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
  const remove = useListRemoval({
    queryKey: accountKeys.collection,
    id: product.id,
    request: () => api.request('collectionToggle', { productId: product.id, collected: false }),
    question: t('pages.collection.removeConfirm', { name: product.name }),
    actionLabel: t('pages.collection.remove'),
    done: t('pages.collection.removed'),
  });

  return (
    <ProductRow
      product={product}
      end={
        <IconButton
          label={t('pages.collection.removeLabel', { name: product.name })}
          onPress={remove.ask}
          isDisabled={remove.pending}
        >
          <CloseIcon />
        </IconButton>
      }
    />
  );
}
