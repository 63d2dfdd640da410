import { z } from 'zod';
import { area } from '../endpoint';
import {
  ORDER_TAB_NAMES,
  SHELF_STATUS,
  STORE_APPLICATION_STATUS,
  statusCode,
  statusName,
} from '../domain';
import { datetime, empty, id, imageUrl, money, obj, page, pageQuery, q, requiredText, text } from '../primitives';
import { phone } from './account';
import { orderDetailSchema, orderSummarySchema } from './orders';

const merchant = area('merchant');

export const CERTIFICATE_TYPES = ['idCard'] as const;
export const STORE_TYPES = ['individual', 'company'] as const;

export const storeApplicationFields = {
  storeName: requiredText(64),
  logo: imageUrl(),
  banner: imageUrl(),
  description: requiredText(500),
  categoryId: id(),
  storeType: z.enum(STORE_TYPES),
  country: z.string().regex(/^[A-Z]{2}$/),
  city: requiredText(64),
  contactName: requiredText(64),
  contactPhone: phone(),
  certificateType: z.enum(CERTIFICATE_TYPES),
  certificateNumber: requiredText(32),
  frontPhoto: imageUrl(),
  backPhoto: imageUrl(),
  /** The spec lists it on the form but not among the required fields. */
  handPhoto: imageUrl().nullable(),
};

export const storeApplicationSchema = obj({
  status: statusCode(STORE_APPLICATION_STATUS, 'Store application status'),
  /** Why staff refused it; only when rejected. */
  reason: z.string().nullable(),
  /** The last values sent, so a rejected applicant edits instead of starting over; null when none. */
  form: obj(storeApplicationFields).nullable(),
  submittedAt: datetime().nullable(),
  reviewedAt: datetime().nullable(),
  storeId: id().nullable(),
});
export type StoreApplication = z.infer<typeof storeApplicationSchema>;

export const merchantStoreSchema = obj({
  id: id(),
  name: z.string(),
  logo: imageUrl(),
  banner: imageUrl().nullable(),
  description: z.string(),
  balance: money(),
  profit: money(),
  followers: z.number().int().nonnegative(),
  todayOrders: z.number().int().nonnegative(),
  totalOrders: z.number().int().nonnegative(),
  productCount: z.number().int().nonnegative(),
  todaySales: money(),
  totalSales: money(),
  creditScore: z.number().int(),
  level: z.number().int().nonnegative(),
});

export const STATS_RANGES = ['7d', '30d'] as const;

export const merchantStatsSchema = obj({
  range: z.enum(STATS_RANGES),
  orders: z.number().int().nonnegative(),
  sales: money(),
  profit: money(),
  visitors: z.number().int().nonnegative(),
  /** One point per day, oldest first (dates as YYYY-MM-DD in UTC). */
  daily: z.array(
    obj({
      date: z.iso.date(),
      orders: z.number().int().nonnegative(),
      sales: money(),
      profit: money(),
    }),
  ),
});

export const merchantProductSchema = obj({
  id: id(),
  name: z.string(),
  image: imageUrl(),
  purchasePrice: money(),
  price: money(),
  stock: z.number().int().nonnegative(),
  sales: z.number().int().nonnegative(),
  shelf: statusCode(SHELF_STATUS, 'Shelf status'),
  /** The wholesale item it was shelved from, if any. */
  wholesaleId: id().nullable(),
  updatedAt: datetime(),
});

export const wholesaleItemSchema = obj({
  id: id(),
  name: z.string(),
  image: imageUrl(),
  categoryId: id(),
  purchasePrice: money(),
  /** Suggested sale price once in the store. */
  salePrice: money(),
  profit: money(),
  stock: z.number().int().nonnegative(),
  /** Already put into this merchant's store. */
  shelved: z.boolean(),
});

export const merchantEndpoints = {
  storeApply: merchant({
    method: 'POST',
    path: '/api/merchant/apply',
    auth: 'user',
    summary: 'Apply to open a store (again, after a rejection); 409 alreadyApplied while one is pending',
    request: obj(storeApplicationFields),
    response: storeApplicationSchema,
  }),
  storeApplication: merchant({
    method: 'GET',
    path: '/api/merchant/application',
    auth: 'user',
    summary: "The user's store application and its review state",
    request: empty(),
    response: storeApplicationSchema,
  }),
  merchantStore: merchant({
    method: 'GET',
    path: '/api/merchant/store',
    auth: 'merchant',
    summary: "The merchant's store info and figures",
    request: empty(),
    response: merchantStoreSchema,
  }),
  merchantStoreUpdate: merchant({
    method: 'POST',
    path: '/api/merchant/updateStore',
    auth: 'merchant',
    summary: "Change the store's name, logo, banner or description",
    request: obj({
      name: requiredText(64).optional(),
      logo: imageUrl().optional(),
      banner: imageUrl().optional(),
      description: requiredText(500).optional(),
    }),
    response: merchantStoreSchema,
  }),
  merchantStats: merchant({
    method: 'GET',
    path: '/api/merchant/stats',
    auth: 'merchant',
    summary: 'Orders, sales and profit per day over a range',
    request: obj({ range: z.enum(STATS_RANGES).default('7d') }),
    response: merchantStatsSchema,
  }),
  merchantOrders: merchant({
    method: 'GET',
    path: '/api/merchant/orders',
    auth: 'merchant',
    summary: "The store's orders on one tab",
    request: obj({ tab: z.enum(ORDER_TAB_NAMES).default('all'), ...pageQuery }),
    response: page(orderSummarySchema),
  }),
  merchantOrderDetail: merchant({
    method: 'GET',
    path: '/api/merchant/orderDetail',
    auth: 'merchant',
    summary: 'One of the store’s orders, with its profit',
    request: obj({ id: q.id() }),
    response: orderDetailSchema,
  }),
  merchantShip: merchant({
    method: 'POST',
    path: '/api/merchant/ship',
    auth: 'merchant',
    summary: 'Ship a paid order',
    request: obj({ id: id(), carrier: text(64).optional(), trackingNo: text(64).optional() }),
    response: orderDetailSchema,
  }),
  merchantProducts: merchant({
    method: 'GET',
    path: '/api/merchant/products',
    auth: 'merchant',
    summary: "The store's products, on sale or off shelf",
    request: obj({ shelf: statusName(SHELF_STATUS).optional(), keyword: text(64).optional(), ...pageQuery }),
    response: page(merchantProductSchema),
  }),
  merchantShelf: merchant({
    method: 'POST',
    path: '/api/merchant/shelf',
    auth: 'merchant',
    summary: 'Put a product on sale or take it off shelf',
    request: obj({ id: id(), shelf: statusCode(SHELF_STATUS, 'Shelf status') }),
    response: merchantProductSchema,
  }),
  wholesaleList: merchant({
    method: 'GET',
    path: '/api/merchant/wholesale',
    auth: 'merchant',
    summary: 'The wholesale (purchase) centre',
    request: obj({ categoryId: q.id().optional(), keyword: text(64).optional(), ...pageQuery }),
    response: page(wholesaleItemSchema),
  }),
  wholesaleShelve: merchant({
    method: 'POST',
    path: '/api/merchant/shelveWholesale',
    auth: 'merchant',
    summary: 'One-click shelving: put wholesale items into the store (already shelved ones are skipped)',
    request: obj({ ids: z.array(id()).min(1).max(100) }),
    response: obj({ shelved: z.array(id()), skipped: z.array(id()) }),
  }),
  merchantInvite: merchant({
    method: 'GET',
    path: '/api/merchant/invite',
    auth: 'user',
    summary: "The user's invitation code, link and share card",
    request: empty(),
    response: obj({
      inviteCode: z.string(),
      inviteUrl: z.string(),
      invitedCount: z.number().int().nonnegative(),
      share: obj({ title: z.string(), path: z.string(), image: imageUrl() }),
    }),
  }),
} as const;
