import type { z } from 'zod';
import type { DataOf } from '../contract/endpoint';
import type { Endpoints } from '../contract/endpoints';
import type {
  addressSchema,
  articleSchema,
  articleSummarySchema,
  billRecordSchema,
  cartItemSchema,
  Category,
  chatMessageSchema,
  commentSchema,
  conversationSchema,
  Coupon,
  depositRecordSchema,
  merchantProductSchema,
  OrderDetail,
  ProductCard,
  ProductDetail,
  Session,
  StoreApplication,
  storeCardSchema,
  User,
  wholesaleItemSchema,
  WithdrawalAccount,
  withdrawalRecordSchema,
} from '../contract/endpoints';
import { APP_VERSION, APP_VERSION_CODE } from '../contract/wire';
import type { EmojiName } from '../pictures';
import { fixtureImage, fixturePicture } from './images';

/**
 * Deterministic fixtures: fixed ids, fixed instants around the stories' clock
 * (2026-11-20T10:00:00Z), images drawn from seeds. Every value here is parsed by the contract's
 * answer schemas in `contract.test.ts`, so a schema change without a fixture change fails.
 */
export const MOCK_NOW = Date.parse('2026-11-20T10:00:00Z');
/** An instant `minutes` before the stories' clock. */
export const ago = (minutes: number): string => new Date(MOCK_NOW - minutes * 60_000).toISOString();
const HOUR = 60;
const DAY = 24 * HOUR;

type Store = z.infer<typeof storeCardSchema>;
type Address = z.infer<typeof addressSchema>;

/* ---------- people ---------- */

const baseUser = {
  avatar: null,
  phone: null,
  creditScore: 100,
  level: 1,
  payPasswordSet: true,
  storeId: null,
} satisfies Partial<User>;

export const users = {
  buyer: {
    ...baseUser,
    id: 1,
    username: 'demo_buyer',
    nickname: 'Mia Chen',
    avatar: fixtureImage('avatar', 3),
    email: 'buyer@example.com',
    phone: '+66812345678',
    inviteCode: 'MIA2026',
    level: 2,
    balance: 1_250_000,
    roles: ['buyer'],
    createdAt: ago(120 * DAY),
  },
  merchant: {
    ...baseUser,
    id: 2,
    username: 'demo_merchant',
    nickname: 'Sunrise Goods',
    avatar: fixtureImage('avatar', 5),
    email: 'merchant@example.com',
    inviteCode: 'SUN2026',
    creditScore: 98,
    level: 3,
    balance: 386_450,
    roles: ['buyer', 'merchant'],
    storeId: 1,
    createdAt: ago(200 * DAY),
  },
  staff: {
    ...baseUser,
    id: 3,
    username: 'demo_staff',
    nickname: 'Platform review',
    email: 'staff@example.com',
    inviteCode: 'STAFF01',
    balance: 0,
    payPasswordSet: false,
    roles: ['buyer', 'staff'],
    createdAt: ago(300 * DAY),
  },
} satisfies Record<string, User>;

export type MockPersona = keyof typeof users;

/** Tokens the mock accepts; a story's session decorator stores one of these. */
export const MOCK_TOKENS: Record<MockPersona, string> = {
  buyer: 'mock-token-buyer-000000000001',
  merchant: 'mock-token-merchant-0000000002',
  staff: 'mock-token-staff-000000000003',
};

export const mockSessions: Record<MockPersona, Session> = {
  buyer: { token: MOCK_TOKENS.buyer, openId: 'open-0001', userInfo: users.buyer },
  merchant: { token: MOCK_TOKENS.merchant, openId: 'open-0002', userInfo: users.merchant },
  staff: { token: MOCK_TOKENS.staff, openId: 'open-0003', userInfo: users.staff },
};

/* ---------- catalogue ---------- */

const CATEGORY_NAMES = [
  ['Phones', 'Smartphones', 'Cases', 'Chargers'],
  ['Computers', 'Laptops', 'Keyboards', 'Monitors'],
  ['Women', 'Dresses', 'Shoes', 'Bags'],
  ['Men', 'Shirts', 'Jackets', 'Watches'],
  ['Home', 'Kitchen', 'Bedding', 'Lighting'],
  ['Beauty', 'Skincare', 'Makeup', 'Fragrance'],
  ['Sports', 'Running', 'Yoga', 'Cycling'],
  ['Toys', 'Blocks', 'Dolls', 'Puzzles'],
  ['Food', 'Snacks', 'Tea', 'Coffee'],
  ['Books', 'Fiction', 'Comics', 'Learning'],
  ['Garden', 'Plants', 'Tools', 'Outdoor'],
  ['Pets', 'Dogs', 'Cats', 'Aquarium'],
] as const;

/** Each category's icon shows what it holds (the top ones their field). */
const CATEGORY_EMOJI: Record<(typeof CATEGORY_NAMES)[number][number], EmojiName> = {
  Phones: 'mobile-phone',
  Smartphones: 'mobile-phone',
  Cases: 'mobile-phone',
  Chargers: 'electric-plug',
  Computers: 'desktop-computer',
  Laptops: 'laptop',
  Keyboards: 'keyboard',
  Monitors: 'desktop-computer',
  Women: 'handbag',
  Dresses: 'dress',
  Shoes: 'high-heeled-shoe',
  Bags: 'handbag',
  Men: 'necktie',
  Shirts: 't-shirt',
  Jackets: 'coat',
  Watches: 'watch',
  Home: 'couch-and-lamp',
  Kitchen: 'cooking',
  Bedding: 'bed',
  Lighting: 'light-bulb',
  Beauty: 'nail-polish',
  Skincare: 'lotion-bottle',
  Makeup: 'lipstick',
  Fragrance: 'rose',
  Sports: 'soccer-ball',
  Running: 'running-shoe',
  Yoga: 'person-in-lotus-position',
  Cycling: 'bicycle',
  Toys: 'teddy-bear',
  Blocks: 'puzzle-piece',
  Dolls: 'nesting-dolls',
  Puzzles: 'puzzle-piece',
  Food: 'red-apple',
  Snacks: 'popcorn',
  Tea: 'teacup-without-handle',
  Coffee: 'hot-beverage',
  Books: 'books',
  Fiction: 'open-book',
  Comics: 'speech-balloon',
  Learning: 'graduation-cap',
  Garden: 'sunflower',
  Plants: 'potted-plant',
  Tools: 'hammer-and-wrench',
  Outdoor: 'camping',
  Pets: 'paw-prints',
  Dogs: 'dog-face',
  Cats: 'cat-face',
  Aquarium: 'tropical-fish',
};

export const categories: Category[] = CATEGORY_NAMES.map(([name, ...children], i) => ({
  id: i + 1,
  parentId: null,
  name,
  icon: fixturePicture('category', CATEGORY_EMOJI[name], i),
  children: children.map((child, k) => ({
    id: (i + 1) * 100 + k + 1,
    parentId: i + 1,
    name: child,
    icon: fixturePicture('category', CATEGORY_EMOJI[child], i * 3 + k + 1),
    children: [],
  })),
}));

const PRODUCT_NAMES = [
  'Wireless earbuds',
  'Phone case, clear',
  'Fast charger 30W',
  'Mechanical keyboard',
  'Laptop stand',
  '27-inch monitor',
  'Linen summer dress',
  'Canvas sneakers',
  'Leather tote bag',
  'Oxford shirt',
  'Rain jacket',
  'Steel wristwatch',
  'Ceramic pan set',
  'Cotton bed sheets',
  'Desk lamp',
  'Vitamin C serum',
  'Running shoes',
  'Yoga mat',
  'Building blocks set',
  'Jasmine green tea',
  'Drip coffee beans',
  'Illustrated atlas',
  'Potted monstera',
  'Cat scratching post',
] as const;

/** Each product's picture. */
const PRODUCT_EMOJI: Record<(typeof PRODUCT_NAMES)[number], EmojiName> = {
  'Wireless earbuds': 'headphone',
  'Phone case, clear': 'mobile-phone',
  'Fast charger 30W': 'electric-plug',
  'Mechanical keyboard': 'keyboard',
  'Laptop stand': 'laptop',
  '27-inch monitor': 'desktop-computer',
  'Linen summer dress': 'dress',
  'Canvas sneakers': 'running-shoe',
  'Leather tote bag': 'handbag',
  'Oxford shirt': 't-shirt',
  'Rain jacket': 'coat',
  'Steel wristwatch': 'watch',
  'Ceramic pan set': 'cooking',
  'Cotton bed sheets': 'bed',
  'Desk lamp': 'light-bulb',
  'Vitamin C serum': 'lotion-bottle',
  'Running shoes': 'running-shoe',
  'Yoga mat': 'person-in-lotus-position',
  'Building blocks set': 'puzzle-piece',
  'Jasmine green tea': 'teacup-without-handle',
  'Drip coffee beans': 'hot-beverage',
  'Illustrated atlas': 'world-map',
  'Potted monstera': 'potted-plant',
  'Cat scratching post': 'cat',
};

const STORE_NAMES = ['Sunrise Goods', 'Blue Harbor', 'Green Leaf Market', 'Golden Lantern', 'Nordic Home', 'Cedar & Co'];
/** Each store's logo: its trade, as its name tells a shopper. */
const STORE_EMOJI: EmojiName[] = ['sun', 'anchor', 'leafy-green', 'red-paper-lantern', 'couch-and-lamp', 'evergreen-tree'];

export const stores: Store[] = STORE_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  logo: fixturePicture('logo', STORE_EMOJI[i]!, i + 10),
  // A store sells products i, i + 6, i + 12 and i + 18 (see `products`): its banner shows three.
  banner: fixturePicture('banner', [0, 6, 12].map((k) => PRODUCT_EMOJI[PRODUCT_NAMES[i + k]!]), i + 10),
  description: `${name}: quality goods, shipped within 48 hours.`,
  followers: 1200 - i * 150,
  productCount: 4,
  creditScore: 100 - i,
  level: 3 - (i % 3),
}));

export const comments: z.infer<typeof commentSchema>[] = [
  { id: 1, userName: 'Ana', userAvatar: fixtureImage('avatar', 1), rating: 5, content: 'Arrived fast and works perfectly.', images: [fixturePicture('product', 'package', 90)], createdAt: ago(2 * DAY) },
  { id: 2, userName: 'Kenji', userAvatar: null, rating: 4, content: 'Good value for the price.', images: [], createdAt: ago(6 * DAY) },
  { id: 3, userName: 'Layla', userAvatar: fixtureImage('avatar', 7), rating: 5, content: 'Exactly as described. Would buy again.', images: [], createdAt: ago(20 * DAY) },
];

/**
 * Every product's reviews are `comments` (the productComments resolver), so its rating, share of
 * positive (4 and 5 star) reviews and count are theirs, as the server computes them.
 */
const reviewSummary = {
  rating: Math.round((comments.reduce((sum, c) => sum + c.rating, 0) / comments.length) * 10) / 10,
  goodRate: comments.filter((c) => c.rating >= 4).length / comments.length,
  commentCount: comments.length,
};

export const products: ProductDetail[] = PRODUCT_NAMES.map((name, i) => {
  const id = i + 1;
  const store = stores[i % stores.length]!;
  const top = Math.floor(i / 2) % categories.length;
  const price = 1_990 + ((i * 3_170) % 24_000);
  return {
    id,
    name,
    image: fixturePicture('product', PRODUCT_EMOJI[name], i),
    price,
    originalPrice: i % 3 === 0 ? price + 1_000 : null,
    sales: 40 + ((i * 37) % 900),
    rating: reviewSummary.rating,
    storeId: store.id,
    storeName: store.name,
    images: [0, 1, 2].map((shot) => fixturePicture('product', PRODUCT_EMOJI[name], i + shot * 30, shot)),
    description: `${name}. Carefully made, checked before shipping, and covered by after-sales service.`,
    categoryId: (top + 1) * 100 + (i % 3) + 1,
    stock: i === 5 ? 0 : 20 + ((i * 11) % 180),
    minPrice: price,
    maxPrice: price + (i % 2 === 0 ? 500 : 0),
    points: Math.floor(price / 100),
    goodRate: reviewSummary.goodRate,
    commentCount: reviewSummary.commentCount,
    shelf: 1,
    collected: i === 0 || i === 3,
    store,
  };
});

export const productCard = (p: ProductDetail): ProductCard => ({
  id: p.id,
  name: p.name,
  image: p.image,
  price: p.price,
  originalPrice: p.originalPrice,
  sales: p.sales,
  rating: p.rating,
  storeId: p.storeId,
  storeName: p.storeName,
});

export const productById = (id: number) => products.find((p) => p.id === id);

export const banners: DataOf<Endpoints['homeBanners']> = [
  { id: 1, image: fixturePicture('banner', ['coat', 'scarf', 'gloves'], 1), title: 'Winter sale', link: '/pages/product/list?categoryId=4' },
  { id: 2, image: fixturePicture('banner', ['dress', 'headphone', 'running-shoe'], 2), title: 'New arrivals', link: '/pages/product/list?sort=newest' },
  { id: 3, image: fixturePicture('banner', ['convenience-store', 'handshake', 'package'], 3), title: 'Open your store', link: '/pages/me/store/applyStore' },
];

export const hotSearches = ['earbuds', 'dress', 'coffee', 'keyboard', 'yoga mat', 'tea'];

/* ---------- buyer's things ---------- */

export const addresses: Address[] = [
  {
    id: 1,
    recipient: 'Mia Chen',
    phone: '+66812345678',
    country: 'TH',
    region: 'Bangkok',
    city: 'Bangkok',
    detail: '88 Sukhumvit Road, Khlong Toei, Tower B, 12th floor',
    postalCode: '10110',
    isDefault: true,
  },
  {
    id: 2,
    recipient: 'Mia Chen',
    phone: '+6621234567',
    country: 'TH',
    region: 'Chiang Mai',
    city: 'Chiang Mai',
    detail: '5 Nimmanhaemin Soi 9',
    postalCode: '50200',
    isDefault: false,
  },
];

export const cartItems: z.infer<typeof cartItemSchema>[] = [
  { id: 1, productId: 1, quantity: 1, selected: true },
  { id: 2, productId: 8, quantity: 2, selected: true },
  { id: 3, productId: 6, quantity: 1, selected: false },
].map(({ id, productId, quantity, selected }) => {
  const p = productById(productId)!;
  return {
    id,
    productId,
    name: p.name,
    image: p.image,
    price: p.price,
    quantity,
    stock: p.stock,
    selected,
    available: p.stock > 0,
    storeId: p.storeId,
    storeName: p.storeName,
  };
});

export const coupons: Coupon[] = [
  { id: 1, name: '$5 off $50', amount: 500, minSpend: 5_000, status: 10, storeId: null, validFrom: ago(10 * DAY), validUntil: ago(-20 * DAY), usedAt: null },
  { id: 2, name: '$2 off, Sunrise Goods', amount: 200, minSpend: 1_000, status: 10, storeId: 1, validFrom: ago(3 * DAY), validUntil: ago(-4 * DAY), usedAt: null },
  { id: 3, name: '$10 off $100', amount: 1_000, minSpend: 10_000, status: 20, storeId: null, validFrom: ago(40 * DAY), validUntil: ago(-5 * DAY), usedAt: ago(12 * DAY) },
  { id: 4, name: '$3 off $30', amount: 300, minSpend: 3_000, status: 30, storeId: null, validFrom: ago(60 * DAY), validUntil: ago(30 * DAY), usedAt: null },
];

/* ---------- orders ---------- */

const deliveryOf = ({ id: _id, isDefault: _d, ...rest }: Address) => rest;

const ORDER_STATUSES_IN_ORDER = [10, 20, 30, 40, 50, 60, 70, 80] as const;

function makeOrder(id: number, status: (typeof ORDER_STATUSES_IN_ORDER)[number], index: number, forMerchant: boolean): OrderDetail {
  const first = productById(forMerchant ? 1 + ((index * 6) % 24) : 1 + ((index * 5) % 24))!;
  const store = forMerchant ? stores[0]! : stores.find((s) => s.id === first.storeId)!;
  const items = [
    { productId: first.id, name: first.name, image: first.image, price: first.price, quantity: 1 + (index % 2), commented: status === 50 },
  ];
  const goodsAmount = items.reduce((sum, it) => sum + it.price * it.quantity, 0);
  const shippingAmount = index % 3 === 0 ? 0 : 500;
  const discountAmount = index === 4 ? 500 : 0;
  const created = (index + 1) * 7 * HOUR;
  const paid = status !== 10 && status !== 60;
  const shipped = [30, 40, 50, 70, 80].includes(status);
  const received = [40, 50].includes(status);
  return {
    id,
    orderNo: `SO202611${String(id).padStart(8, '0')}`,
    status,
    storeId: store.id,
    storeName: store.name,
    items,
    goodsAmount,
    shippingAmount,
    discountAmount,
    amount: goodsAmount + shippingAmount - discountAmount,
    createdAt: ago(created),
    paidAt: paid ? ago(created - 10) : null,
    address: deliveryOf(addresses[0]!),
    remark: index === 1 ? 'Please call before delivery.' : '',
    couponName: discountAmount ? coupons[0]!.name : null,
    paymentMethod: paid ? (index % 2 ? 'online' : 'balance') : null,
    shippedAt: shipped ? ago(created - 120) : null,
    receivedAt: received ? ago(created - 2 * DAY) : null,
    completedAt: status === 50 ? ago(created - 3 * DAY) : null,
    cancelledAt: status === 60 ? ago(created - 30) : null,
    carrier: shipped ? 'Thailand Post' : null,
    trackingNo: shipped ? `TH${String(id).padStart(10, '0')}` : null,
    afterSales:
      status === 70 || status === 80
        ? {
            reason: 'Damaged on arrival',
            description: 'The box was crushed and the item is scratched.',
            images: [fixturePicture('product', 'package', 95)],
            createdAt: ago(created - 3 * DAY),
            // Pending while the order is in after-sales; refunded in full once it is refunded.
            status: status === 70 ? 10 : 20,
            decisionReason: null,
            refundAmount: status === 80 ? goodsAmount + shippingAmount - discountAmount : null,
            decidedAt: status === 80 ? ago(created - 3 * DAY - 2 * HOUR) : null,
          }
        : null,
    profit: forMerchant ? Math.round(goodsAmount * 0.15) : null,
  };
}

/** The buyer's orders: one per status, ids 1001 (to pay) to 1008 (refunded), in status order. */
export const orders: OrderDetail[] = ORDER_STATUSES_IN_ORDER.map((status, i) => makeOrder(1001 + i, status, i, false));
/** The merchant's store orders: one per status, ids 2001 to 2008. */
export const storeOrders: OrderDetail[] = ORDER_STATUSES_IN_ORDER.map((status, i) => makeOrder(2001 + i, status, i, true));

export const orderSummary = ({
  id,
  orderNo,
  status,
  storeId,
  storeName,
  items,
  goodsAmount,
  shippingAmount,
  discountAmount,
  amount,
  createdAt,
  paidAt,
}: OrderDetail) => ({ id, orderNo, status, storeId, storeName, items, goodsAmount, shippingAmount, discountAmount, amount, createdAt, paidAt });

/* ---------- wallet ---------- */

export const walletSummary: DataOf<Endpoints['walletSummary']> = {
  balance: users.buyer.balance,
  available: users.buyer.balance - 20_000,
  frozen: 20_000,
  creditScore: users.buyer.creditScore,
  level: users.buyer.level,
  payPasswordSet: true,
  profit: null,
};

export const billRecords: z.infer<typeof billRecordSchema>[] = [
  { id: 8, type: 'withdrawal', amount: -20_000, balanceAfter: 1_250_000, reference: 'W-3', createdAt: ago(3 * HOUR) },
  { id: 7, type: 'payment', amount: -2_490, balanceAfter: 1_270_000, reference: orders[1]!.orderNo, createdAt: ago(7 * HOUR) },
  { id: 6, type: 'refund', amount: 4_500, balanceAfter: 1_272_490, reference: orders[7]!.orderNo, createdAt: ago(2 * DAY) },
  { id: 5, type: 'deposit', amount: 500_000, balanceAfter: 1_267_990, reference: 'D-1', createdAt: ago(5 * DAY) },
  { id: 4, type: 'withdrawalReleased', amount: 10_000, balanceAfter: 767_990, reference: 'W-1', createdAt: ago(8 * DAY) },
  { id: 3, type: 'payment', amount: -12_010, balanceAfter: 757_990, reference: orders[4]!.orderNo, createdAt: ago(12 * DAY) },
  { id: 2, type: 'profitTransfer', amount: 70_000, balanceAfter: 770_000, reference: null, createdAt: ago(20 * DAY) },
  { id: 1, type: 'deposit', amount: 700_000, balanceAfter: 700_000, reference: 'D-0', createdAt: ago(30 * DAY) },
];

export const depositChannels: DataOf<Endpoints['depositChannels']> = [
  { type: 'usdt', currency: 'USDT', network: 'TRC20', address: 'TVrK59ue46RtbfzcSTAE6rJgN7Wisf5AzM', qrImage: fixtureImage('qr', 21), minAmount: 1_000 },
  { type: 'usdt', currency: 'USDT', network: 'ERC20', address: '0x8f3C2A1b9E7d6C5A4B3e2F1D0C9b8a7e6D5C4b3A', qrImage: fixtureImage('qr', 22), minAmount: 2_000 },
  { type: 'bankCard', currency: 'USD', network: null, address: 'Bangkok Bank, 123-4-56789-0, Marketplace Co. Ltd', qrImage: null, minAmount: 5_000 },
  { type: 'cash', currency: 'USD', network: null, address: 'Pay at a partner counter and keep the receipt.', qrImage: null, minAmount: 1_000 },
];

export const depositRecords: z.infer<typeof depositRecordSchema>[] = [
  { id: 3, type: 'usdt', currency: 'USDT', network: 'TRC20', amount: 100_000, txHash: '9f1c0a7e5b3d2c1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f', proofImage: fixtureImage('document', 1), status: 10, reason: null, createdAt: ago(30), reviewedAt: null },
  { id: 2, type: 'bankCard', currency: 'USD', network: null, amount: 50_000, txHash: null, proofImage: fixtureImage('document', 2), status: 30, reason: 'The payment proof is unreadable.', createdAt: ago(3 * DAY), reviewedAt: ago(2 * DAY) },
  { id: 1, type: 'usdt', currency: 'USDT', network: 'TRC20', amount: 500_000, txHash: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b', proofImage: fixtureImage('document', 3), status: 20, reason: null, createdAt: ago(5 * DAY + 2 * HOUR), reviewedAt: ago(5 * DAY) },
];

export const withdrawalAccounts: WithdrawalAccount[] = [
  { id: 1, type: 'usdt', name: 'My TRC20 wallet', currency: 'USDT', network: 'TRC20', address: 'TWW57mzCUsgMi6EEKwH9CukVPj2f2PtpQE' },
  { id: 2, type: 'bankCard', bankName: 'Kasikorn Bank', cardNumber: '**** 4242', holderName: 'Mia Chen' },
  { id: 3, type: 'cash', name: 'Cash at counter', holderName: 'Mia Chen' },
];

export const withdrawalRecords: z.infer<typeof withdrawalRecordSchema>[] = [
  { id: 3, amount: 20_000, account: withdrawalAccounts[0]!, status: 10, reason: null, createdAt: ago(3 * HOUR), reviewedAt: null },
  { id: 2, amount: 30_000, account: withdrawalAccounts[1]!, status: 20, reason: null, createdAt: ago(4 * DAY), reviewedAt: ago(3 * DAY) },
  { id: 1, amount: 10_000, account: withdrawalAccounts[0]!, status: 30, reason: 'The wallet address does not match the network.', createdAt: ago(9 * DAY), reviewedAt: ago(8 * DAY) },
];

/* ---------- merchant ---------- */

export const applicationForm: NonNullable<StoreApplication['form']> = {
  storeName: 'Mia Handmade',
  logo: fixturePicture('logo', 'amphora', 30),
  banner: fixturePicture('banner', ['amphora', 'yarn', 'hot-beverage'], 30),
  description: 'Handmade ceramics and linen goods from Chiang Mai.',
  categoryId: 5,
  storeType: 'individual',
  country: 'TH',
  city: 'Chiang Mai',
  contactName: 'Mia Chen',
  contactPhone: '+66812345678',
  certificateType: 'idCard',
  certificateNumber: '1103700012345',
  frontPhoto: fixtureImage('document', 10),
  backPhoto: fixtureImage('document', 11),
  handPhoto: fixtureImage('document', 12),
};

/** The buyer's store application in each state the screens show. */
export const applications: Record<'none' | 'pendingReview' | 'approved' | 'rejected', StoreApplication> = {
  none: { status: 0, reason: null, form: null, submittedAt: null, reviewedAt: null, storeId: null },
  pendingReview: { status: 10, reason: null, form: applicationForm, submittedAt: ago(2 * HOUR), reviewedAt: null, storeId: null },
  approved: { status: 20, reason: null, form: applicationForm, submittedAt: ago(3 * DAY), reviewedAt: ago(2 * DAY), storeId: 7 },
  rejected: {
    status: 30,
    reason: 'The identity photos are blurred. Please upload clear photos.',
    form: applicationForm,
    submittedAt: ago(3 * DAY),
    reviewedAt: ago(2 * DAY),
    storeId: null,
  },
};

export const merchantStore: DataOf<Endpoints['merchantStore']> = {
  id: 1,
  name: stores[0]!.name,
  logo: stores[0]!.logo,
  banner: stores[0]!.banner,
  description: stores[0]!.description,
  balance: users.merchant.balance,
  profit: 128_640,
  followers: stores[0]!.followers,
  todayOrders: 6,
  totalOrders: 1_284,
  productCount: 8,
  todaySales: 48_300,
  totalSales: 9_876_500,
  creditScore: 98,
  level: 3,
};

export const merchantStats: DataOf<Endpoints['merchantStats']> = {
  range: '7d',
  orders: 41,
  sales: 312_900,
  profit: 46_935,
  visitors: 1_903,
  daily: Array.from({ length: 7 }, (_, i) => {
    const orders = 3 + ((i * 5) % 9);
    const sales = orders * 7_650;
    return { date: ago((6 - i) * DAY).slice(0, 10), orders, sales, profit: Math.round(sales * 0.15) };
  }),
};

export const merchantProducts: z.infer<typeof merchantProductSchema>[] = products.slice(0, 8).map((p, i) => ({
  id: 300 + i + 1,
  name: p.name,
  image: p.image,
  purchasePrice: Math.round(p.price * 0.8),
  price: p.price,
  stock: p.stock,
  sales: p.sales,
  shelf: i % 4 === 3 ? 0 : 1,
  wholesaleId: i < 4 ? 500 + i + 1 : null,
  updatedAt: ago((i + 1) * DAY),
}));

export const wholesaleItems: z.infer<typeof wholesaleItemSchema>[] = products.slice(8, 20).map((p, i) => {
  const purchasePrice = Math.round(p.price * 0.75);
  return {
    id: 500 + i + 1,
    name: p.name,
    image: p.image,
    categoryId: p.categoryId,
    purchasePrice,
    salePrice: p.price,
    profit: p.price - purchasePrice,
    stock: 500 + i * 10,
    shelved: i < 3,
  };
});

export const invite: DataOf<Endpoints['merchantInvite']> = {
  inviteCode: users.buyer.inviteCode,
  inviteUrl: `https://shop.example.com/#/pages/login/reg?invite=${users.buyer.inviteCode}`,
  invitedCount: 4,
  share: { title: 'Join me on the marketplace', path: '/pages/index/index', image: fixturePicture('banner', ['wrapped-gift', 'shopping-bags', 'party-popper'], 4) },
};

/* ---------- chat ---------- */

type Message = z.infer<typeof chatMessageSchema>;
type Conversation = z.infer<typeof conversationSchema>;
const chatText = (id: number, conversationId: number, mine: boolean, content: string, minutesAgo: number, read: boolean): Message => ({
  id,
  conversationId,
  mine,
  kind: 'text',
  content,
  product: null,
  createdAt: ago(minutesAgo),
  read,
});
/**
 * The signed-in buyer's chats (`mine` from the buyer's side): customer service (1) and store 1
 * (2, with a product card and a photo), and one buyer writing to the merchant's store (3, `mine`
 * from the store's side, shown in the `store` scope only). Everything is read, so the tab bar of
 * every signed-in story has no unread badge; `chatScenarios.chatUnread` makes the store's last two
 * answers and the buyer's question to the merchant unread.
 */
export const chatMessages: Message[] = [
  chatText(1, 1, false, 'Hello! How can we help you today?', 50, true),
  chatText(2, 1, true, 'My order has not arrived yet.', 48, true),
  chatText(3, 1, false, 'Let me check the tracking for you.', 45, true),
  { id: 4, conversationId: 2, mine: true, kind: 'product', content: '1', product: productCard(products[0]!), createdAt: ago(3 * HOUR), read: true },
  chatText(5, 2, true, 'Is this available in black?', 3 * HOUR - 1, true),
  { id: 6, conversationId: 2, mine: false, kind: 'image', content: fixturePicture('product', PRODUCT_EMOJI['Phone case, clear'], 2), product: null, createdAt: ago(2 * HOUR + 1), read: true },
  chatText(7, 2, false, 'Yes, black ships tomorrow.', 2 * HOUR, true),
  chatText(8, 3, false, 'Hi, do you ship to Canada?', 30, true),
];

const lastOf = (conversationId: number) => chatMessages.filter((m) => m.conversationId === conversationId).at(-1)!;

export const conversations: Conversation[] = [
  {
    id: 3,
    peer: { kind: 'user', id: 4, name: 'Leo Park', avatar: fixtureImage('avatar', 3) },
    lastMessage: lastOf(3),
    unread: 0,
    updatedAt: lastOf(3).createdAt,
  },
  {
    id: 2,
    peer: { kind: 'store', id: 1, name: stores[0]!.name, avatar: stores[0]!.logo },
    lastMessage: lastOf(2),
    unread: 0,
    updatedAt: lastOf(2).createdAt,
  },
  {
    id: 1,
    peer: { kind: 'support', id: null, name: 'Customer service', avatar: fixtureImage('avatar', 0) },
    lastMessage: lastOf(1),
    unread: 0,
    updatedAt: lastOf(1).createdAt,
  },
];

/* ---------- articles ---------- */

type ArticleSummary = z.infer<typeof articleSummarySchema>;
type Article = z.infer<typeof articleSchema>;
/** News covers show what the news is about. */
const NEWS_EMOJI: Record<number, EmojiName[]> = {
  1: ['coat', 'scarf', 'gloves'],
  2: ['delivery-truck', 'package', 'wrapped-gift'],
  3: ['convenience-store', 'shopping-bags', 'department-store'],
};
const article = (id: number, kind: Article['kind'], title: string, content: string, daysAgo: number): Article => ({
  id,
  kind,
  title,
  summary: content.split('\n\n')[0]!,
  cover: kind === 'news' ? fixturePicture('banner', NEWS_EMOJI[id] ?? 'package', id) : null,
  publishedAt: ago(daysAgo * DAY),
  content,
  views: 100 * id,
});

export const articles: Article[] = [
  article(1, 'news', 'Winter sale starts today', 'Thousands of products are on sale until the end of the month.\n\nCoupons stack with store discounts.', 1),
  article(2, 'news', 'Faster delivery in Bangkok', 'Orders from local stores now arrive the next day.\n\nLook for the fast-delivery badge.', 6),
  article(3, 'news', 'New stores this week', 'Twelve new stores joined the street this week.', 9),
  article(4, 'help', 'How do I pay with my balance?', 'Set a 6-digit payment password in your profile, then choose balance at checkout.', 40),
  article(5, 'help', 'How long does a withdrawal take?', 'Withdrawals are reviewed within one working day.\n\nThe amount is held while under review.', 40),
  article(6, 'help', 'How do I open a store?', 'Go to Account, then Open a store, fill in the form and wait for review.', 40),
  article(7, 'help', 'How do I ask for after-sales?', 'Open the order, choose After-sales and describe the problem with photos.', 40),
  article(8, 'about', 'About us', 'We connect independent stores with shoppers in fifteen languages.\n\nOur wallet keeps every payment safe.', 100),
  article(9, 'agreement', 'User agreement', 'By registering you agree to use the marketplace lawfully.\n\nWe protect your data as described in our privacy policy.', 100),
];
export const articleSummary = ({ content: _c, views: _v, ...summary }: Article): ArticleSummary => summary;

/* ---------- misc ---------- */

/** The picture the mock answers for an upload of a given purpose (it stores nothing). */
export const fixtureImageFor = (purpose: string): string =>
  purpose === 'avatar' ? fixtureImage('avatar', 9) : purpose === 'identity' || purpose === 'proof' ? fixtureImage('document', 9) : fixturePicture('product', 'package', 99);

export const appInfo: DataOf<Endpoints['appInfo']> = {
  version: APP_VERSION,
  versionCode: APP_VERSION_CODE,
  downloadUrl: 'https://shop.example.com/download',
};

export const outbox: DataOf<Endpoints['devOutbox']> = [
  { channel: 'email', target: 'new@example.com', code: '246810', purpose: 'register', createdAt: ago(1) },
];

export { users as mockUsers };
