import { z } from 'zod';
import { area } from '../endpoint';
import {
  AFTER_SALES_STATUS,
  COUPON_STATUS,
  LIMITS,
  ORDER_STATUS,
  ORDER_TAB_NAMES,
  PAYMENT_METHODS,
  statusCode,
  statusName,
} from '../domain';
import {
  datetime,
  empty,
  id,
  idempotencyKey,
  imageUrl,
  money,
  obj,
  page,
  pageQuery,
  q,
  requiredText,
  text,
} from '../primitives';
import { payPassword } from './account';
import { addressSchema, deliveryAddressSchema } from './address';

const order = area('order');
const coupon = area('coupon');

/* ---------- coupons ---------- */

export const couponSchema = obj({
  id: id(),
  name: z.string(),
  /** Discount in minor units. */
  amount: money(),
  /** Smallest goods amount the coupon applies to. */
  minSpend: money(),
  status: statusCode(COUPON_STATUS, 'Coupon status'),
  /** Null: usable in every store. */
  storeId: id().nullable(),
  validFrom: datetime(),
  validUntil: datetime(),
  usedAt: datetime().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/* ---------- orders ---------- */

export const orderItemSchema = obj({
  productId: id(),
  name: z.string(),
  image: imageUrl(),
  price: money(),
  quantity: z.number().int().min(1),
  /** Set once the buyer reviewed this line. */
  commented: z.boolean(),
});

export const orderStatusSchema = statusCode(ORDER_STATUS, 'Order status');

export const orderSummarySchema = obj({
  id: id(),
  orderNo: z.string(),
  status: orderStatusSchema,
  storeId: id(),
  storeName: z.string(),
  items: z.array(orderItemSchema).min(1),
  goodsAmount: money(),
  shippingAmount: money(),
  discountAmount: money(),
  /** What the buyer pays: goods + shipping - discount. */
  amount: money(),
  createdAt: datetime(),
  paidAt: datetime().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The order's latest after-sales request and, once staff decided, the outcome the buyer sees. */
export const afterSalesSchema = obj({
  reason: z.string(),
  description: z.string(),
  images: z.array(imageUrl()),
  createdAt: datetime(),
  status: statusCode(AFTER_SALES_STATUS, 'After-sales status'),
  /** Staff's reason: always there on a rejection, an optional note on a refund; null while pending. */
  decisionReason: z.string().nullable(),
  /** What went back to the wallet (the amount paid); null unless refunded. */
  refundAmount: money().nullable(),
  decidedAt: datetime().nullable(),
});

export const orderDetailSchema = obj({
  ...orderSummarySchema.shape,
  address: deliveryAddressSchema,
  remark: z.string(),
  couponName: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  shippedAt: datetime().nullable(),
  receivedAt: datetime().nullable(),
  completedAt: datetime().nullable(),
  cancelledAt: datetime().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  afterSales: afterSalesSchema.nullable(),
  /** The store's profit on this order: present for the merchant's own store, null for buyers. */
  profit: money().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Where an order comes from: the cart's selected items, or one product bought now. */
export const orderSourceSchema = z.discriminatedUnion('from', [
  obj({ from: z.literal('cart') }),
  obj({ from: z.literal('buyNow'), productId: id(), quantity: z.number().int().min(1).max(999) }),
]);

export const orderPreviewSchema = obj({
  address: addressSchema.nullable(),
  groups: z.array(
    obj({
      storeId: id(),
      storeName: z.string(),
      items: z.array(orderItemSchema.omit({ commented: true })).min(1),
      goodsAmount: money(),
      shippingAmount: money(),
    }),
  ),
  goodsAmount: money(),
  shippingAmount: money(),
  discountAmount: money(),
  amount: money(),
  /** Coupons usable for this order, best first. */
  coupons: z.array(couponSchema),
  couponId: id().nullable(),
  balance: money(),
  payPasswordSet: z.boolean(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

const previewChoices = { addressId: id().optional(), couponId: id().nullable().optional() };

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled'] as const;

const orderIds = () => z.array(id()).min(1).max(50);

export const ordersEndpoints = {
  orderConfirmCart: order({
    method: 'POST',
    path: '/api/order/confirmCart',
    auth: 'user',
    summary: "Price the cart's selected lines for the confirm-order screen",
    description: 'Amounts are computed by the server; the default address and best coupon are chosen when not given.',
    request: obj({ ...previewChoices }),
    response: orderPreviewSchema,
  }),
  orderConfirmBuyNow: order({
    method: 'POST',
    path: '/api/order/confirmBuyNow',
    auth: 'user',
    summary: 'Price one product bought now',
    request: obj({ productId: id(), quantity: z.number().int().min(1).max(999), ...previewChoices }),
    response: orderPreviewSchema,
  }),
  orderCreate: order({
    method: 'POST',
    path: '/api/order/create',
    auth: 'user',
    summary: 'Place the order: one order per store, stock reserved, prices from the server',
    request: obj({
      source: orderSourceSchema,
      addressId: id(),
      couponId: id().nullable().optional(),
      remark: text(LIMITS.textareaMax).optional(),
      idempotencyKey: idempotencyKey(),
    }),
    response: obj({ orderIds: orderIds(), orderNos: z.array(z.string()).min(1), amount: money() }),
  }),
  orderCounts: order({
    method: 'GET',
    path: '/api/order/counts',
    auth: 'user',
    summary: 'How many orders each tab holds, for the account page badges',
    request: empty(),
    response: obj(
      Object.fromEntries(ORDER_TAB_NAMES.map((tab) => [tab, z.number().int().nonnegative()])) as Record<
        (typeof ORDER_TAB_NAMES)[number],
        z.ZodNumber
      >,
    ),
  }),
  orderList: order({
    method: 'GET',
    path: '/api/order/list',
    auth: 'user',
    summary: "The buyer's orders on one tab, newest first",
    request: obj({ tab: z.enum(ORDER_TAB_NAMES).default('all'), ...pageQuery }),
    response: page(orderSummarySchema),
  }),
  orderDetail: order({
    method: 'GET',
    path: '/api/order/detail',
    auth: 'user',
    summary: 'One of the buyer’s orders',
    request: obj({ id: q.id() }),
    response: orderDetailSchema,
  }),
  orderCancel: order({
    method: 'POST',
    path: '/api/order/cancel',
    auth: 'user',
    summary: 'Cancel a to-pay order; stock and any coupon come back',
    request: obj({ id: id(), reason: text(LIMITS.textareaMax).optional() }),
    response: orderDetailSchema,
  }),
  orderPayBalance: order({
    method: 'POST',
    path: '/api/order/payBalance',
    auth: 'user',
    summary: 'Pay orders from the wallet with the 6-digit payment password, exactly once',
    description:
      '422 payPasswordNotSet, payPasswordWrong (attemptsLeft), payPasswordLocked (minutes), insufficientBalance; 409 when an order is no longer to pay.',
    request: obj({ orderIds: orderIds(), payPassword: payPassword(), idempotencyKey: idempotencyKey() }),
    response: obj({ orderIds: orderIds(), paidAmount: money(), balance: money() }),
  }),
  orderPayOnline: order({
    method: 'POST',
    path: '/api/order/payOnline',
    auth: 'user',
    summary: "Start an online payment; the app opens payUrl and polls the payment's state",
    request: obj({ orderIds: orderIds(), idempotencyKey: idempotencyKey() }),
    response: obj({ paymentId: z.string(), payUrl: z.string(), amount: money() }),
  }),
  orderPaymentStatus: order({
    method: 'GET',
    path: '/api/order/paymentStatus',
    auth: 'user',
    summary: 'State of an online payment',
    request: obj({ paymentId: z.string().min(1).max(64) }),
    response: obj({ paymentId: z.string(), state: z.enum(PAYMENT_STATES), amount: money(), orderIds: orderIds() }),
  }),
  orderConfirmReceipt: order({
    method: 'POST',
    path: '/api/order/confirmReceipt',
    auth: 'user',
    summary: 'The buyer confirms a shipped order arrived',
    request: obj({ id: id() }),
    response: orderDetailSchema,
  }),
  orderComment: order({
    method: 'POST',
    path: '/api/order/comment',
    auth: 'user',
    summary: 'Review the products of a received order',
    request: obj({
      id: id(),
      items: z
        .array(
          obj({
            productId: id(),
            rating: z.number().int().min(1).max(5),
            content: requiredText(LIMITS.commentMax),
            images: z.array(imageUrl()).max(LIMITS.albumMax).default([]),
          }),
        )
        .min(1),
    }),
    response: orderDetailSchema,
  }),
  orderAfterSales: order({
    method: 'POST',
    path: '/api/order/afterSales',
    auth: 'user',
    summary: 'Ask for after-sales on a shipped order',
    request: obj({
      id: id(),
      reason: requiredText(64),
      description: text(LIMITS.textareaMax).default(''),
      images: z.array(imageUrl()).max(LIMITS.albumMax).default([]),
    }),
    response: orderDetailSchema,
  }),
  couponList: coupon({
    method: 'GET',
    path: '/api/coupon/list',
    auth: 'user',
    summary: "The user's coupons in one state",
    request: obj({ status: statusName(COUPON_STATUS).default('available'), ...pageQuery }),
    response: page(couponSchema),
  }),
  couponUsable: coupon({
    method: 'POST',
    path: '/api/coupon/usable',
    auth: 'user',
    summary: 'Coupons usable for an order about to be placed, best first',
    request: obj({ source: orderSourceSchema }),
    response: z.array(couponSchema),
  }),
} as const;
