import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Coupon, OrderPreview } from '@shop/api/contract';
import { isApiError, newIdempotencyKey } from '@shop/api/client';
import { formatMoney, LIMITS, validateOrderPlacement } from '@shop/domain';
import {
  Button,
  Cell,
  Empty,
  Image,
  Page,
  Popup,
  Price,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  TextArea,
} from '@shop/ui';
import { ChevronRightIcon, MapPinIcon } from '@shop/ui/icons';
import { visuallyHidden } from '@shop/ui/theme';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { formatAddress } from '../../../features/address/addressFormat';
import { parseId, useAddressChoice } from '../../../features/address/addressChoice';
import { cartKeys } from '../../../features/cart/api';
import { orderKeys } from '../../../features/orders/api';
import * as styles from './OrderConfirmPage.css';

type Source = { from: 'cart' } | { from: 'buyNow'; productId: number; quantity: number };

/** Most of one product a buy-now order takes (the contract's bound). */
const MAX_QUANTITY = 999;

/** `?productId=&quantity=` of the buy-now route, or null when either is missing or malformed. */
function buyNowSource(params: URLSearchParams): Source | null {
  const productId = parseId(params.get('productId'));
  const quantity = parseId(params.get('quantity') ?? '1');
  if (productId === null || quantity === null || quantity > MAX_QUANTITY) return null;
  return { from: 'buyNow', productId, quantity };
}

/**
 * Confirm order, from the cart (`/pages/me/order/addOrder`) or for one product bought now
 * (`/pages/me/order/fastOrder?productId=&quantity=`): the delivery address (the default one unless
 * another was chosen), the goods per store, a coupon, a note, and the totals, always as the server
 * priced them (asked again whenever the address or the coupon changes). Submitting places one order
 * per store and goes to the payment screen (`?id=` for one order, `?ids=1,2` for several).
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buyNow = pathname === PATHS.orderConfirmBuyNow;
  const source = useMemo(() => (buyNow ? buyNowSource(params) : ({ from: 'cart' } as const)), [buyNow, params]);
  const title = t(buyNow ? 'routes.orderConfirmBuyNow' : 'routes.orderConfirmCart');

  if (!source) {
    return (
      <Page topBar={<AppNavBar title={title} />}>
        <Empty
          illustration="error"
          description={t('pages.orderConfirm.invalid')}
          actionLabel={t('kit.empty.goShopping')}
          onAction={() => navigate(PATHS.home)}
        />
      </Page>
    );
  }
  return <ConfirmOrder source={source} title={title} />;
}

function ConfirmOrder({ source, title }: { source: Source; title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const choice = useAddressChoice();
  const missingId = useId();

  // The address chosen on the address list (handed back through the cache, or in the query).
  const [addressId] = useState<number | undefined>(() => choice.peek() ?? parseId(params.get('addressId')) ?? undefined);
  /** undefined: the server's best coupon; null: none; a number: that coupon. */
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [missingAddress, setMissingAddress] = useState(false);
  const [couponsOpen, setCouponsOpen] = useState(false);

  useEffect(() => {
    // Picked up: keep it in the address (so a reload keeps it) and drop the hand-over.
    choice.clear();
    if (addressId !== undefined && params.get('addressId') !== String(addressId)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('addressId', String(addressId));
          return next;
        },
        { replace: true },
      );
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sourceKey = source.from === 'cart' ? 'cart' : `buyNow:${source.productId}:${source.quantity}`;
  const preview = useQuery({
    queryKey: orderKeys.confirm(sourceKey, addressId ?? 'default', couponId === undefined ? 'best' : couponId),
    queryFn: ({ signal }) => {
      const choices = { addressId, couponId };
      return source.from === 'cart'
        ? api.request('orderConfirmCart', choices, { signal, silent: true })
        : api.request(
            'orderConfirmBuyNow',
            { productId: source.productId, quantity: source.quantity, ...choices },
            { signal, silent: true },
          );
    },
    // Prices and stock change: always ask again on arrival; keep the last answer on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const usable = useQuery({
    queryKey: orderKeys.couponUsable(sourceKey),
    queryFn: ({ signal }) => api.request('couponUsable', { source }, { signal, silent: true }),
    staleTime: 0,
  });

  const idempotency = useRef<{ key: string; body: string } | null>(null);
  const create = useMutation({
    // Not silent: a refusal (out of stock, no address...) shows the server's translated message.
    mutationFn: (body: Parameters<typeof createBody>[0]) => {
      const payload = createBody(body);
      const fingerprint = JSON.stringify(payload);
      // The same order asked again (a retry after a lost answer) keeps its key; a changed one gets a new key.
      if (idempotency.current?.body !== fingerprint) idempotency.current = { key: newIdempotencyKey(), body: fingerprint };
      return api.request('orderCreate', { ...payload, idempotencyKey: idempotency.current.key });
    },
    onSuccess: (created) => {
      for (const key of [cartKeys.list, cartKeys.count, orderKeys.counts, orderKeys.lists, orderKeys.confirms]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      const ids = created.orderIds;
      const query = ids.length === 1 ? `id=${ids[0]}` : `ids=${ids.join(',')}`;
      navigate(`${PATHS.orderPay}?${query}`, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error, 'refused')) void preview.refetch();
    },
  });

  const here = location.pathname + location.search;
  const topBar = <AppNavBar title={title} />;

  if (preview.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.content}>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={160} />
          <Skeleton shape="block" height={120} />
        </SkeletonGroup>
      </Page>
    );
  }

  if (preview.isError && !preview.data) {
    const error = preview.error;
    const reason = isApiError(error, 'refused') ? error.reason : null;
    // The server said why there is nothing to confirm: say it and offer the way back.
    if (reason === 'validation' || reason === 'outOfStock' || reason === 'productUnavailable' || reason === 'notFound') {
      return (
        <Page topBar={topBar}>
          <Empty
            illustration="box"
            description={reason === 'validation' ? t('pages.orderConfirm.nothingSelected') : error.message}
            actionLabel={source.from === 'cart' ? t('routes.cart') : t('kit.empty.goShopping')}
            onAction={() => navigate(source.from === 'cart' ? PATHS.cart : PATHS.home)}
          />
        </Page>
      );
    }
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void preview.refetch()}
        />
      </Page>
    );
  }

  const data = preview.data!;
  const updating = preview.isPlaceholderData || preview.isFetching;
  const coupons: Coupon[] = usable.data ?? data.coupons;

  const submit = () => {
    const checked = validateOrderPlacement({
      productIds: data.groups.flatMap((group) => group.items.map((item) => item.productId)),
      addressId: data.address?.id,
    });
    if (!checked.ok) {
      if (checked.errors.addressId) setMissingAddress(true);
      const issue = checked.errors.addressId ?? checked.errors.productIds!;
      feedback.toast(t(issue.key), 'error');
      return;
    }
    create.mutate({ source, addressId: data.address!.id, couponId: data.couponId, remark });
  };

  const chooserHref = `${PATHS.addresses}?choose=1&redirect=${encodeURIComponent(here)}`;
  const addHref = `${PATHS.addressEdit}?choose=1&redirect=${encodeURIComponent(here)}`;

  return (
    <Page
      topBar={topBar}
      bottomBar={
        <div className={styles.bar}>
          <p className={styles.barTotal} aria-live="polite" aria-busy={updating}>
            <span>{t('pages.orderConfirm.toPay')}</span>
            <Price amount={data.amount} size="md" className={styles.barPrice} />
          </p>
          <Button onPress={submit} loading={create.isPending} isDisabled={updating}>
            {t('pages.orderConfirm.submit')}
          </Button>
        </div>
      }
    >
      <div className={styles.content}>
        <section className={styles.card} aria-labelledby="confirm-address">
          <h2 id="confirm-address" className={styles.cardTitle}>
            {t('pages.orderConfirm.address')}
          </h2>
          {data.address ? (
            <AddressSummary address={data.address} href={chooserHref} />
          ) : (
            <>
              <Link to={addHref} className={styles.addressLink} aria-describedby={missingAddress ? missingId : undefined}>
                <MapPinIcon className={styles.addressIcon} />
                <span className={`${styles.addressBody} ${styles.addAddress}`}>{t('pages.orderConfirm.addAddress')}</span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
              {missingAddress ? (
                <p id={missingId} role="alert" className={styles.missing}>
                  {t('validation.addressRequired')}
                </p>
              ) : null}
            </>
          )}
        </section>

        {data.groups.map((group) => (
          <section key={group.storeId} className={styles.card} aria-labelledby={`confirm-store-${group.storeId}`}>
            <h2 id={`confirm-store-${group.storeId}`} className={styles.cardTitle}>
              {group.storeName}
            </h2>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item.productId} className={styles.item}>
                  <Image src={item.image} alt="" aspectRatio={1} className={styles.thumb} />
                  <div className={styles.itemBody}>
                    <span className={styles.itemName} data-truncate="" dir="auto">
                      {item.name}
                    </span>
                    <div className={styles.itemFoot}>
                      <Price amount={item.price} size="sm" />
                      <span>{t('pages.orderConfirm.quantity', { n: item.quantity })}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt className={styles.rowLabel}>{t('pages.orderConfirm.shipping')}</dt>
                <dd className={styles.rowValue}>
                  {group.shippingAmount === 0 ? t('kit.tag.freeShipping') : <Price amount={group.shippingAmount} size="sm" />}
                </dd>
              </div>
            </dl>
          </section>
        ))}

        <div className={`${styles.card} ${styles.couponCard}`}>
          <Cell
            title={t('pages.orderConfirm.coupon')}
            value={couponValue(t, coupons, data)}
            onPress={() => setCouponsOpen(true)}
            isDisabled={coupons.length === 0 && data.couponId === null}
          />
        </div>

        <div className={styles.card}>
          <TextArea
            label={t('pages.orderConfirm.remark')}
            placeholder={t('pages.orderConfirm.remarkPlaceholder')}
            value={remark}
            onChange={setRemark}
            maxLength={LIMITS.textareaMax}
            rows={2}
            countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          />
        </div>

        <section className={styles.card} aria-labelledby="confirm-totals" aria-busy={updating}>
          <h2 id="confirm-totals" className={styles.cardTitle}>
            {t('pages.orderConfirm.summary')}
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>{t('pages.orderConfirm.goods')}</dt>
              <dd className={styles.rowValue}>
                <Price amount={data.goodsAmount} size="sm" />
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>{t('pages.orderConfirm.shipping')}</dt>
              <dd className={styles.rowValue}>
                <Price amount={data.shippingAmount} size="sm" />
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.rowLabel}>{t('pages.orderConfirm.discount')}</dt>
              <dd className={`${styles.rowValue} ${styles.discount}`} data-testid="order-discount">
                <Price amount={data.discountAmount > 0 ? -data.discountAmount : 0} size="sm" />
              </dd>
            </div>
            <div className={`${styles.row} ${styles.grandTotal}`}>
              <dt>{t('pages.orderConfirm.total')}</dt>
              <dd className={styles.rowValue} data-testid="order-total">
                <Price amount={data.amount} size="md" />
              </dd>
            </div>
          </dl>
        </section>
      </div>

      {couponsOpen ? (
        // Mounted while open, so each opening starts from the coupon the order uses now.
        <CouponSheet
          onClose={() => setCouponsOpen(false)}
          coupons={coupons}
          current={data.couponId}
          onChoose={(id) => {
            setCouponId(id);
            setCouponsOpen(false);
          }}
        />
      ) : null}
    </Page>
  );
}

function createBody(input: { source: Source; addressId: number; couponId: number | null; remark: string }) {
  const remark = input.remark.trim();
  return {
    source: input.source,
    addressId: input.addressId,
    couponId: input.couponId,
    ...(remark ? { remark } : {}),
  };
}

function couponValue(t: TFunction, coupons: Coupon[], data: OrderPreview): string {
  const applied = coupons.find((coupon) => coupon.id === data.couponId) ?? data.coupons.find((c) => c.id === data.couponId);
  if (applied) return applied.name;
  return coupons.length === 0 ? t('pages.orderConfirm.noCouponAvailable') : t('pages.orderConfirm.noCoupon');
}

function AddressSummary({ address, href }: { address: NonNullable<OrderPreview['address']>; href: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={href} className={styles.addressLink}>
      <MapPinIcon className={styles.addressIcon} />
      <span className={styles.addressBody}>
        <span className={styles.addressWho}>
          <span dir="auto">{address.recipient}</span>
          <span className={styles.addressPhone}>{address.phone}</span>
        </span>
        <span className={styles.addressText} dir="auto">
          {formatAddress(address, i18n.language)}
        </span>
      </span>
      {/* What pressing does, for screen readers; the chevron says it to the eye. */}
      <span className={visuallyHidden}>{t('pages.orderConfirm.changeAddress')}</span>
      <ChevronRightIcon className={styles.chevron} />
    </Link>
  );
}

const NO_COUPON = 'none';

function CouponSheet({
  onClose,
  coupons,
  current,
  onChoose,
}: {
  onClose: () => void;
  coupons: Coupon[];
  current: number | null;
  onChoose: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [pending, setPending] = useState(current === null ? NO_COUPON : String(current));
  return (
    <Popup
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('pages.orderConfirm.chooseCoupon')}
      closeLabel={t('common.close')}
    >
      <div className={styles.couponSheet}>
        <RadioGroup
          label={t('pages.orderConfirm.chooseCoupon')}
          hideLabel
          value={pending}
          onChange={setPending}
          className={styles.couponOptions}
        >
          <Radio value={NO_COUPON}>{t('pages.orderConfirm.noCoupon')}</Radio>
          {coupons.map((coupon) => (
            <Radio
              key={coupon.id}
              value={String(coupon.id)}
              description={t('pages.orderConfirm.couponTerms', {
                amount: formatMoney(coupon.amount, locale),
                minSpend: formatMoney(coupon.minSpend, locale),
              })}
            >
              {coupon.name}
            </Radio>
          ))}
        </RadioGroup>
        <Button block onPress={() => onChoose(pending === NO_COUPON ? null : Number(pending))}>
          {t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
