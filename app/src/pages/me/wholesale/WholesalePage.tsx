import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { Button, Image, Price } from '@shop/ui';
import { CheckIcon } from '@shop/ui/icons';
import { useApi } from '../../../api/useApi';
import { merchantKeys } from '../../../features/merchant/api';
import { useFeedback } from '../../../shell/feedback';
import { SearchedListPage, SearchedRows, searchedQuery } from '../../../features/catalogue/SearchedList';
import * as styles from '../../../features/merchant/MerchantProducts.css';
import { intlLocale } from '../../../i18n/intlLocale';
import { updatePages } from '../../../api/pagedQuery';

const PAGE_SIZE = 20;

type WholesalePage = DataOf<Endpoints['wholesaleList']>;
type Item = WholesalePage['list'][number];

/**
 * `me/wholesale/index`: the wholesale catalogue (cost, suggested price, profit, stock) with a search,
 * and "Put in my store" in one tap. The button waits while the request is on its way and then
 * reads "In my store", disabled, as the server's `shelved` flag says; the server skips an item
 * already in the store, so neither a double tap nor a second device adds it twice.
 *
 * Decisions the spec leaves open: no category filter (the catalogue is short), one item per tap
 * (the contract also takes a batch; a multi-select adds little on a phone).
 */
export default function WholesaleCentrePage() {
  const { t } = useTranslation();
  return (
    <SearchedListPage title={t('routes.wholesale')} placeholder={t('pages.merchant.wholesale.search')}>
      {(keyword) => <ItemList keyword={keyword} />}
    </SearchedListPage>
  );
}

function ItemList({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const items = useInfiniteQuery(
    searchedQuery(merchantKeys.wholesaleList(keyword), (page, signal) =>
      api.request(
        'wholesaleList',
        { keyword: keyword || undefined, page, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    ),
  );
  return (
    <SearchedRows
      query={items}
      rowHeight={120}
      label={t('routes.wholesale')}
      empty={{ illustration: keyword ? 'search' : 'box', description: t('pages.merchant.wholesale.empty') }}
    >
      {(item) => <ItemRow item={item} />}
    </SearchedRows>
  );
}

function ItemRow({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const put = useMutation({
    mutationFn: () => api.request('wholesaleShelve', { ids: [item.id] }),
    onSuccess: (answer) => {
      // Shelved now, or skipped because it already was: either way it is in the store.
      const inStore = new Set([
        ...answer.shelved,
        ...answer.skipped.filter((id) => id === item.id),
      ]);
      updatePages<WholesalePage>(queryClient, merchantKeys.wholesale, (page) => ({
        ...page,
        list: page.list.map((w) => (inStore.has(w.id) ? { ...w, shelved: true } : w)),
      }));
      void queryClient.invalidateQueries({ queryKey: merchantKeys.wholesale });
      void queryClient.invalidateQueries({ queryKey: merchantKeys.products });
      void queryClient.invalidateQueries({ queryKey: merchantKeys.store });
      feedback.toast(t('pages.merchant.wholesale.added'), 'success');
    },
  });
  const inStore = item.shelved || put.isSuccess;
  return (
    <article className={styles.card}>
      <Image
        src={item.image}
        alt=""
        aspectRatio={1}
        className={styles.thumb}
        errorText={t('kit.image.failed')}
      />
      <div className={styles.body}>
        <h2 id={`wholesale-${item.id}`} className={styles.name} dir="auto">
          {item.name}
        </h2>
        <dl className={styles.meta}>
          <div className={styles.pair}>
            <dt>{t('pages.merchant.wholesale.cost')}</dt>
            <dd>
              <Price amount={item.purchasePrice} size="sm" />
            </dd>
          </div>
          <div className={styles.pair}>
            <dt>{t('pages.merchant.wholesale.suggested')}</dt>
            <dd>
              <Price amount={item.salePrice} size="sm" />
            </dd>
          </div>
          <div className={styles.pair}>
            <dt>{t('pages.merchant.wholesale.profit')}</dt>
            <dd>
              <Price amount={item.profit} size="sm" />
            </dd>
          </div>
        </dl>
        <p className={styles.meta}>
          {t('pages.merchant.products.stock', { number: number.format(item.stock) })}
        </p>
      </div>
      <div className={`${styles.wide} ${styles.action}`}>
        <Button
          size="sm"
          variant={inStore ? 'secondary' : 'primary'}
          icon={inStore ? <CheckIcon /> : undefined}
          isDisabled={inStore || put.isPending}
          loading={put.isPending}
          aria-describedby={`wholesale-${item.id}`}
          onPress={() => put.mutate()}
        >
          {t(inStore ? 'pages.merchant.wholesale.inStore' : 'pages.merchant.wholesale.put')}
        </Button>
      </div>
    </article>
  );
}
