import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/002_commerce.sql (the SQL file is the source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerId: integer('owner_id').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id'),
  storeType: text('store_type').notNull().default('personal'),
  country: text('country').notNull().default(''),
  city: text('city').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  level: integer('level').notNull().default(1),
  creditScore: integer('credit_score').notNull().default(100),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The language the merchant wrote the name and description in (106_content_translations). */
  lang: text('lang').notNull().default('en'),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  storeId: integer('store_id').notNull(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  price: integer('price').notNull(),
  originalPrice: integer('original_price').notNull(),
  purchasePrice: integer('purchase_price').notNull(),
  stock: integer('stock').notNull(),
  sales: integer('sales').notNull().default(0),
  points: integer('points').notNull().default(0),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
  goodRate: integer('good_rate').notNull().default(100),
  onShelf: boolean('on_shelf').notNull().default(true),
  recommended: boolean('recommended').notNull().default(false),
  wholesaleItemId: integer('wholesale_item_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The language the merchant wrote the name and description in (106_content_translations). */
  lang: text('lang').notNull().default('en'),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['news', 'about', 'help', 'agreement'] }).notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  cover: text('cover'),
  views: integer('views').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id').notNull(),
    storeId: integer('store_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const browsingHistory = pgTable(
  'browsing_history',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable('addresses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  recipient: text('recipient').notNull(),
  phone: text('phone').notNull(),
  country: text('country').notNull(),
  region: text('region').notNull(),
  city: text('city').notNull(),
  detail: text('detail').notNull(),
  postalCode: text('postal_code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const cartItems = pgTable('cart_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
  selected: boolean('selected').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  storeId: integer('store_id'),
  title: text('title').notNull(),
  minSpend: integer('min_spend').notNull().default(0),
  discount: integer('discount').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  usedAt: ts('used_at'),
  orderId: integer('order_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export interface AddressSnapshot {
  recipient: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  detail: string;
  postalCode: string;
}

export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderNo: text('order_no').notNull(),
  userId: integer('user_id').notNull(),
  storeId: integer('store_id').notNull(),
  status: integer('status').notNull(),
  goodsAmount: integer('goods_amount').notNull(),
  discountAmount: integer('discount_amount').notNull().default(0),
  shippingAmount: integer('shipping_amount').notNull().default(0),
  amount: integer('amount').notNull(),
  profit: integer('profit').notNull().default(0),
  couponId: integer('coupon_id'),
  address: jsonb('address').$type<AddressSnapshot>().notNull(),
  remark: text('remark').notNull().default(''),
  payMethod: text('pay_method', { enum: ['balance', 'online'] }),
  paymentId: integer('payment_id'),
  carrier: text('carrier'),
  trackingNo: text('tracking_no'),
  cancelReason: text('cancel_reason'),
  checkoutKey: text('checkout_key').notNull(),
  /** The checkout's first order: unique per (user, checkout key), see migration 003. */
  checkoutFirst: boolean('checkout_first').notNull().default(false),
  /** Fingerprint of the checkout request behind `checkoutKey` (migration 110); null on older rows. */
  requestHash: text('request_hash'),
  createdAt: ts('created_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
  shippedAt: ts('shipped_at'),
  receivedAt: ts('received_at'),
  completedAt: ts('completed_at'),
  cancelledAt: ts('cancelled_at'),
});

export const orderItems = pgTable('order_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  price: integer('price').notNull(),
  purchasePrice: integer('purchase_price').notNull(),
  quantity: integer('quantity').notNull(),
});

export const orderComments = pgTable('order_comments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull(),
  productId: integer('product_id').notNull(),
  userId: integer('user_id').notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  publicId: text('public_id').notNull(),
  userId: integer('user_id').notNull(),
  method: text('method', { enum: ['balance', 'online'] }).notNull(),
  provider: text('provider'),
  amount: integer('amount').notNull(),
  state: text('state', { enum: ['pending', 'paid', 'failed', 'cancelled'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  /** Fingerprint of the request behind the key (migration 110); null on older rows. */
  requestHash: text('request_hash'),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});

export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: integer('payment_id').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] })],
);

export const paymentNotifications = pgTable('payment_notifications', {
  eventId: text('event_id').primaryKey(),
  paymentId: integer('payment_id').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
