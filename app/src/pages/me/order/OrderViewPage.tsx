import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { ORDER_PROGRESS, orderProgress, type OrderProgressStatus, type OrderStatusName } from '@shop/domain';
import { Album, CountDown, Empty, Image, Page, Price, Skeleton, SkeletonGroup, Steps, Tag } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { ChatWithStoreButton } from '../../../features/chat/ChatWithStore';
import { useApi } from '../../../api/useApi';
import { orderQueries } from '../../../features/orders/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { payDeadline } from '../../../features/orders/payWindow';
import { isAfterSalesReason, OrderActions } from './orderActions';
import { buyerActions, orderStatusOf, STATUS_TONE } from '../../../features/orders/orderStatus';
import * as styles from '../../../features/orders/Orders.css';
import { useImagePreviewLabels } from '../../../shell/imageLabels';
import { intlLocale } from '../../../i18n/intlLocale';

/**
 * The progress bar's steps, one per status of the domain's `ORDER_PROGRESS`: the step's name (what
 * happened to enter that status) and the time it happened.
 */
const STEP_OF = {
  toPay: { title: 'placed', stamp: 'createdAt' },
  toShip: { title: 'paid', stamp: 'paidAt' },
  toReceive: { title: 'shipped', stamp: 'shippedAt' },
  toReview: { title: 'received', stamp: 'receivedAt' },
  completed: { title: 'completed', stamp: 'completedAt' },
} as const satisfies Record<OrderProgressStatus, { title: string; stamp: keyof OrderDetail }>;
const STEPS = ORDER_PROGRESS.map((status) => STEP_OF[status]);

/**
 * The step an order is on, from its status through the order machine, so the bar and the status
 * text never disagree ("Awaiting shipment" is on "Paid", not "Shipped"). After-sales and refunds
 * leave the path; for those, the last step whose time is set is how far the order got.
 */
function currentStep(order: OrderDetail): number {
  const progress = orderProgress(order.status);
  if (progress !== null) return progress;
  return STEPS.findLastIndex((step) => order[step.stamp] !== null);
}

/** The order's times, in the order they happen, for the information section. */
const TIMES = ['createdAt', 'paidAt', 'shippedAt', 'receivedAt', 'completedAt', 'cancelledAt'] as const;

const asId = (text: string | null): number | null => {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : null;
};

/**
 * One of the buyer's orders (`?id=12`): its status (with the time left to pay while it waits for
 * payment), progress, delivery address, items, shipment, amounts, numbers and times, any
 * after-sales request, and the actions its status allows in a bottom bar.
 */
export default function OrderViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = asId(params.get('id'));
  if (id === null) {
    return (
      <Page topBar={<AppNavBar title={t('routes.orderView')} />}>
        <Empty
          illustration="error"
          description={t('pages.orderView.invalid')}
          actionLabel={t('routes.orders')}
          onAction={() => navigate(PATHS.orders)}
        />
      </Page>
    );
  }
  return <OrderLoader key={id} id={id} />;
}

function OrderLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const order = useQuery({
    ...orderQueries.detail(api, id),
    // Read afresh on each arrival (the last look stays on screen while it loads): the store ships,
    // and the order moves on, while the buyer is elsewhere.
    refetchOnMount: 'always',
  });
  const topBar = <AppNavBar title={t('routes.orderView')} />;

  if (order.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.skeleton}>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={64} />
          <Skeleton shape="block" height={120} />
          <Skeleton shape="block" height={160} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (order.isError) {
    const missing = isApiError(order.error) && order.error.reason === 'notFound';
    return (
      <Page topBar={topBar}>
        {missing ? (
          <Empty
            illustration="error"
            description={t('pages.orderView.notFound')}
            actionLabel={t('routes.orders')}
            onAction={() => navigate(PATHS.orders)}
          />
        ) : (
          <Empty
            illustration="error"
            description={t('messages.pageLoadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void order.refetch()}
          />
        )}
      </Page>
    );
  }

  const data = order.data;
  return (
    <Page
      topBar={topBar}
      bottomBar={buyerActions(data.status).length > 0 ? <OrderActions order={data} block /> : undefined}
    >
      <OrderView order={data} />
    </Page>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const status = orderStatusOf(order.status);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const shortTime = new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const bannerId = useId();

  return (
    <>
      <section className={styles.banner} aria-labelledby={bannerId}>
        <h2 id={bannerId} className={styles.bannerTitle}>
          {status ? t(`pages.orders.status.${status}`) : null}
        </h2>
        {status === 'toPay' ? (
          <CountDown
            target={payDeadline([order])}
            label={t('kit.countDown.label')}
            expiredText={t('kit.countDown.expired')}
          />
        ) : null}
        {status ? <p className={styles.bannerText}>{t(`pages.orderView.hint.${status}`)}</p> : null}
      </section>

      {status !== 'cancelled' ? (
        <div className={styles.section}>
          <Steps
            label={t('kit.steps.label')}
            doneLabel={t('kit.steps.done')}
            current={currentStep(order)}
            items={STEPS.map(({ title, stamp }) => {
              const at = order[stamp];
              return {
                id: stamp,
                title: t(`pages.orderView.steps.${title}`),
                description: at ? <time dateTime={at}>{shortTime.format(new Date(at))}</time> : undefined,
              };
            })}
          />
        </div>
      ) : null}

      <Section title={t('pages.orderView.address')}>
        <p className={styles.text}>
          <span dir="auto">{order.address.recipient}</span> <span dir="ltr">{order.address.phone}</span>
        </p>
        <p className={styles.secondary} dir="auto">
          {[
            order.address.detail,
            order.address.city,
            order.address.region,
            order.address.postalCode,
            // In the reader's language: isolated, or an Arabic name pulls the postal code to its side.
            `\u2068${regionName(order.address.country, locale)}\u2069`,
          ].join(', ')}
        </p>
      </Section>

      <Section
        title={order.storeName}
        end={
          status ? (
            <Tag tone={STATUS_TONE[status]} className={styles.tag}>
              {t(`pages.orders.status.${status}`)}
            </Tag>
          ) : null
        }
      >
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.productId} className={styles.item}>
              <Image src={item.image} alt="" aspectRatio={1} className={styles.thumb} errorText={t('kit.image.failed')} />
              <div className={styles.itemBody}>
                <Link to={`${PATHS.productView}?id=${item.productId}`} className={styles.productLink}>
                  <span className={styles.itemName} data-truncate="" dir="auto">
                    {item.name}
                  </span>
                </Link>
                <div className={styles.itemMeta}>
                  <Price amount={item.price} size="sm" />
                  <span>{t('pages.orders.quantity', { quantity: item.quantity })}</span>
                </div>
                {item.commented ? (
                  <span>
                    <Tag tone="success">{t('pages.orderView.reviewed')}</Tag>
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <ChatWithStoreButton storeId={order.storeId} order={order.id} block />
      </Section>

      {order.carrier || order.trackingNo ? (
        <Section title={t('pages.orderView.shipment')}>
          <dl className={styles.rows}>
            {order.carrier ? <Row label={t('pages.orderView.carrier')}>{order.carrier}</Row> : null}
            {order.trackingNo ? (
              <Row label={t('pages.orderView.trackingNo')}>
                <span className={styles.mono}>{order.trackingNo}</span>
                <CopyButton text={order.trackingNo} label={t('pages.orderView.copyTrackingNo')} />
              </Row>
            ) : null}
          </dl>
        </Section>
      ) : null}

      <Section title={t('pages.orderView.amounts')}>
        <dl className={styles.rows}>
          <Row label={t('pages.orderView.goods')}>
            <Price amount={order.goodsAmount} size="sm" />
          </Row>
          <Row label={t('pages.orderView.shipping')}>
            {order.shippingAmount === 0 ? t('pages.orderView.freeShipping') : <Price amount={order.shippingAmount} size="sm" />}
          </Row>
          {order.discountAmount > 0 ? (
            <Row label={order.couponName ? t('pages.orderView.couponDiscount', { name: order.couponName }) : t('pages.orderView.discount')}>
              <Price amount={-order.discountAmount} size="sm" />
            </Row>
          ) : null}
          <Row label={t('pages.orderView.total')} className={styles.totalRow}>
            <Price amount={order.amount} size="lg" />
          </Row>
        </dl>
      </Section>

      <Section title={t('pages.orderView.info')} last={!order.afterSales}>
        <dl className={styles.rows}>
          <Row label={t('pages.orderView.orderNo')}>
            <span className={styles.mono}>{order.orderNo}</span>
            <CopyButton text={order.orderNo} label={t('pages.orderView.copyOrderNo')} />
          </Row>
          {TIMES.map((stamp) => {
            const at = order[stamp];
            return at ? (
              <Row key={stamp} label={t(`pages.orderView.times.${stamp}`)}>
                <time dateTime={at}>{dateTime.format(new Date(at))}</time>
              </Row>
            ) : null;
          })}
          {order.paymentMethod ? (
            <Row label={t('pages.orderView.paymentMethod')}>{t(`pages.orderView.methods.${order.paymentMethod}`)}</Row>
          ) : null}
          {order.remark ? (
            <Row label={t('pages.orderView.remark')}>
              <span dir="auto">{order.remark}</span>
            </Row>
          ) : null}
        </dl>
      </Section>

      {order.afterSales ? <AfterSalesInfo afterSales={order.afterSales} status={status} format={dateTime} /> : null}
    </>
  );
}

function AfterSalesInfo({
  afterSales,
  status,
  format,
}: {
  afterSales: NonNullable<OrderDetail['afterSales']>;
  status: OrderStatusName | undefined;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  const previewLabels = useImagePreviewLabels();
  const reason = isAfterSalesReason(afterSales.reason)
    ? t(`pages.orders.afterSales.reasons.${afterSales.reason}`)
    : afterSales.reason;
  return (
    <Section
      title={t('pages.orderView.afterSales')}
      end={
        status === 'refunded' ? (
          <Tag tone="neutral" className={styles.tag}>
            {t('pages.orders.status.refunded')}
          </Tag>
        ) : null
      }
      last
    >
      <dl className={styles.rows}>
        <Row label={t('pages.orderView.reason')}>{reason}</Row>
        <Row label={t('pages.orderView.requestedAt')}>
          <time dateTime={afterSales.createdAt}>{format.format(new Date(afterSales.createdAt))}</time>
        </Row>
      </dl>
      {afterSales.description ? (
        <p className={styles.text} dir="auto">
          {afterSales.description}
        </p>
      ) : null}
      {afterSales.images.length > 0 ? (
        <Album
          images={afterSales.images.map((src, i) => ({ src, alt: t('pages.orders.photoAlt', { index: i + 1 }) }))}
          openLabel={(index, total) => t('kit.uploader.preview', { index, total })}
          previewLabels={previewLabels}
        />
      ) : null}
    </Section>
  );
}

function Section({ title, end, last = false, children }: { title: ReactNode; end?: ReactNode; last?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.section} ${last ? styles.lastSection : ''}`} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {end}
      </div>
      {children}
    </section>
  );
}

function Row({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${styles.row} ${className ?? ''}`}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

/** Copies a number the buyer may need elsewhere (a courier's site, customer service). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.toast(t('messages.copySuccess'), 'success');
    } catch {
      feedback.toast(t('pages.orderView.copyFailed'), 'error');
    }
  };
  return (
    <button type="button" className={styles.copy} aria-label={label} onClick={() => void copy()}>
      {t('common.copy')}
    </button>
  );
}

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
