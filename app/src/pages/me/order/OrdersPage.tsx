import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page, Tabs } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { orderKeys, orderQueries } from '../../../features/orders/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { PagedList } from '../../../shell/PagedList';
import { OrderCardsSkeleton } from '../../../shell/PageSkeletons';
import { OrderCard } from './OrderCard';
import { COUNTED_TABS, LIST_TABS, type ListTab } from '../../../features/orders/orderStatus';
import * as styles from '../../../features/orders/Orders.css';
import { pagedQuery } from '../../../api/pagedQuery';
import { useTabParam } from '../../../shell/useTabParam';

const PAGE_SIZE = 10;

/**
 * The buyer's orders in scrollable tabs (all, to pay, to ship, to receive, to review, completed,
 * after-sales, cancelled) with counts on the tabs that wait on someone. The tab lives in the
 * address (`?tab=toShip`), so back, a shared link and a reload return to it; an unknown tab reads
 * as "all".
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [tab, select] = useTabParam(LIST_TABS);
  const counts = useQuery({
    ...orderQueries.counts(api),
    // Read afresh on each arrival, like the list below.
    refetchOnMount: 'always',
  });


  return (
    <Page topBar={<AppNavBar title={t('routes.orders')} />}>
      <Tabs
        label={t('pages.orders.tabsLabel')}
        items={LIST_TABS.map((id) => {
          const count = COUNTED_TABS.has(id) ? (counts.data?.[id] ?? 0) : 0;
          return {
            id,
            label: t(`orders.tabs.${id}`),
            badge: count,
            badgeLabel: count > 0 ? t('pages.orders.tabCount', { count }) : undefined,
          };
        })}
        selectedKey={tab}
        onSelectionChange={select}
      >
        {(item) => <OrderList tab={item.id as ListTab} />}
      </Tabs>
    </Page>
  );
}

/** The orders of one tab, a page at a time, with pull to refresh. */
function OrderList({ tab }: { tab: ListTab }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const orders = useInfiniteQuery({
    ...pagedQuery(orderKeys.list(tab), (page, signal) => api.request('orderList', { tab, page, pageSize: PAGE_SIZE }, { signal, silent: true })),
    // Read afresh on each arrival (the last look's cards stay while it loads): stores ship and
    // orders close while the buyer is elsewhere, and a shipped order must not still read "to ship".
    refetchOnMount: 'always',
  });
  return (
    // The same cards while loading as while the page's code loads (PageLoading's OrdersSkeleton).
    <PagedList
      query={orders}
      skeleton={<OrderCardsSkeleton />}
      empty={{
        description: t(tab === 'all' ? 'pages.orders.emptyAll' : 'pages.orders.emptyTab'),
        actionLabel: t('pages.orders.goShopping'),
        onAction: () => navigate(PATHS.home),
      }}
    >
      {(items, now) => (
        <ul className={styles.list} aria-label={t(`orders.tabs.${tab}`)}>
          {items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} now={now} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
