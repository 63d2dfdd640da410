/**
 * The demo catalogue's words, in English (the original language of the demo stores): 13 top
 * categories with three children each, and product nouns. Every other language's words are in
 * translations/<lang>.json, keyed by these English words so the compiler finds a missing one.
 */
export const CATEGORY_TREE = [
  { name: "Women's Fashion", children: [
    { name: 'Dresses', nouns: ['Midi Dress', 'Wrap Dress', 'Maxi Dress'] },
    { name: 'Tops', nouns: ['Linen Blouse', 'Knit Top', 'Cotton Tee'] },
    { name: 'Shoes', nouns: ['Ballet Flats', 'Ankle Boots', 'Sandals'] },
  ] },
  { name: "Men's Fashion", children: [
    { name: 'Shirts', nouns: ['Oxford Shirt', 'Flannel Shirt', 'Polo Shirt'] },
    { name: 'Jackets', nouns: ['Denim Jacket', 'Rain Jacket', 'Bomber Jacket'] },
    { name: 'Sneakers', nouns: ['Running Sneakers', 'Canvas Sneakers', 'Court Sneakers'] },
  ] },
  { name: 'Phones & Audio', children: [
    { name: 'Phone Cases', nouns: ['Phone Case', 'Card Wallet Case'] },
    { name: 'Headphones', nouns: ['Wireless Earbuds', 'Over-Ear Headphones'] },
    { name: 'Chargers', nouns: ['Fast Charger', 'Power Bank', 'Charging Cable'] },
  ] },
  { name: 'Computers', children: [
    { name: 'Keyboards', nouns: ['Mechanical Keyboard', 'Compact Keyboard'] },
    { name: 'Mice', nouns: ['Wireless Mouse', 'Trackball'] },
    { name: 'Accessories', nouns: ['Laptop Stand', 'USB-C Hub', 'Webcam'] },
  ] },
  { name: 'Home & Living', children: [
    { name: 'Bedding', nouns: ['Duvet Cover', 'Pillowcase Set', 'Throw Blanket'] },
    { name: 'Lighting', nouns: ['Desk Lamp', 'String Lights', 'Floor Lamp'] },
    { name: 'Storage', nouns: ['Storage Basket', 'Drawer Organiser'] },
  ] },
  { name: 'Kitchen', children: [
    { name: 'Cookware', nouns: ['Frying Pan', 'Saucepan', 'Dutch Oven'] },
    { name: 'Tableware', nouns: ['Dinner Plates', 'Ceramic Mugs', 'Salad Bowl'] },
    { name: 'Appliances', nouns: ['Electric Kettle', 'Hand Blender'] },
  ] },
  { name: 'Beauty', children: [
    { name: 'Skincare', nouns: ['Face Serum', 'Moisturiser', 'Cleansing Balm'] },
    { name: 'Makeup', nouns: ['Lip Tint', 'Mascara', 'Cushion Foundation'] },
    { name: 'Fragrance', nouns: ['Eau de Parfum', 'Body Mist'] },
  ] },
  { name: 'Health', children: [
    { name: 'Vitamins', nouns: ['Vitamin C Tablets', 'Multivitamin'] },
    { name: 'Fitness', nouns: ['Resistance Bands', 'Dumbbell Set', 'Jump Rope'] },
    { name: 'Personal Care', nouns: ['Electric Toothbrush', 'Hair Dryer'] },
  ] },
  { name: 'Sports & Outdoors', children: [
    { name: 'Camping', nouns: ['Camping Tent', 'Sleeping Bag', 'Headlamp'] },
    { name: 'Cycling', nouns: ['Bike Helmet', 'Bike Light Set'] },
    { name: 'Yoga', nouns: ['Yoga Mat', 'Yoga Block'] },
  ] },
  { name: 'Toys & Kids', children: [
    { name: 'Building Toys', nouns: ['Building Blocks', 'Marble Run'] },
    { name: 'Plush', nouns: ['Plush Bear', 'Plush Dinosaur'] },
    { name: 'Baby Care', nouns: ['Baby Blanket', 'Teething Ring'] },
  ] },
  { name: 'Books & Stationery', children: [
    { name: 'Notebooks', nouns: ['Dotted Notebook', 'Weekly Planner'] },
    { name: 'Pens', nouns: ['Gel Pen Set', 'Fountain Pen'] },
    { name: 'Art Supplies', nouns: ['Watercolour Set', 'Sketchbook'] },
  ] },
  { name: 'Food & Drinks', children: [
    { name: 'Snacks', nouns: ['Mixed Nuts', 'Dried Mango'] },
    { name: 'Tea & Coffee', nouns: ['Green Tea', 'Coffee Beans', 'Jasmine Tea'] },
    { name: 'Sweets', nouns: ['Dark Chocolate', 'Butter Cookies'] },
  ] },
  { name: 'Pets', children: [
    { name: 'Dogs', nouns: ['Dog Leash', 'Chew Toy'] },
    { name: 'Cats', nouns: ['Cat Scratcher', 'Cat Bed'] },
    { name: 'Aquarium', nouns: ['Aquarium Filter', 'Fish Food'] },
  ] },
] as const;

type Tree = typeof CATEGORY_TREE;
export type CategoryName = Tree[number]['name'] | Tree[number]['children'][number]['name'];
export type Noun = Tree[number]['children'][number]['nouns'][number];

export const ADJECTIVES = [
  'Classic', 'Everyday', 'Premium', 'Soft', 'Eco', 'Compact', 'Deluxe', 'Light', 'Vintage', 'Modern',
  'Cosy', 'Travel', 'Bold', 'Pure', 'Smart', 'Handmade',
] as const;
export type Adjective = (typeof ADJECTIVES)[number];
export const COLOURS = ['Coral', 'Navy', 'Sage', 'Sand', 'Charcoal', 'Ivory', 'Plum', 'Sky', 'Olive', 'Rose'] as const;
export type Colour = (typeof COLOURS)[number];

/** Brand names: they stay as they are in every language, as brands do (descriptions are translated). */
export const STORE_NAMES = [
  'Coral Corner', 'Northwind Goods', 'Maple & Co', 'Blue Harbour', 'Sunny Side Shop', 'Urban Nest',
  'Golden Thread', 'Pebble Lane', 'Bright Byte', 'Green Leaf Market', 'Lotus Living', 'Summit Outdoor',
  'Little Sprout', 'Paper Crane', 'Spice Route', 'Paws & Whiskers', 'Velvet Beauty', 'Iron Forge Fitness',
  'Silk Road Home', 'Harbour Lights',
];

export const CITIES: ReadonlyArray<[string, string]> = [
  ['TH', 'Bangkok'], ['VN', 'Ho Chi Minh City'], ['ID', 'Jakarta'], ['JP', 'Osaka'], ['KR', 'Seoul'],
  ['FR', 'Lyon'], ['DE', 'Hamburg'], ['ES', 'Valencia'], ['BR', 'São Paulo'], ['IN', 'Pune'],
];

export interface ArticleText {
  title: string;
  summary: string;
  body: string;
}

/** Platform articles in English; translations/<lang>.json holds each in the same order. */
export const ARTICLES: ReadonlyArray<{ kind: 'news' | 'help' | 'about' | 'agreement' } & ArticleText> = [
  { kind: 'about', title: 'About us', summary: 'A marketplace where anyone can open a store.', body: 'We connect independent stores with shoppers in fifteen languages.\n\nEvery store is reviewed before it opens, every payment goes through a ledger that always balances, and support is one tap away.' },
  { kind: 'agreement', title: 'User agreement', summary: 'The terms of using the marketplace.', body: 'By creating an account you agree to use the marketplace lawfully and to keep your password and payment password private.\n\nOrders are contracts between you and the store. Payments are held until you confirm receipt.\n\nWe process your data only to run the service; you may ask us to delete your account at any time.' },
  { kind: 'help', title: 'How do I pay with my balance?', summary: 'Set a payment password first.', body: 'Open Me, then Payment password, and choose six digits.\n\nAt checkout pick Balance and enter the six digits. After five wrong tries payments lock for thirty minutes.' },
  { kind: 'help', title: 'How do I cancel an order?', summary: 'Orders can be cancelled until they are paid.', body: 'Open the order and tap Cancel. The stock goes back to the store and any coupon returns to your wallet.' },
  { kind: 'help', title: 'When will my order ship?', summary: 'Stores ship paid orders.', body: 'Each store ships its own orders. You will see the carrier and tracking number in the order once it ships.' },
  { kind: 'help', title: 'How do I open a store?', summary: 'Apply from the Me page.', body: 'Tap Open a store, fill in the form with your logo, banner and identity photos, and submit. Staff review applications, usually within a day.' },
  { kind: 'help', title: 'How do deposits work?', summary: 'Upload your payment proof.', body: 'Choose USDT, bank card or cash, enter the amount and upload the payment proof. Your balance grows once staff approve the deposit.' },
  { kind: 'news', title: 'Winter sale starts now', summary: 'Up to 40% off across the street.', body: 'Hundreds of stores take part in the winter sale.\n\nLook for the crossed-out prices and stack a platform coupon on top.' },
  { kind: 'news', title: 'Now in fifteen languages', summary: 'Choose yours under Language.', body: 'The marketplace now speaks fifteen languages, including Arabic from right to left.' },
  { kind: 'news', title: 'Safer payments', summary: 'Your payment password, your control.', body: 'Payments by balance now need your six-digit payment password, and repeated wrong entries lock payments for thirty minutes.' },
  { kind: 'news', title: 'New stores this week', summary: 'Twenty stores to discover.', body: 'From outdoor gear to handmade stationery, visit the Street tab to meet the newest stores.' },
  { kind: 'news', title: 'Follow your favourite stores', summary: 'Never miss a new product.', body: 'Tap Follow on a store page and find it again under Followed stores.' },
];

/** Home banners' titles in English (translations/<lang>.json has them in the same order). */
export const BANNER_TITLES = ['Winter sale', 'New stores this week', 'Free delivery over $50', 'Open your own store'] as const;

/**
 * The demo buyer's coupons: platform coupons and one of the first store's. A title names the
 * discount and the minimum spend, so each language writes it with its own word order.
 */
export const DEMO_COUPONS = [
  { key: 'fiveOverFifty', discount: 500, minSpend: 5_000, store: false },
  { key: 'threeOffAnything', discount: 300, minSpend: 0, store: false },
  { key: 'twentyAtStore', discount: 2_000, minSpend: 15_000, store: true },
  { key: 'tenOverEighty', discount: 1_000, minSpend: 8_000, store: false },
  { key: 'eightOverSixty', discount: 800, minSpend: 6_000, store: false },
  { key: 'fifteenOverHundred', discount: 1_500, minSpend: 10_000, store: false },
] as const;
export type CouponKey = (typeof DEMO_COUPONS)[number]['key'];

/**
 * Wholesale items the platform supplies (name, purchase price, suggested price, in minor units),
 * written in English; translations/<lang>.json names each in its language.
 */
export const WHOLESALE = [
  ['Bamboo Cutting Board', 12_40, 24_90],
  ['Stainless Water Bottle', 6_80, 15_90],
  ['Wireless Earbuds', 18_50, 39_00],
  ['Linen Tote Bag', 4_20, 11_50],
  ['LED Desk Lamp', 14_00, 29_90],
  ['Silicone Phone Case', 2_10, 8_90],
  ['Ceramic Mug Set', 9_60, 21_00],
  ['Yoga Mat', 11_30, 26_50],
  ['Scented Candle', 3_70, 9_90],
  ['USB-C Charging Cable', 1_90, 6_50],
  ['Wool Beanie', 5_20, 13_90],
  ['Travel Pillow', 6_10, 14_90],
  ['Mechanical Pencil Set', 2_80, 7_90],
  ['Face Serum', 7_40, 19_90],
  ['Portable Blender', 16_20, 34_00],
  ['Running Socks (3 pairs)', 3_30, 9_50],
] as const;
export type WholesaleName = (typeof WHOLESALE)[number][0];
