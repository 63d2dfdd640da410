import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'react-aria-components';
import type { OrderSummary } from '@shop/api/contract';
import { Image, Price, Tag } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { OrderActions } from './orderActions';
import { orderStatusOf, STATUS_TONE } from '../../../features/orders/orderStatus';
import * as styles from '../../../features/orders/Orders.css';
import { useTimeAgoSentence } from '../../../i18n/timeAgo';

/**
 * One order in the list: store, status, items, total and when it was placed, with the actions its
 * status allows. The store name is the link to the order; it stretches over the whole card, so a
 * tap anywhere but a button opens the order.
 */
export function OrderCard({ order, now }: { order: OrderSummary; now: number }) {
  const { t } = useTranslation();
  const placedAgo = useTimeAgoSentence('pages.orders.placedAgo');
  const status = orderStatusOf(order.status);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.storeName}>
          <Link to={`${PATHS.orderView}?id=${order.id}`} className={styles.cardLink}>
            <span dir="auto">{order.storeName}</span>
            <VisuallyHidden elementType="span">{`, ${t('pages.orders.orderNo', { orderNo: order.orderNo })}`}</VisuallyHidden>
          </Link>
        </h2>
        {status ? (
          <Tag tone={STATUS_TONE[status]} className={styles.tag}>
            {t(`pages.orders.status.${status}`)}
          </Tag>
        ) : null}
      </div>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.item}>
            <Image src={item.image} alt="" aspectRatio={1} className={styles.thumb} errorText={t('kit.image.failed')} />
            <div className={styles.itemBody}>
              <p className={styles.itemName} data-truncate="" dir="auto">
                {item.name}
              </p>
              <div className={styles.itemMeta}>
                <Price amount={item.price} size="sm" />
                <span>{t('pages.orders.quantity', { quantity: item.quantity })}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.summary}>
        <time dateTime={order.createdAt}>
          {placedAgo(order.createdAt, now)}
        </time>
        <span className={styles.total}>
          <span>{t('pages.orders.totalOf', { count })}</span>
          <Price amount={order.amount} size="md" />
        </span>
      </p>
      <OrderActions order={order} />
    </article>
  );
}
