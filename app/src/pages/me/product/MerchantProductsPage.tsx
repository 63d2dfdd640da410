import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { SHELF_STATUS } from '@shop/domain';
import { Image, Price, Switch } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { catalogueKeys, productKeys } from '../../../features/catalogue/api';
import { merchantKeys } from '../../../features/merchant/api';
import { useFeedback } from '../../../shell/feedback';
import { SearchedListPage, SearchedRows, searchedQuery } from '../../../features/catalogue/SearchedList';
import * as styles from '../../../features/merchant/MerchantProducts.css';
import { intlLocale } from '../../../i18n/intlLocale';
import { updatePages } from '../../../api/pagedQuery';

const PAGE_SIZE = 20;

type ProductPage = DataOf<Endpoints['merchantProducts']>;
type Product = ProductPage['list'][number];

/**
 * `me/product/index`: the merchant's own products (in `pages/product/`, the route's area; the
 * other merchant screens are in `pages/me/store/`): price, purchase price, stock and sales,
 * a search by name, and the shelf switch. A switched product is on (or off) sale for shoppers at
 * once: the server's product list reads the same flag, and the shopper's cached lists are dropped.
 *
 * Decisions the spec leaves open: no on-sale / off-shelf tabs (the switch shows each state), the
 * search runs as the merchant types (debounced by the kit's SearchBar).
 */
export default function MerchantProductsPage() {
  const { t } = useTranslation();
  return (
    <SearchedListPage title={t('routes.merchantProducts')} placeholder={t('pages.merchant.products.search')}>
      {(keyword) => <ProductList keyword={keyword} />}
    </SearchedListPage>
  );
}

function ProductList({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const products = useInfiniteQuery(
    searchedQuery(merchantKeys.productList(keyword), (page, signal) =>
      api.request(
        'merchantProducts',
        { keyword: keyword || undefined, page, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    ),
  );
  return (
    <SearchedRows
      query={products}
      rowHeight={104}
      label={t('routes.merchantProducts')}
      empty={
        keyword
          ? { illustration: 'search', description: t('pages.merchant.products.noMatch') }
          : {
              description: t('pages.merchant.products.empty'),
              actionLabel: t('routes.wholesale'),
              onAction: () => navigate(PATHS.wholesale),
            }
      }
    >
      {(product) => <ProductRow product={product} />}
    </SearchedRows>
  );
}

function ProductRow({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const shelf = useMutation({
    mutationFn: (onSale: boolean) =>
      api.request('merchantShelf', {
        id: product.id,
        shelf: onSale ? SHELF_STATUS.onSale : SHELF_STATUS.offShelf,
      }),
    onSuccess: (saved) => {
      updatePages<ProductPage>(queryClient, merchantKeys.products, (page) => ({
        ...page,
        list: page.list.map((p) => (p.id === saved.id ? saved : p)),
      }));
      // Shoppers' lists and the product page read the flag from the server: drop what is cached.
      for (const queryKey of [
        productKeys.lists,
        productKeys.details,
        productKeys.storeProducts,
        catalogueKeys.homeRecommended,
        catalogueKeys.homeNewAll,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      feedback.toast(
        t(
          saved.shelf === SHELF_STATUS.onSale
            ? 'pages.merchant.products.nowOnSale'
            : 'pages.merchant.products.nowOff',
        ),
        'success',
      );
    },
  });
  const onSale = shelf.isPending ? shelf.variables : product.shelf === SHELF_STATUS.onSale;
  return (
    <article className={styles.card}>
      <Image
        src={product.image}
        alt=""
        aspectRatio={1}
        className={styles.thumb}
        errorText={t('kit.image.failed')}
      />
      <div className={styles.body}>
        <h2 className={styles.name} dir="auto">
          {product.name}
        </h2>
        <Price amount={product.price} size="sm" />
        <p className={styles.meta}>
          <span>
            {t('pages.merchant.products.stock', { number: number.format(product.stock) })}
          </span>
          <span>
            {t('pages.merchant.products.sales', { number: number.format(product.sales) })}
          </span>
        </p>
      </div>
      <div className={styles.wide}>
        <Switch
          isSelected={onSale}
          isDisabled={shelf.isPending}
          onChange={(value) => shelf.mutate(value)}
          aria-label={t('pages.merchant.products.onSaleOf', { name: product.name })}
        >
          {t('pages.merchant.products.onSale')}
        </Switch>
      </div>
    </article>
  );
}
