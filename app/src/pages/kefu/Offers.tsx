import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Image } from '@shop/ui';
import { useApi } from '../../api/useApi';
import { productQueries } from '../../features/catalogue/api';
import { orderQueries } from '../../features/orders/api';
import type { Outgoing } from './Composer';
import * as styles from '../../features/chat/Kefu.css';

/** What a conversation offers to send above its composer (`&product=` / `&order=` in the address). */
export type Offer = { kind: 'product' | 'order'; id: number };

export function OfferCard({ offer, onSend }: { offer: Offer; onSend: (outgoing: Outgoing) => void }) {
  return offer.kind === 'product' ? <ProductOffer productId={offer.id} onSend={onSend} /> : <OrderOffer orderId={offer.id} onSend={onSend} />;
}

/** "Send this product": a product message, the card the other side sees. Offered once. */
function ProductOffer({ productId, onSend }: { productId: number; onSend: (outgoing: Outgoing) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const product = useQuery(productQueries.card(api, productId));
  if (sent || !product.data) return null;
  const card = product.data;
  return (
    <div className={styles.attach}>
      <span className={styles.productThumb}>
        <Image src={card.image} alt="" aspectRatio={1} errorText={t('kit.image.failed')} />
      </span>
      <span className={styles.attachText}>
        <span className={styles.attachName} dir="auto" data-truncate>
          {card.name}
        </span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => {
          setSent(true);
          onSend({ kind: 'product', content: String(card.id), product: card });
        }}
      >
        {t('pages.kefu.chat.sendProduct')}
      </Button>
    </div>
  );
}

/**
 * "Send this order": a text message naming the order number, in the sender's language. The
 * message kinds have no order card, and a product card of its first item would say less than the
 * number staff and merchants look orders up by.
 */
function OrderOffer({ orderId, onSend }: { orderId: number; onSend: (outgoing: Outgoing) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const order = useQuery(orderQueries.detail(api, orderId));
  if (sent || !order.data) return null;
  const orderNo = order.data.orderNo;
  return (
    <div className={styles.attach}>
      <span className={styles.attachText}>
        <span className={styles.attachName} dir="auto" data-truncate>
          {t('pages.kefu.chat.orderMessage', { number: orderNo })}
        </span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => {
          setSent(true);
          onSend({ kind: 'text', content: t('pages.kefu.chat.orderMessage', { number: orderNo }) });
        }}
      >
        {t('pages.kefu.chat.sendOrder')}
      </Button>
    </div>
  );
}

