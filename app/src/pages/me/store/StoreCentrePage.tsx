import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Cell, CellGroup, Page, Price, Skeleton, SkeletonGroup } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import * as styles from './Merchant.css';
import { merchantKeys, merchantQueries } from '../../../features/merchant/api';
import { intlLocale } from '../../../i18n/intlLocale';
import { QueryFallback } from '../../../shell/QueryFallback';

const hashHref = (path: string) => `#${path}`;

/**
 * `me/store/index`: the store centre (merchant screens live in `pages/me/store/`). Today's
 * and total orders, sales, the profit waiting to move, followers and the orders waiting to ship,
 * then the entries to the store's orders, products, wholesale centre, store info and invitation.
 *
 * Decisions the spec leaves open:
 * - Profit moves to the wallet on the wallet screen, which the wallet work built (amount, payment
 *   password, result): the entry here leads there instead of a second transfer form.
 * - "Waiting to ship" is the total of the orders list's `toShip` tab (the store answer has no such
 *   count); it links to that tab.
 * - Store messages (the store's chat inbox, `kefu/mer`) are one of the entries.
 */
export default function StoreCentrePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const store = useQuery({
    ...merchantQueries.store(api),
    // Read afresh on each arrival: orders, profit and followers change by other people's doing.
    refetchOnMount: 'always',
  });
  const toShip = useQuery({
    queryKey: merchantKeys.toShipCount,
    queryFn: ({ signal }) =>
      api.request(
        'merchantOrders',
        { tab: 'toShip', page: 1, pageSize: 1 },
        { signal, silent: true },
      ),
    refetchOnMount: 'always',
  });
  const topBar = <AppNavBar title={t('routes.merchant')} />;

  if (!store.isSuccess) {
    return (
      <QueryFallback query={store} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.form}>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={220} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }

  const data = store.data;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const figures: { key: string; label: string; value: React.ReactNode; href?: string }[] = [
    {
      key: 'todayOrders',
      label: t('pages.merchant.centre.todayOrders'),
      value: number.format(data.todayOrders),
    },
    {
      key: 'todaySales',
      label: t('pages.merchant.centre.todaySales'),
      value: <Price amount={data.todaySales} size="md" />,
    },
    {
      key: 'totalOrders',
      label: t('pages.merchant.centre.totalOrders'),
      value: number.format(data.totalOrders),
    },
    {
      key: 'totalSales',
      label: t('pages.merchant.centre.totalSales'),
      value: <Price amount={data.totalSales} size="md" />,
    },
    {
      key: 'profit',
      label: t('pages.merchant.centre.profit'),
      value: <Price amount={data.profit} size="md" />,
    },
    {
      key: 'followers',
      label: t('pages.merchant.centre.followers'),
      value: number.format(data.followers),
    },
    {
      key: 'toShip',
      label: t('pages.merchant.centre.toShip'),
      value: toShip.data ? number.format(toShip.data.total) : '–',
    },
  ];

  return (
    <Page topBar={topBar}>
      <section className={styles.storeHeader} aria-labelledby="store-centre-name">
        <Avatar name={data.name} src={data.logo} size="lg" shape="square" decorative />
        <div className={styles.storeWho}>
          <h2 id="store-centre-name" className={styles.storeName}>
            {data.name}
          </h2>
          <p className={styles.storeMeta}>
            {t('pages.merchant.centre.products', { number: number.format(data.productCount) })}
          </p>
        </div>
      </section>

      <dl className={styles.figures} aria-label={t('pages.merchant.centre.figures')}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>

      <CellGroup inset className={styles.entries} title={t('pages.merchant.centre.manage')}>
        <Cell
          title={t('routes.merchantOrders')}
          value={toShip.data?.total ? number.format(toShip.data.total) : undefined}
          href={hashHref(`${PATHS.merchantOrders}?tab=toShip`)}
        />
        <Cell title={t('routes.chatMerchant')} href={hashHref(PATHS.chatMerchant)} />
        <Cell title={t('routes.merchantProducts')} href={hashHref(PATHS.merchantProducts)} />
        <Cell title={t('routes.wholesale')} href={hashHref(PATHS.wholesale)} />
        <Cell title={t('routes.storeInfo')} href={hashHref(PATHS.storeInfo)} />
        <Cell title={t('routes.storeInvite')} href={hashHref(PATHS.storeInvite)} />
        <Cell
          title={t('pages.merchant.centre.transfer')}
          value={<Price amount={data.profit} size="sm" />}
          href={hashHref(PATHS.wallet)}
        />
      </CellGroup>
    </Page>
  );
}
