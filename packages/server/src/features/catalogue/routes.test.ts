// @vitest-environment node
import { ORDER_STATUS } from '@shop/domain';
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, coupons, orderComments, orders, products, stores, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { PRODUCT_BOOT_IMAGE_PATH } from './routes';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';

vi.setConfig({ testTimeout: 30_000 });

describe('catalogue over the demo seed', () => {
  let server: TestServer;
  let buyerToken: string;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'buyer')!;
    const login = await server.call('POST', '/api/login', { body: { account: demo.username, password: demo.password } });
    buyerToken = login.body.data.token;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('seeds at least 12 categories, 300 products from 20 stores, and coupons in every state', async () => {
    const db = server.ctx.db;
    expect((await db.select({ n: count() }).from(categories).where(isNull(categories.parentId)))[0]!.n).toBeGreaterThanOrEqual(12);
    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(300);
    expect((await db.select({ n: count() }).from(stores))[0]!.n).toBe(20);
    expect((await db.select({ n: count() }).from(coupons))[0]!.n).toBeGreaterThanOrEqual(3);
    for (const status of ['available', 'used', 'expired']) {
      const list = await server.call('GET', '/api/coupon/list', { token: buyerToken, query: { status } });
      if (list.httpStatus === 404) continue; // coupon routes are tested in their own file
      expect(list.body.data.total).toBeGreaterThan(0);
    }
  });

  it('gives the demo buyer a balance through the ledger', async () => {
    const info = await server.call('GET', '/api/account/getUserinfo', { token: buyerToken });
    expect(info.body.data.balance).toBeGreaterThan(0);
    expect(info.body.data.payPasswordSet).toBe(true);
  });

  it('lists products with paging, filters and every sort', async () => {
    const first = await server.call('GET', '/api/product/list', { query: { page: 1, pageSize: 20 } });
    expect(first.body.data).toMatchObject({ total: 300, page: 1, pageSize: 20, hasMore: true });
    const last = await server.call('GET', '/api/product/list', { query: { page: 15, pageSize: 20 } });
    expect(last.body.data.hasMore).toBe(false);

    const asc = await server.call('GET', '/api/product/list', { query: { sort: 'priceAsc', pageSize: 50 } });
    const prices = asc.body.data.list.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const bounded = await server.call('GET', '/api/product/list', { query: { minPrice: 1000, maxPrice: 2000, pageSize: 50 } });
    for (const p of bounded.body.data.list) {
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(2000);
    }

    const tree = await server.call('GET', '/api/category/list');
    const top = tree.body.data[0];
    const byTop = await server.call('GET', '/api/product/list', { query: { categoryId: top.id, pageSize: 50 } });
    expect(byTop.body.data.total).toBeGreaterThan(0);

    for (const sort of ['default', 'sales', 'priceDesc', 'newest']) {
      expect((await server.call('GET', '/api/product/list', { query: { sort } })).body.status).toBe(1);
    }
    const bad = await server.call('GET', '/api/product/list', { query: { sort: 'cheapest', pageSize: 500 } });
    expect(bad.httpStatus).toBe(400);
  });

  it('searches with literal wildcards and suggests names', async () => {
    const name: string = (await server.call('GET', '/api/product/list')).body.data.list[0].name;
    const word = name.split(' ').at(-1)!;
    const found = await server.call('GET', '/api/product/list', { query: { keyword: word } });
    expect(found.body.data.list.every((p: { name: string }) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await server.call('GET', '/api/product/list', { query: { keyword: '%' } })).body.data.total).toBe(0);
    const suggest = await server.call('GET', '/api/search/suggest', { query: { keyword: word.slice(0, 3) } });
    expect(suggest.body.data.length).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/search/hot')).body.data.length).toBeGreaterThan(0);
  });

  it('shows a product detail and records history for a signed-in viewer only', async () => {
    const id = (await server.call('GET', '/api/product/list')).body.data.list[3].id;
    const visitor = await server.call('GET', '/api/product/detail', { query: { id } });
    expect(visitor.body.data).toMatchObject({ id, collected: false, shelf: 1 });
    await server.call('GET', '/api/product/detail', { query: { id }, token: buyerToken });
    const history = await server.call('GET', '/api/history/list', { token: buyerToken });
    if (history.httpStatus !== 404) expect(history.body.data.list[0].product.id).toBe(id);
    expect((await server.call('GET', '/api/product/detail', { query: { id: 999999 } })).httpStatus).toBe(404);
  });

  it("gives a product's rating, positive share and review count from its reviews alone", async () => {
    const db = server.ctx.db;
    const [first, second] = (await server.call('GET', '/api/product/list', { query: { pageSize: 2 } })).body.data.list;
    // The seed has no reviews: no stars and no percentage, whatever the product row holds.
    const unreviewed = (await server.call('GET', '/api/product/detail', { query: { id: first.id } })).body.data;
    expect(unreviewed).toMatchObject({ commentCount: 0, rating: 0, goodRate: 0 });
    expect(first.rating).toBe(0);

    // Three reviews of the second product, 5, 4 and 2 stars: 3.7 on average, two of three positive.
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'buyer')!;
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.username, demo.username));
    for (const [index, rating] of [5, 4, 2].entries()) {
      const [order] = await db
        .insert(orders)
        .values({
          orderNo: `RATING-${index}`,
          userId: buyer!.id,
          storeId: second.storeId,
          status: ORDER_STATUS.completed,
          goodsAmount: second.price,
          amount: second.price,
          address: { recipient: 'R', phone: '+66812345678', country: 'TH', region: 'B', city: 'B', detail: 'D', postalCode: '10110' },
          checkoutKey: `rating-${index}`,
        })
        .returning({ id: orders.id });
      await db.insert(orderComments).values({ orderId: order!.id, productId: second.id, userId: buyer!.id, rating, content: 'Review' });
    }
    const reviewed = (await server.call('GET', '/api/product/detail', { query: { id: second.id } })).body.data;
    expect(reviewed).toMatchObject({ commentCount: 3, rating: 3.7 });
    expect(reviewed.goodRate).toBeCloseTo(2 / 3);
    const listed = (await server.call('GET', '/api/product/list', { query: { pageSize: 2 } })).body.data.list;
    expect(listed[1]).toMatchObject({ id: second.id, rating: 3.7 });
    const comments = await server.call('GET', '/api/product/comments', { query: { productId: second.id } });
    expect(comments.body.data.total).toBe(reviewed.commentCount);
  });

  it('serves the store street, a store page, home lists and articles', async () => {
    const street = await server.call('GET', '/api/store/list');
    expect(street.body.data.total).toBe(20);
    const store = await server.call('GET', '/api/store/detail', { query: { id: street.body.data.list[0].id } });
    expect(store.body.data.productCount).toBe(15);
    expect((await server.call('GET', '/api/home/banners')).body.data.length).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/home/recommended')).body.data.total).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/home/new')).body.data.list.length).toBe(20);
    const about = await server.call('GET', '/api/article/about');
    expect(about.body.data.kind).toBe('about');
    const again = await server.call('GET', '/api/article/view', { query: { id: about.body.data.id } });
    expect(again.body.data.views).toBe(about.body.data.views + 1);
    expect((await server.call('GET', '/api/article/agreement')).body.data.content.length).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/article/help')).body.data.length).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/article/list', { query: { kind: 'news' } })).body.data.total).toBeGreaterThan(0);
  });

  it('draws the demo pictures deterministically', async () => {
    const a = await (await server.raw('/api/media/product/7.svg')).text();
    const b = await (await server.raw('/api/media/product/7.svg')).text();
    expect(a).toBe(b);
    expect(a.startsWith('<svg')).toBe(true);
    expect((await server.raw('/api/media/product/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.raw('/api/media/secrets/1.svg')).status).toBe(404);
  });

  it('sends a browser the demo pictures as WebP at twice their size, the same each time', async () => {
    const asked = (accept: string) => server.raw('/api/media/product/7.basket.svg', { headers: { accept } });
    const browser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const first = await asked(browser);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Accept');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(Buffer.from(await (await asked(browser)).arrayBuffer()).equals(bytes)).toBe(true);
    // Without WebP in Accept (a script, an old client): the drawing itself.
    const plain = await asked('*/*');
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    expect((await plain.text()).startsWith('<svg')).toBe(true);
  });

  it("sends an unsigned link to a product's first picture to it, and nothing else anywhere", async () => {
    const [product] = await server.ctx.db.select({ id: products.id, images: products.images }).from(products).limit(1);
    const found = await server.raw(`${PRODUCT_BOOT_IMAGE_PATH}?id=${product!.id}`, { redirect: 'manual' });
    expect(found.status).toBe(302);
    expect(found.headers.get('location')).toBe(product!.images[0]);
    expect(found.headers.get('cache-control')).toBe('public, max-age=60');
    for (const id of ['999999', '0', '-1', '1e3', 'abc', '99999999999', '']) {
      expect((await server.raw(`${PRODUCT_BOOT_IMAGE_PATH}?id=${id}`, { redirect: 'manual' })).status, id).toBe(404);
    }
    // A picture kept on another host is the page's to load: this path never points off the server.
    await server.ctx.db.update(products).set({ images: ['//elsewhere.example/a.jpg'] }).where(eq(products.id, product!.id));
    expect((await server.raw(`${PRODUCT_BOOT_IMAGE_PATH}?id=${product!.id}`, { redirect: 'manual' })).status).toBe(404);
    await server.ctx.db.update(products).set({ images: product!.images }).where(eq(products.id, product!.id));
  });
});
