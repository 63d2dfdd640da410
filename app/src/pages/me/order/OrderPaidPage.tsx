import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { addMinor, ORDER_STATUS } from '@shop/domain';
import { Empty, Page, Price, Skeleton, SkeletonGroup, Spinner } from '@shop/ui';
import { CheckCircleIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { AppNavBar } from '../../../shell/AppNavBar';
import { parseOrderIds } from './orderIds';
import { useOrders } from './useOrders';
import * as styles from './OrderPay.css';

/** While the provider's confirmation has not reached the orders yet, they are asked again this often. */
const CONFIRM_POLL_MS = 3_000;

/**
 * Payment success (`?id=12`, or `?ids=12,13` after paying several orders at once): a success
 * mark, the amount paid, the order numbers, and the ways on (the order, or shopping). Coming back
 * from an online provider before its confirmation arrived shows "confirming" and checks again.
 */
export default function OrderPaidPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseOrderIds(params), [params]);
  const topBar = <AppNavBar title={t('routes.orderPaid')} />;
  if (!ids) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={t('pages.orderPay.invalid')}
          actionLabel={t('routes.orders')}
          onAction={() => navigate(PATHS.orders)}
        />
      </Page>
    );
  }
  return <PaidSummary key={ids.join(',')} ids={ids} />;
}

function PaidSummary({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // An order still to pay is asked about again until the provider's confirmation reaches it.
  const { orders, isPending, isError, refetch } = useOrders(ids, (order) =>
    order?.status === ORDER_STATUS.toPay ? CONFIRM_POLL_MS : false,
  );
  const confirming = orders?.some((order) => order.status === ORDER_STATUS.toPay) ?? false;
  const topBar = <AppNavBar title={t('routes.orderPaid')} />;

  if (isError) {
    return (
      <Page topBar={topBar}>
        <Empty illustration="error" description={t('messages.pageLoadFailed')} actionLabel={t('common.retry')} onAction={refetch} />
      </Page>
    );
  }
  if (isPending || !orders) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.summary}>
          <Skeleton shape="circle" width={64} height={64} />
          <Skeleton shape="line" width="60%" />
          <Skeleton shape="block" height={44} />
        </SkeletonGroup>
      </Page>
    );
  }

  const cancelled = orders.some((order) => order.status === ORDER_STATUS.cancelled);
  if (cancelled) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="box"
          description={t('pages.orderPay.notPayable')}
          actionLabel={t('routes.orders')}
          onAction={() => navigate(PATHS.orders)}
        />
      </Page>
    );
  }

  const amount = addMinor(...orders.map((order) => order.amount));
  const viewOrder = ids.length === 1 ? `${PATHS.orderView}?id=${ids[0]}` : `${PATHS.orders}?tab=toShip`;

  return (
    <Page topBar={topBar}>
      {confirming ? (
        <section className={styles.summary} role="status" aria-labelledby="paid-heading">
          <Spinner />
          <h2 id="paid-heading" className={styles.heading}>
            {t('pages.orderPaid.confirming')}
          </h2>
          <p className={styles.caption}>{t('pages.orderPaid.confirmingHint')}</p>
        </section>
      ) : (
        <section className={styles.summary} aria-labelledby="paid-heading">
          <CheckCircleIcon className={styles.successMark} aria-hidden="true" />
          <h2 id="paid-heading" className={styles.heading}>
            {t('messages.paymentSuccess')}
          </h2>
          <p className={styles.caption}>{t('pages.orderPaid.amountPaid')}</p>
          <Price amount={amount} size="lg" />
        </section>
      )}

      <section className={styles.card} aria-labelledby="paid-orders">
        <h2 id="paid-orders" className={styles.caption}>
          {t('pages.orderPay.ordersTitle', { count: orders.length })}
        </h2>
        <ul className={styles.orderList}>
          {orders.map((order) => (
            <li key={order.id} className={styles.orderNo}>
              {t('pages.orderPay.orderNo', { orderNo: order.orderNo })}
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.card} ${styles.actions}`}>
        <Link className={styles.linkButton.primary} to={viewOrder}>
          {t(ids.length === 1 ? 'pages.orderPaid.viewOrder' : 'pages.orderPaid.viewOrders')}
        </Link>
        <Link className={styles.linkButton.secondary} to={PATHS.home}>
          {t('pages.orderPaid.continueShopping')}
        </Link>
      </div>
    </Page>
  );
}
