// @vitest-environment node
import { ORDER_STATUS, SHELF_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wholesaleItems } from '../../db/schema';
import { createTestServer, ENGINES, type TestServer } from '../../testing/harness';
import { lastCodeFor } from '../../testing/users';
import { makeUser, type TestUser } from '../wallet/testing';
import { applicationForm, imageOf, makeCategory, makeMerchant, makeOrder } from './testing';

describe.each(ENGINES)('stores on %s', (engine) => {
  let server: TestServer;
  let staff: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    server = await createTestServer({ engine });
    staff = await makeUser(server, { role: 'staff' });
    categoryId = await makeCategory(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const apply = (user: TestUser, body: object) => server.call('POST', '/api/merchant/apply', { token: user.token, body });
  const review = (id: number, body: object) => server.call('POST', '/api/staff/reviewApplication', { token: staff.token, body: { id, ...body } });
  const applicationId = async (userId: number) => {
    const list = await server.call('GET', '/api/staff/applications', { token: staff.token, query: { status: 'pendingReview', pageSize: 50 } });
    return list.body.data.list.find((item: { user: { id: number } }) => item.user.id === userId)?.id as number;
  };

  it('walks an application through rejection, a second try and approval into a merchant', async () => {
    const user = await makeUser(server);
    expect((await server.call('GET', '/api/merchant/application', { token: user.token })).body.data).toMatchObject({
      status: STORE_APPLICATION_STATUS.none,
      form: null,
    });
    const form = await applicationForm(server, user, categoryId);
    const sent = await apply(user, form);
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.data).toMatchObject({ status: STORE_APPLICATION_STATUS.pendingReview, reason: null, storeId: null });
    expect(sent.body.data.form.frontPhoto).toMatch(/^\/api\/upload\/file\?id=/);
    expect((await apply(user, form)).body.data.reason).toBe('alreadyApplied');

    const id = await applicationId(user.id);
    const missingReason = await review(id, { approve: false });
    expect(missingReason.httpStatus).toBe(400);
    const rejected = await review(id, { approve: false, reason: 'Blurred photos' });
    expect(rejected.body.data).toMatchObject({ status: STORE_APPLICATION_STATUS.rejected, reason: 'Blurred photos' });
    expect((await review(id, { approve: true })).body.data).toMatchObject({ reason: 'alreadyDecided', params: { decidedById: staff.id, decision: 'rejected' } });
    const seen = await server.call('GET', '/api/merchant/application', { token: user.token });
    expect(seen.body.data).toMatchObject({ status: STORE_APPLICATION_STATUS.rejected, reason: 'Blurred photos' });
    expect(seen.body.data.form.storeName).toBe('Corner Shop');
    expect((await server.call('GET', '/api/merchant/store', { token: user.token })).body.data.reason).toBe('notMerchant');

    const again = await apply(user, { ...form, storeName: 'Corner Shop 2' });
    expect(again.body.data.status).toBe(STORE_APPLICATION_STATUS.pendingReview);
    const approved = await review(await applicationId(user.id), { approve: true });
    expect(approved.body.data.status).toBe(STORE_APPLICATION_STATUS.approved);
    expect(approved.body.data.storeId).toEqual(expect.any(Number));
    const [row] = await server.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('merchant');
    const store = await server.call('GET', '/api/merchant/store', { token: user.token });
    expect(store.body.data).toMatchObject({ id: approved.body.data.storeId, name: 'Corner Shop 2', productCount: 0, profit: 0 });
    expect(store.body.data.logo).toMatch(/^\/api\/upload\/public\//);
    expect((await apply(user, form)).httpStatus).toBe(409);
  }, 60_000);

  it('refuses identity photos that are not the applicant’s private identity uploads', async () => {
    const user = await makeUser(server);
    const other = await makeUser(server);
    const form = await applicationForm(server, user, categoryId);
    const foreign = await apply(user, { ...form, frontPhoto: await imageOf(server, other, 'identity') });
    expect(foreign.body.data.fields).toEqual({ frontPhoto: 'validation.ownUploadRequired' });
    const publicOne = await apply(user, { ...form, backPhoto: await imageOf(server, user, 'store') });
    expect(publicOne.body.data.fields).toEqual({ backPhoto: 'validation.ownUploadRequired' });
    const outside = await apply(user, { ...form, logo: 'https://elsewhere.example/logo.png' });
    expect(outside.body.data.fields).toEqual({ logo: 'validation.ownUploadRequired' });
    const noCategory = await apply(user, { ...form, categoryId: 999_999 });
    expect(noCategory.body.data.fields).toEqual({ categoryId: 'validation.chooseOne' });
    const missing = await apply(user, { ...form, certificateNumber: '' });
    expect(missing.httpStatus).toBe(400);
    expect((await server.call('GET', '/api/merchant/application', { token: user.token })).body.data.status).toBe(STORE_APPLICATION_STATUS.none);
  }, 60_000);

  it('lets only one of two simultaneous applications in', async () => {
    const user = await makeUser(server);
    const form = await applicationForm(server, user, categoryId);
    const answers = await Promise.all([apply(user, form), apply(user, form), apply(user, form)]);
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1);
  }, 60_000);

  it('shelves wholesale items in one click, shows them shelved, and toggles the shelf', async () => {
    const merchant = await makeMerchant(server);
    const [item] = await server.ctx.db
      .insert(wholesaleItems)
      .values({ categoryId, name: 'Zebra Mug', cover: '/mug.svg', purchasePrice: 3_00, price: 8_00, stock: 50 })
      .returning();
    const list = async () =>
      (await server.call('GET', '/api/merchant/wholesale', { token: merchant.token, query: { keyword: 'Zebra' } })).body.data.list;
    expect(await list()).toEqual([expect.objectContaining({ id: item!.id, shelved: false, profit: 5_00, salePrice: 8_00 })]);
    const shelved = await server.call('POST', '/api/merchant/shelveWholesale', { token: merchant.token, body: { ids: [item!.id, item!.id, 987_654] } });
    expect(shelved.body.data).toEqual({ shelved: [item!.id], skipped: [987_654] });
    expect((await list())[0].shelved).toBe(true);
    const repeat = await server.call('POST', '/api/merchant/shelveWholesale', { token: merchant.token, body: { ids: [item!.id] } });
    expect(repeat.body.data).toEqual({ shelved: [], skipped: [item!.id] });

    const products = await server.call('GET', '/api/merchant/products', { token: merchant.token });
    expect(products.body.data.list).toEqual([
      expect.objectContaining({ name: 'Zebra Mug', price: 8_00, purchasePrice: 3_00, shelf: SHELF_STATUS.onSale, wholesaleId: item!.id }),
    ]);
    const productId = products.body.data.list[0].id;
    const off = await server.call('POST', '/api/merchant/shelf', { token: merchant.token, body: { id: productId, shelf: SHELF_STATUS.offShelf } });
    expect(off.body.data.shelf).toBe(SHELF_STATUS.offShelf);
    const offList = await server.call('GET', '/api/merchant/products', { token: merchant.token, query: { shelf: 'offShelf' } });
    expect(offList.body.data.total).toBe(1);
    const buyer = await makeUser(server);
    expect((await server.call('GET', '/api/merchant/wholesale', { token: buyer.token })).body.data.reason).toBe('notMerchant');
  }, 60_000);

  it('shows an item shelved on every page of the unfiltered list, for its merchant only, and a double tap adds it once', async () => {
    const merchant = await makeMerchant(server);
    const other = await makeMerchant(server);
    const rows = await server.ctx.db
      .insert(wholesaleItems)
      .values(Array.from({ length: 3 }, (_, i) => ({ categoryId, name: `Yak Bowl ${i}`, cover: '/bowl.svg', purchasePrice: 2_00, price: 6_00, stock: 9 })))
      .returning();
    const target = rows[2]!;
    const shelvedOf = async (user: TestUser, query: Record<string, string | number>) => {
      const answer = await server.call('GET', '/api/merchant/wholesale', { token: user.token, query });
      return (answer.body.data.list as { id: number; shelved: boolean }[]).find((item) => item.id === target.id)?.shelved;
    };
    const taps = await Promise.all([0, 1, 2].map(() =>
      server.call('POST', '/api/merchant/shelveWholesale', { token: merchant.token, body: { ids: [target.id] } }),
    ));
    expect(taps.flatMap((tap) => tap.body.data.shelved)).toEqual([target.id]);
    const products = await server.call('GET', '/api/merchant/products', { token: merchant.token, query: { keyword: 'Yak Bowl', pageSize: 50 } });
    expect(products.body.data.total).toBe(1);

    const whole = await server.call('GET', '/api/merchant/wholesale', { token: merchant.token, query: { pageSize: 1 } });
    const n = whole.body.data.total as number;
    const pageSize = 5;
    let found: boolean | undefined;
    for (let page = 1; found === undefined && (page - 1) * pageSize < n; page++) found = await shelvedOf(merchant, { page, pageSize });
    expect(found).toBe(true);
    expect(await shelvedOf(merchant, { categoryId, pageSize: 50 })).toBe(true);
    expect(await shelvedOf(merchant, { keyword: 'yak bowl 2' })).toBe(true);
    expect(await shelvedOf(other, { keyword: 'Yak Bowl 2' })).toBe(false);
    expect(await shelvedOf(merchant, { keyword: 'Yak Bowl 1' })).toBeUndefined();
  }, 60_000);

  it('ships a paid order of the store through the order machine, and only that', async () => {
    const merchant = await makeMerchant(server);
    const buyer = await makeUser(server);
    const paid = await makeOrder(server, buyer.id, merchant.storeId, ORDER_STATUS.toShip);
    const unpaid = await makeOrder(server, buyer.id, merchant.storeId, ORDER_STATUS.toPay);
    const shipped = await server.call('POST', '/api/merchant/ship', { token: merchant.token, body: { id: paid.id, carrier: 'DHL', trackingNo: 'JD0001' } });
    expect(shipped.httpStatus).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: ORDER_STATUS.toReceive, carrier: 'DHL', trackingNo: 'JD0001' });
    expect((await server.call('POST', '/api/merchant/ship', { token: merchant.token, body: { id: paid.id } })).body.data.reason).toBe('transitionRefused');
    expect((await server.call('POST', '/api/merchant/ship', { token: merchant.token, body: { id: unpaid.id } })).body.data.reason).toBe('transitionRefused');
    const tab = await server.call('GET', '/api/merchant/orders', { token: merchant.token, query: { tab: 'toReceive' } });
    expect(tab.body.data.list.map((o: { id: number }) => o.id)).toEqual([paid.id]);
    const detail = await server.call('GET', '/api/merchant/orderDetail', { token: merchant.token, query: { id: paid.id } });
    expect(detail.body.data.profit).toBe(2_00);

    const store = await server.call('GET', '/api/merchant/store', { token: merchant.token });
    expect(store.body.data).toMatchObject({ todayOrders: 1, totalOrders: 1, todaySales: 10_00, totalSales: 10_00 });
    const stats = await server.call('GET', '/api/merchant/stats', { token: merchant.token, query: { range: '7d' } });
    expect(stats.body.data).toMatchObject({ range: '7d', orders: 1, sales: 10_00, profit: 2_00 });
    expect(stats.body.data.daily).toHaveLength(7);
    expect(stats.body.data.daily.at(-1)).toMatchObject({ date: '2026-11-20', orders: 1 });
  }, 60_000);

  it('updates store info with the merchant’s own images and gives an invite card', async () => {
    const merchant = await makeMerchant(server);
    const logo = await imageOf(server, merchant, 'store');
    const updated = await server.call('POST', '/api/merchant/updateStore', { token: merchant.token, body: { name: 'Renamed', logo } });
    expect(updated.body.data).toMatchObject({ name: 'Renamed', logo });
    const stranger = await makeUser(server);
    const foreign = await server.call('POST', '/api/merchant/updateStore', {
      token: merchant.token,
      body: { banner: await imageOf(server, stranger, 'store') },
    });
    expect(foreign.body.data.fields).toEqual({ banner: 'validation.ownUploadRequired' });
    const card = await server.call('GET', '/api/merchant/invite', { token: merchant.token });
    expect(card.body.data.inviteUrl).toContain(`invite=${card.body.data.inviteCode}`);
    expect(card.body.data).toMatchObject({ invitedCount: 0, share: { title: 'Renamed' } });
  }, 60_000);

  it('records who registers with the store’s code (typed in any case) as invited, and counts them', async () => {
    const merchant = await makeMerchant(server);
    const card = async () => (await server.call('GET', '/api/merchant/invite', { token: merchant.token })).body.data;
    const { inviteCode } = await card();
    const registerWith = async (username: string, code: string) => {
      const email = `${username}@example.com`;
      await server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target: email, purpose: 'register' } });
      const body = { username, email, code: await lastCodeFor(server, email), password: 'secret123', confirmPassword: 'secret123', agreement: true };
      return server.call('POST', '/api/register', { body: { ...body, inviteCode: code } });
    };
    expect((await registerWith(`inv${merchant.id}a`, ` ${inviteCode.toLowerCase()} `)).body.status).toBe(1);
    // An unknown code is the field's error, and nobody is registered or counted.
    const unknown = await registerWith(`inv${merchant.id}b`, 'NO-SUCH-CODE');
    expect(unknown.body.data.fields).toEqual({ inviteCode: 'errors.notFound' });
    expect(await card()).toMatchObject({ inviteCode, invitedCount: 1 });
    const [invited] = await server.ctx.db.select({ invitedBy: users.invitedBy }).from(users).where(eq(users.username, `inv${merchant.id}a`));
    expect(invited?.invitedBy).toBe(merchant.id);
  }, 60_000);
});
