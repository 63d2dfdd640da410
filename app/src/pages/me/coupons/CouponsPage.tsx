import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Coupon } from '@shop/api/contract';
import { formatMoney, type CouponStatusName } from '@shop/domain';
import { InfiniteList, Page, Price, Tabs, Tag } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { couponKeys } from '../../../features/orders/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { formatDate, ListEmpty, ListFailed, ListSkeleton, useListTexts } from '../../../shell/listParts';
import * as lists from '../../../shell/lists.css';
import * as styles from './CouponsPage.css';
import { intlLocale } from '../../../i18n/intlLocale';
import { pagedQuery } from '../../../api/pagedQuery';
import { useTabParam } from '../../../shell/useTabParam';

const COUPON_TABS = ['available', 'used', 'expired'] as const satisfies readonly CouponStatusName[];
type CouponTab = (typeof COUPON_TABS)[number];
const PAGE_SIZE = 10;

/** A date never breaks across lines ("Dec / 10, 2026"): its spaces become no-break spaces. */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The user's coupons in three tabs (available, used, expired). The tab lives in the address
 * (`?tab=used`), so back, a shared link and a reload all return to the same tab; an unknown tab
 * reads as the available one.
 */
export default function CouponsPage() {
  const { t } = useTranslation();
  const [tab, select] = useTabParam(COUPON_TABS);


  return (
    <Page topBar={<AppNavBar title={t('routes.coupons')} />}>
      <Tabs
        label={t('pages.coupons.tabsLabel')}
        items={COUPON_TABS.map((id) => ({ id, label: t(`pages.coupons.tabs.${id}`) }))}
        selectedKey={tab}
        onSelectionChange={select}
      >
        {(item) => <CouponList status={item.id as CouponTab} />}
      </Tabs>
    </Page>
  );
}

function CouponList({ status }: { status: CouponTab }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const texts = useListTexts();
  const coupons = useInfiniteQuery(
    pagedQuery(couponKeys.list(status), (page, signal) =>
      api.request('couponList', { status, page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );

  if (coupons.isPending) return <ListSkeleton rows={3} height={104} />;
  if (coupons.isError) return <ListFailed onRetry={() => void coupons.refetch()} />;
  const items = coupons.data.pages.flatMap((page) => page.list);
  if (items.length === 0) {
    return status === 'available' ? (
      <ListEmpty
        description={t('pages.coupons.empty.available')}
        actionLabel={t('kit.empty.goShopping')}
        onAction={() => navigate(PATHS.home)}
      />
    ) : (
      <ListEmpty description={t(`pages.coupons.empty.${status}`)} />
    );
  }
  return (
    <InfiniteList
      hasMore={coupons.hasNextPage}
      onLoadMore={() => coupons.fetchNextPage({ throwOnError: true })}
      onRefresh={() => coupons.refetch()}
      {...texts}
    >
      <ul className={lists.list} aria-label={t(`pages.coupons.tabs.${status}`)}>
        {items.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} status={status} />
          </li>
        ))}
      </ul>
    </InfiniteList>
  );
}

function CouponCard({ coupon, status }: { coupon: Coupon; status: CouponTab }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const locale = intlLocale(i18n.language);
  const usable = status === 'available';
  return (
    <article className={styles.card} data-inactive={usable ? undefined : ''} aria-labelledby={nameId}>
      <div className={styles.stub}>
        <Price amount={coupon.amount} size="lg" />
        <span className={styles.minSpend}>
          {coupon.minSpend > 0
            ? t('pages.coupons.minSpend', { amount: formatMoney(coupon.minSpend, locale) })
            : t('pages.coupons.noMinSpend')}
        </span>
      </div>
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name} dir="auto">
          {coupon.name}
        </h2>
        <span className={lists.meta}>
          {coupon.storeId === null ? t('pages.coupons.allStores') : t('pages.coupons.storeOnly')}
        </span>
        <span className={lists.meta}>
          {t('pages.coupons.validRange', {
            from: keepTogether(formatDate(coupon.validFrom, locale)),
            until: keepTogether(formatDate(coupon.validUntil, locale)),
          })}
        </span>
        {coupon.usedAt ? (
          <span className={lists.meta}>{t('pages.coupons.usedAt', { date: formatDate(coupon.usedAt, locale) })}</span>
        ) : null}
      </div>
      <div className={styles.end}>
        {usable ? (
          <Link
            to={coupon.storeId === null ? PATHS.home : `${PATHS.storeView}?id=${coupon.storeId}`}
            className={styles.use}
            aria-describedby={nameId}
          >
            {t('pages.coupons.use')}
          </Link>
        ) : (
          <Tag tone="neutral">{t(`pages.coupons.tabs.${status}`)}</Tag>
        )}
      </div>
    </article>
  );
}
