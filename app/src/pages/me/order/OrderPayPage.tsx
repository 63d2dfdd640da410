import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_STATUS } from '@shop/domain';
import {
  Empty,
  Page,
  Skeleton,
  SkeletonGroup,
} from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { walletQueries } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { selectUser, useSession } from '../../../session/SessionProvider';
import { parseOrderIds } from './orderIds';
import { clearPendingPayment, readPendingPayment } from './pendingPayment';
import { useOrders } from './useOrders';
import * as styles from './OrderPay.css';
import { PayForm } from './PayForm';


/**
 * Paying for one order (`?id=12`) or for the orders one checkout created (`?ids=12,13`, one per
 * store). Several orders are paid together, in one payment of their total: one PIN, one provider
 * visit, and the server moves them all or none. The screen shows the order numbers, the total,
 * the time left to pay, and the choice of balance (PIN pad in a sheet) or online (the provider's
 * page, then polling its state on return). Success goes to the payment success screen.
 */
export default function OrderPayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseOrderIds(params), [params]);
  if (!ids) {
    return (
      <Page topBar={<AppNavBar title={t('routes.orderPay')} />}>
        <Empty
          illustration="error"
          description={t('pages.orderPay.invalid')}
          actionLabel={t('routes.orders')}
          onAction={() => navigate(PATHS.orders)}
        />
      </Page>
    );
  }
  return <PayLoader key={ids.join(',')} ids={ids} />;
}

function PayLoader({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const { orders, isPending, isError, refetch } = useOrders(ids);
  const wallet = useQuery({
    ...walletQueries.summary(api),
    // The payment starts from these (payment password set? how much available?), so they are read
    // afresh on arrival: a password just set or a deposit just made must count, not the cache.
    refetchOnMount: 'always',
  });
  const topBar = <AppNavBar title={t('routes.orderPay')} />;
  const unpayable = orders?.some((order) => order.status !== ORDER_STATUS.toPay) ?? false;

  // Orders that are no longer to pay have nothing left to wait for at the provider.
  useEffect(() => {
    if (unpayable && readPendingPayment(ids)) clearPendingPayment();
  }, [unpayable, ids]);

  if (isError) {
    return (
      <Page topBar={topBar}>
        <Empty illustration="error" description={t('messages.pageLoadFailed')} actionLabel={t('common.retry')} onAction={refetch} />
      </Page>
    );
  }
  if (isPending || !orders || wallet.isPending || !wallet.isFetchedAfterMount) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.card}>
          <Skeleton shape="line" width="40%" />
          <Skeleton shape="block" height={48} />
          <Skeleton shape="block" height={120} />
        </SkeletonGroup>
      </Page>
    );
  }

  if (unpayable) {
    const allPaid = orders.every((order) => order.paidAt !== null);
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="box"
          description={t(allPaid ? 'pages.orderPay.alreadyPaid' : 'pages.orderPay.notPayable')}
          actionLabel={t(ids.length === 1 ? 'pages.orderPaid.viewOrder' : 'routes.orders')}
          onAction={() => navigate(ids.length === 1 ? `${PATHS.orderView}?id=${ids[0]}` : PATHS.orders)}
        />
      </Page>
    );
  }

  // The wallet's own answer is the fresher one; the session's user info stands in if it failed.
  return (
    <PayForm
      orders={orders}
      balance={wallet.data?.available ?? user?.balance ?? 0}
      hasPayPassword={wallet.data?.payPasswordSet ?? user?.payPasswordSet ?? false}
    />
  );
}

