// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { AFTER_SALES_STATUS, ORDER_STATUS, REVIEW_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../config';
import { orders, staffDecisions, storeApplications, users } from '../../db/schema';
import { hashSecret } from '../account/passwords';
import { applicationForm, makeCategory, makeMerchant, makeOrder } from '../merchant/testing';
import { createTestServer, ENGINES, type TestServer } from '../../testing/harness';
import { saveUpload, uploadUrl } from '../uploads/store';
import { auditLedger, userBalances } from '../wallet/ledger';
import { callsAs, fundUser, makeUser, type TestUser } from '../wallet/testing';

vi.setConfig({ testTimeout: 120_000 });

const PIN = '123456';
/** The default four-eyes threshold: $10,000.00. */
const THRESHOLD = 10_000_00;
const uniqueKey = () => randomBytes(8).toString('hex');

/**
 * Four eyes on money (issue 31, finding 1), on both engines: no staff member decides an item of
 * their own (deposit, withdrawal, store application, after-sales as buyer or as the store's owner),
 * and a deposit or withdrawal above the threshold needs the approvals of two different people.
 * Runs in production mode: the rule is what protects real money.
 */
describe.each(ENGINES)('four eyes on %s', (engine) => {
  let server: TestServer;
  let ana: TestUser;
  let ben: TestUser;
  let buyer: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    const production = configFromEnv({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(production.fourEyesAboveCents).toBe(THRESHOLD);
    server = await createTestServer({ engine, poolSize: 20, config: { development: false, fourEyesAboveCents: production.fourEyesAboveCents } });
    ana = await makeUser(server, { role: 'staff', payPasswordHash: await hashSecret(PIN) });
    ben = await makeUser(server, { role: 'staff' });
    buyer = await makeUser(server, { payPasswordHash: await hashSecret(PIN) });
    categoryId = await makeCategory(server);
    for (const who of [ana, buyer]) await fundUser(server, who.id, 100_000_00);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: TestUser) => callsAs(server, who);
  const available = async (userId: number) => (await userBalances(server.ctx.db, userId)).available;
  const trailOf = (queue: 'deposit' | 'withdrawal' | 'application' | 'afterSales', itemId: number) =>
    server.ctx.db.select().from(staffDecisions).where(and(eq(staffDecisions.queue, queue), eq(staffDecisions.itemId, itemId)));

  async function declareDeposit(who: TestUser, amount: number) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: `#${randomBytes(3).toString('hex')}` } }).png().toBuffer();
    const proofImage = uploadUrl(await saveUpload(server.ctx, who.id, 'proof', png));
    const made = await as(who).post('/api/wallet/deposit', {
      type: 'usdt', currency: 'USDT', network: 'TRC20', amount, txHash: randomBytes(32).toString('hex'), proofImage, idempotencyKey: uniqueKey(),
    });
    expect(made.body.status, JSON.stringify(made.body)).toBe(1);
    return made.body.data.id as number;
  }

  async function askWithdrawal(who: TestUser, amount: number) {
    const account = await as(who).post('/api/wallet/saveAccount', { type: 'cash', name: 'Desk', holderName: who.username });
    const made = await as(who).post('/api/wallet/withdraw', { amount, accountId: account.body.data.id, payPassword: PIN, idempotencyKey: uniqueKey() });
    expect(made.body.status, JSON.stringify(made.body)).toBe(1);
    return made.body.data.id as number;
  }

  const refusedAs = (answer: { httpStatus: number; body: { data: { reason: string } } }, reason: string) => {
    expect(answer.httpStatus).toBe(422);
    expect(answer.body.data.reason).toBe(reason);
  };

  describe('nobody decides their own item', () => {
    it('a staff member who declares a $1,000,000 deposit with a made-up hash cannot approve it', async () => {
      const before = await available(ana.id);
      const id = await declareDeposit(ana, 1_000_000_00);
      const own = await as(ana).post('/api/staff/reviewDeposit', { id, approve: true });
      refusedAs(own, 'ownItem');
      expect(own.body.msg).toMatch(/your own/);
      // Nor reject it (which would hide it from colleagues' queue), nor decide it in Arabic: the reason is translated.
      refusedAs(await as(ana).post('/api/staff/reviewDeposit', { id, approve: false, reason: 'mine' }), 'ownItem');
      const arabic = await server.call('POST', '/api/staff/reviewDeposit', { token: ana.token, body: { id, approve: true }, lang: 'ar' });
      expect(arabic.body.msg).not.toMatch(/own/);
      expect(await available(ana.id)).toBe(before);
      expect(await trailOf('deposit', id)).toHaveLength(0);
      // The console says so instead of offering the buttons; a colleague sees an ordinary item.
      expect((await as(ana).get('/api/staff/depositDetail', { id })).body.data.rights).toMatchObject({ ownItem: true, approvalsNeeded: 2 });
      expect((await as(ben).get('/api/staff/depositDetail', { id })).body.data.rights).toMatchObject({ ownItem: false, firstApproval: null });
    });

    it('a staff member cannot approve their own withdrawal', async () => {
      const id = await askWithdrawal(ana, 50_000_00);
      refusedAs(await as(ana).post('/api/staff/reviewWithdrawal', { id, approve: true }), 'ownItem');
      expect((await as(ana).get('/api/staff/withdrawalDetail', { id })).body.data).toMatchObject({
        record: { status: REVIEW_STATUS.underReview },
        rights: { ownItem: true },
      });
      expect(await trailOf('withdrawal', id)).toHaveLength(0);
    });

    it('a staff member cannot open their own store', async () => {
      const form = await applicationForm(server, ben, categoryId);
      expect((await as(ben).post('/api/merchant/apply', form)).body.status).toBe(1);
      const [row] = await server.ctx.db.select().from(storeApplications).where(eq(storeApplications.userId, ben.id));
      refusedAs(await as(ben).post('/api/staff/reviewApplication', { id: row!.id, approve: true }), 'ownItem');
      expect((await as(ben).get('/api/staff/applicationDetail', { id: row!.id })).body.data.rights.ownItem).toBe(true);
      const [still] = await server.ctx.db.select().from(storeApplications).where(eq(storeApplications.id, row!.id));
      expect(still!.status).toBe(STORE_APPLICATION_STATUS.pendingReview);
      // A colleague decides it.
      expect((await as(ana).post('/api/staff/reviewApplication', { id: row!.id, approve: false, reason: 'Blurred ID' })).body.status).toBe(1);
    });

    it("neither the buyer nor the store's owner refunds an order through after-sales", async () => {
      const shop = await makeMerchant(server);
      await server.ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, shop.id));
      for (const [asker, decider] of [
        [ana, ana],
        [buyer, shop],
      ] as const) {
        const order = await makeOrder(server, asker.id, shop.storeId, ORDER_STATUS.toReceive);
        await server.ctx.db.transaction((tx) =>
          server.ctx.ledger.debitUser(tx, { userId: asker.id, amount: order.amount, reason: 'order_payment', reference: order.orderNo, idempotencyKey: `pay-${order.id}` }),
        );
        await server.ctx.db.update(orders).set({ payMethod: 'balance' }).where(eq(orders.id, order.id));
        expect((await as(asker).post('/api/order/afterSales', { id: order.id, reason: 'Damaged', description: 'Broken.', images: [] })).body.status).toBe(1);
        const list = await as(ben).get('/api/staff/afterSales', { status: 'pending', pageSize: 50 });
        const requestId = list.body.data.list.find((c: { order: { id: number } }) => c.order.id === order.id).id as number;
        const before = await available(asker.id);
        refusedAs(await as(decider).post('/api/staff/reviewAfterSales', { id: requestId, decision: 'refund' }), 'ownItem');
        expect((await as(decider).get('/api/staff/afterSalesDetail', { id: requestId })).body.data.rights.ownItem).toBe(true);
        expect(await available(asker.id)).toBe(before);
        // A colleague with no stake refunds it.
        const refunded = await as(ben).post('/api/staff/reviewAfterSales', { id: requestId, decision: 'refund' });
        expect(refunded.body.data).toMatchObject({ status: AFTER_SALES_STATUS.refunded, rights: { ownItem: false } });
        expect(await available(asker.id)).toBe(before + order.amount);
      }
    });

    it('no endpoint a buyer reaches grants a staff role', async () => {
      const answer = await as(buyer).post('/api/account/updateInfo', { nickname: 'x', role: 'staff' });
      expect(answer.httpStatus).toBe(400);
      const [row] = await server.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, buyer.id));
      expect(row!.role).toBe('buyer');
      expect((await as(buyer).get('/api/staff/overview')).httpStatus).toBe(422);
    });
  });

  describe('two approvals above the threshold', () => {
    it('a large deposit is credited only by a second, different staff member', async () => {
      const amount = 25_000_00;
      const id = await declareDeposit(buyer, amount);
      const before = await available(buyer.id);

      const first = await as(ana).post('/api/staff/reviewDeposit', { id, approve: true });
      expect(first.body.data.status).toBe(REVIEW_STATUS.underReview);
      expect(await available(buyer.id)).toBe(before);
      const anaView = (await as(ana).get('/api/staff/depositDetail', { id })).body.data;
      expect(anaView.rights).toMatchObject({ ownItem: false, approvalsNeeded: 2, firstApprovalIsYours: true, firstApproval: { decision: 'firstApproval', decidedBy: { id: ana.id } } });
      expect(anaView.history).toEqual([expect.objectContaining({ decision: 'firstApproval' })]);
      expect((await as(ben).get('/api/staff/depositDetail', { id })).body.data.rights.firstApprovalIsYours).toBe(false);

      // The same person twice is no second pair of eyes.
      refusedAs(await as(ana).post('/api/staff/reviewDeposit', { id, approve: true }), 'secondApprovalNeeded');
      expect(await available(buyer.id)).toBe(before);

      const second = await as(ben).post('/api/staff/reviewDeposit', { id, approve: true });
      expect(second.body.data.status).toBe(REVIEW_STATUS.approved);
      expect(await available(buyer.id)).toBe(before + amount);
      // Both decisions stay in the trail; any later decision is refused naming the one that stands.
      expect((await trailOf('deposit', id)).map((d) => [d.decision, d.staffId])).toEqual([
        ['firstApproval', ana.id],
        ['approved', ben.id],
      ]);
      const late = await as(ana).post('/api/staff/reviewDeposit', { id, approve: true });
      expect(late.httpStatus).toBe(409);
      expect(late.body.data.params).toMatchObject({ decidedById: ben.id, decision: 'approved' });
      expect(await auditLedger(server.ctx.db)).toEqual([]);
    });

    it('a large withdrawal is paid out only by a second staff member; a rejection needs one', async () => {
      const held = await askWithdrawal(buyer, 12_000_00);
      const before = await userBalances(server.ctx.db, buyer.id);
      expect((await as(ben).post('/api/staff/reviewWithdrawal', { id: held, approve: true })).body.data.status).toBe(REVIEW_STATUS.underReview);
      expect(await userBalances(server.ctx.db, buyer.id)).toEqual(before);
      refusedAs(await as(ben).post('/api/staff/reviewWithdrawal', { id: held, approve: true }), 'secondApprovalNeeded');
      expect((await as(ana).post('/api/staff/reviewWithdrawal', { id: held, approve: true })).body.data.status).toBe(REVIEW_STATUS.approved);
      expect((await userBalances(server.ctx.db, buyer.id)).held).toBe(before.held - 12_000_00);

      // Refusing moves nothing out of the owner's reach: one person decides it, first approval or not.
      const refused = await askWithdrawal(buyer, 15_000_00);
      expect((await as(ana).post('/api/staff/reviewWithdrawal', { id: refused, approve: true })).body.data.status).toBe(REVIEW_STATUS.underReview);
      const rejected = await as(ana).post('/api/staff/reviewWithdrawal', { id: refused, approve: false, reason: 'Changed my mind' });
      expect(rejected.body.data.status).toBe(REVIEW_STATUS.failed);
      expect((await trailOf('withdrawal', refused)).map((d) => d.decision)).toEqual(['firstApproval', 'rejected']);
    });

    it('at the threshold one approval decides', async () => {
      const id = await declareDeposit(buyer, THRESHOLD);
      expect((await as(ana).get('/api/staff/depositDetail', { id })).body.data.rights.approvalsNeeded).toBe(1);
      expect((await as(ana).post('/api/staff/reviewDeposit', { id, approve: true })).body.data.status).toBe(REVIEW_STATUS.approved);
    });

    it('two colleagues approving at the same moment credit the deposit exactly once', async () => {
      const amount = 30_000_00;
      const id = await declareDeposit(buyer, amount);
      const before = await available(buyer.id);
      const answers = await Promise.all([ana, ben].map((who) => as(who).post('/api/staff/reviewDeposit', { id, approve: true })));
      expect(answers.map((a) => a.httpStatus)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.data.status).sort()).toEqual([REVIEW_STATUS.underReview, REVIEW_STATUS.approved].sort());
      expect(await available(buyer.id)).toBe(before + amount);
      const trail = await trailOf('deposit', id);
      expect(trail.map((d) => d.decision).sort()).toEqual(['approved', 'firstApproval']);
      expect(new Set(trail.map((d) => d.staffId)).size).toBe(2);
    });
  });
});
