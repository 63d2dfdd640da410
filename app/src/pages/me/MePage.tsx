import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Avatar, Badge, Button, Cell, CellGroup, Page, Price, Skeleton, useConfirm } from '@shop/ui';
import type { OrderTab } from '@shop/domain';
import { CommentIcon, PackageIcon, ReturnIcon, TruckIcon, WalletIcon } from '@shop/ui/icons';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { orderQueries } from '../../features/orders/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { AppTabBar } from '../../shell/AppTabBar';
import { useSessionActor } from '../../session/SessionProvider';
import * as styles from './MePage.css';

const ORDER_SHORTCUTS = ['toPay', 'toShip', 'toReceive', 'toReview', 'afterSales'] as const satisfies readonly OrderTab[];

const SHORTCUT_ICONS = {
  toPay: WalletIcon,
  toShip: PackageIcon,
  toReceive: TruckIcon,
  toReview: CommentIcon,
  afterSales: ReturnIcon,
} satisfies Record<(typeof ORDER_SHORTCUTS)[number], unknown>;

const hashHref = (path: string) => `#${path}`;

/** Account home: who is signed in, the wallet balance, order shortcuts with counts, and settings. */
export default function MePage() {
  const { t } = useTranslation();
  const api = useApi();
  const actor = useSessionActor();
  const confirm = useConfirm();
  const user = useSelector(actor, (s) => s.context.userInfo);
  const loggingOut = useSelector(actor, (s) => s.matches('loggingOut'));
  const counts = useQuery(orderQueries.counts(api));

  const logOut = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.me.logOutConfirm'),
      confirmLabel: t('common.logOut'),
      cancelLabel: t('common.cancel'),
    });
    if (sure) actor.send({ type: 'LOGOUT' });
  };

  return (
    <Page topBar={<AppNavBar title={t('routes.me')} />} bottomBar={<AppTabBar />}>
      <section className={styles.header} aria-label={t('pages.me.account')}>
        {user ? (
          <>
            <Avatar name={user.nickname || user.username} src={user.avatar ?? undefined} size="lg" decorative />
            <div className={styles.who}>
              <h2 className={styles.name}>{user.nickname || user.username}</h2>
              <p className={styles.meta}>{t('pages.me.inviteCode', { code: user.inviteCode })}</p>
            </div>
          </>
        ) : (
          <Skeleton shape="block" height={64} />
        )}
      </section>

      <CellGroup inset title={t('routes.wallet')}>
        <Cell
          title={t('pages.me.balance')}
          value={user ? <Price amount={user.balance} size="md" /> : undefined}
          href={hashHref(PATHS.wallet)}
        />
      </CellGroup>

      <CellGroup inset title={t('routes.orders')}>
        <nav className={styles.shortcuts} aria-label={t('routes.orders')}>
          {ORDER_SHORTCUTS.map((tab) => {
            const count = counts.data?.[tab] ?? 0;
            const Icon = SHORTCUT_ICONS[tab];
            return (
              <a key={tab} className={styles.shortcut} href={hashHref(`${PATHS.orders}?tab=${tab}`)}>
                <Badge count={count} label={t('pages.me.ordersIn', { count, tab: t(`orders.tabs.${tab}`) })}>
                  <Icon className={styles.shortcutIcon} />
                </Badge>
                <span>{t(`orders.tabs.${tab}`)}</span>
              </a>
            );
          })}
        </nav>
        <Cell title={t('pages.me.allOrders')} href={hashHref(PATHS.orders)} />
      </CellGroup>

      <CellGroup inset>
        <Cell title={t('routes.coupons')} href={hashHref(PATHS.coupons)} />
        <Cell title={t('routes.collection')} href={hashHref(PATHS.collection)} />
        <Cell title={t('routes.followedStores')} href={hashHref(PATHS.followedStores)} />
        <Cell title={t('routes.history')} href={hashHref(PATHS.history)} />
        <Cell title={t('routes.addresses')} href={hashHref(PATHS.addresses)} />
        <Cell title={t('routes.chatList')} href={hashHref(PATHS.chatList)} />
        <Cell title={t('routes.serviceInfo')} href={hashHref(PATHS.serviceInfo)} />
      </CellGroup>

      <CellGroup inset>
        {user?.storeId ? (
          <Cell title={t('routes.merchant')} href={hashHref(PATHS.merchant)} />
        ) : (
          <Cell title={t('routes.applyStore')} href={hashHref(PATHS.applyStore)} />
        )}
        {user?.roles.includes('staff') ? <Cell title={t('routes.staff')} href={hashHref(PATHS.staff)} /> : null}
        <Cell title={t('routes.profile')} href={hashHref(PATHS.profile)} />
        <Cell title={t('routes.payPassword')} href={hashHref(PATHS.payPassword)} />
        <Cell title={t('routes.loginPassword')} href={hashHref(PATHS.loginPassword)} />
        <Cell title={t('routes.language')} href={hashHref(PATHS.language)} />
        <Cell title={t('routes.help')} href={hashHref(PATHS.help)} />
        <Cell title={t('routes.about')} href={hashHref(PATHS.about)} />
      </CellGroup>

      <div className={styles.logout}>
        <Button block variant="secondary" loading={loggingOut} onPress={() => void logOut()}>
          {t('common.logOut')}
        </Button>
      </div>
    </Page>
  );
}
