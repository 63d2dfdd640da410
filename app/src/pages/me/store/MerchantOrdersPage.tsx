import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderDetail, OrderSummary } from '@shop/api/contract';
import { availableOrderActions, orderActionNeedsConfirmation } from '@shop/domain';
import { Button, Empty, Image, Page, Price, Tabs, Tag, useConfirm } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { PagedList } from '../../../shell/PagedList';
import { OrderCardsSkeleton } from '../../../shell/PageSkeletons';
import { LIST_TABS, orderStatusOf, STATUS_TONE, type ListTab } from '../../../features/orders/orderStatus';
import * as orderStyles from '../../../features/orders/Orders.css';
import { merchantKeys, merchantQueries } from '../../../features/merchant/api';
import { pagedQuery } from '../../../api/pagedQuery';
import { useTabParam } from '../../../shell/useTabParam';
import { useTimeAgoSentence } from '../../../i18n/timeAgo';

const PAGE_SIZE = 10;

/**
 * `me/store/order`: the store's orders by state, in tabs kept in the address (`?tab=toShip`), a
 * page at a time; `?id=N` shows one order (there is no separate route for the merchant's order
 * view). Shipping asks first and is offered only when the domain's order machine lets a merchant
 * ship the order's status. Merchant screens live in `pages/me/store/`.
 *
 * Decisions the spec leaves open: the carrier and tracking number are optional in the contract and
 * not asked for; the tabs carry no counts (the contract has none for a store).
 */
export default function MerchantOrdersPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return raw !== null ? <OrderView id={id} /> : <OrderTabs />;
}

/** Whether the merchant may ship an order in this status (the order machine decides). */
export const canShip = (status: number) => {
  const name = orderStatusOf(status);
  return name ? availableOrderActions(name, 'merchant').includes('SHIP') : false;
};

function OrderTabs() {
  const { t } = useTranslation();
  const [tab, select] = useTabParam(LIST_TABS);
  return (
    <Page topBar={<AppNavBar title={t('routes.merchantOrders')} />}>
      <Tabs
        label={t('pages.orders.tabsLabel')}
        items={LIST_TABS.map((id) => ({ id, label: t(`orders.tabs.${id}`) }))}
        selectedKey={tab}
        onSelectionChange={select}
      >
        {(item) => <OrderList tab={item.id as ListTab} />}
      </Tabs>
    </Page>
  );
}

function OrderList({ tab }: { tab: ListTab }) {
  const { t } = useTranslation();
  const api = useApi();
  const orders = useInfiniteQuery({
    ...pagedQuery(merchantKeys.orderList(tab), (page, signal) =>
      api.request(
        'merchantOrders',
        { tab, page, pageSize: PAGE_SIZE },
        { signal, silent: true },
      )
    ),
    // Read afresh on each arrival: buyers pay (and confirm) while the merchant is elsewhere, and an
    // order paid since the last look must be there to ship.
    refetchOnMount: 'always',
  });
  return (
    <PagedList
      query={orders}
      skeleton={<OrderCardsSkeleton />}
      empty={{ description: t('pages.orders.emptyTab') }}
    >
      {(items, now) => (
        <ul className={orderStyles.list} aria-label={t(`orders.tabs.${tab}`)}>
          {items.map((order) => (
            <li key={order.id}>
              <StoreOrderCard order={order} now={now} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = orderStatusOf(status);
  return name ? (
    <Tag tone={STATUS_TONE[name]} className={orderStyles.tag}>
      {t(`pages.orders.status.${name}`)}
    </Tag>
  ) : null;
}

function Items({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <ul className={orderStyles.items}>
      {order.items.map((item) => (
        <li key={item.productId} className={orderStyles.item}>
          <Image
            src={item.image}
            alt=""
            aspectRatio={1}
            className={orderStyles.thumb}
            errorText={t('kit.image.failed')}
          />
          <div className={orderStyles.itemBody}>
            <p className={orderStyles.itemName} data-truncate="" dir="auto">
              {item.name}
            </p>
            <div className={orderStyles.itemMeta}>
              <Price amount={item.price} size="sm" />
              <span>{t('pages.orders.quantity', { quantity: item.quantity })}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function StoreOrderCard({ order, now }: { order: OrderSummary; now: number }) {
  const { t } = useTranslation();
  const placedAgo = useTimeAgoSentence('pages.orders.placedAgo');
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={orderStyles.card}>
      <div className={orderStyles.cardHeader}>
        <h2 className={orderStyles.storeName}>
          <Link to={`${PATHS.merchantOrders}?id=${order.id}`} className={orderStyles.cardLink}>
            {t('pages.orders.orderNo', { orderNo: order.orderNo })}
          </Link>
        </h2>
        <StatusTag status={order.status} />
      </div>
      <Items order={order} />
      <p className={orderStyles.summary}>
        <time dateTime={order.createdAt}>
          {placedAgo(order.createdAt, now)}
        </time>
        <span className={orderStyles.total}>
          <span>{t('pages.orders.totalOf', { count })}</span>
          <Price amount={order.amount} size="md" />
        </span>
      </p>
      {canShip(order.status) ? (
        <div className={orderStyles.actions}>
          <ShipButton order={order} />
        </div>
      ) : null}
    </article>
  );
}

/** Ship after "are you sure?" (the order machine marks shipping as asked first). */
function ShipButton({
  order,
  grow = false,
}: {
  order: Pick<OrderSummary, 'id' | 'orderNo' | 'status'>;
  grow?: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: () => api.request('merchantShip', { id: order.id }),
    onSuccess: (detail) => {
      queryClient.setQueryData(merchantKeys.orderDetail(order.id), detail);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.orders });
      void queryClient.invalidateQueries({ queryKey: merchantKeys.store });
      feedback.toast(t('pages.merchant.orders.shipped'), 'success');
    },
  });
  const press = async () => {
    if (orderActionNeedsConfirmation('SHIP')) {
      const sure = await confirm({
        title: t('pages.merchant.orders.shipTitle'),
        message: t('pages.merchant.orders.shipConfirm', { orderNo: order.orderNo }),
        confirmLabel: t('pages.merchant.orders.ship'),
        cancelLabel: t('common.cancel'),
      });
      if (!sure) return;
    }
    ship.mutate();
  };
  return (
    <Button
      size={grow ? 'md' : 'sm'}
      className={grow ? orderStyles.actionGrow : undefined}
      loading={ship.isPending}
      onPress={() => void press()}
    >
      {t('pages.merchant.orders.ship')}
    </Button>
  );
}

function OrderView({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery({
    ...merchantQueries.orderDetail(api, id),
    refetchOnMount: 'always',
  });
  const topBar = <AppNavBar title={t('routes.merchantOrders')} />;
  if (id === null || detail.isError) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={id === null ? t('pages.orderView.invalid') : t('messages.pageLoadFailed')}
          actionLabel={id === null ? undefined : t('common.retry')}
          onAction={id === null ? undefined : () => void detail.refetch()}
        />
      </Page>
    );
  }
  if (detail.isPending) {
    return (
      <Page topBar={topBar}>
        <OrderCardsSkeleton />
      </Page>
    );
  }
  return (
    <Page
      topBar={topBar}
      bottomBar={
        canShip(detail.data.status) ? (
          <div className={orderStyles.actionsBar}>
            <ShipButton order={detail.data} grow />
          </div>
        ) : undefined
      }
    >
      <OrderDetailView order={detail.data} />
    </Page>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const address = order.address;
  return (
    <>
      <section className={orderStyles.section} aria-labelledby="merchant-order-no">
        <div className={orderStyles.cardHeader}>
          <h2 id="merchant-order-no" className={orderStyles.sectionTitle}>
            {t('pages.orders.orderNo', { orderNo: order.orderNo })}
          </h2>
          <StatusTag status={order.status} />
        </div>
        <Items order={order} />
      </section>
      <section className={orderStyles.section} aria-labelledby="merchant-order-address">
        <h2 id="merchant-order-address" className={orderStyles.sectionTitle}>
          {t('pages.orderView.address')}
        </h2>
        <p className={orderStyles.text} dir="auto">
          {address.recipient} <span className={orderStyles.mono}>{address.phone}</span>
        </p>
        <p className={orderStyles.secondary} dir="auto">
          {[address.detail, address.city, address.region, address.postalCode, address.country]
            .filter(Boolean)
            .join(', ')}
        </p>
      </section>
      <section
        className={`${orderStyles.section} ${orderStyles.lastSection}`}
        aria-labelledby="merchant-order-amounts"
      >
        <h2 id="merchant-order-amounts" className={orderStyles.sectionTitle}>
          {t('pages.orderView.amounts')}
        </h2>
        <dl className={orderStyles.rows}>
          <div className={orderStyles.row}>
            <dt className={orderStyles.rowLabel}>{t('pages.orderView.total')}</dt>
            <dd className={orderStyles.rowValue}>
              <Price amount={order.amount} size="sm" />
            </dd>
          </div>
          {order.profit !== null ? (
            <div className={orderStyles.row}>
              <dt className={orderStyles.rowLabel}>{t('pages.merchant.orders.profit')}</dt>
              <dd className={orderStyles.rowValue}>
                <Price amount={order.profit} size="sm" />
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </>
  );
}
