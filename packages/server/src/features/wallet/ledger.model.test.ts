// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { createTestServer, ENGINES, type TestServer } from '../../testing/harness';
import { saveUpload, uploadUrl } from '../uploads/store';
import sharp from 'sharp';
import { isApiError } from './errors';
import { accountBalance, auditLedger, storeProfit, userBalances } from './ledger';
import {
  createDeposit,
  createWithdrawal,
  reviewDeposit,
  reviewWithdrawal,
  saveWithdrawalAccount,
  transferProfit,
} from './service';
import { makeUser } from './testing';

/**
 * Model-based test: random sequences of deposits, staff decisions, order payments, cancellations
 * (refunds), completions (store profit), profit transfers and withdrawals run against the real
 * services, next to a plain model of what every balance should be. After every step the touched
 * balances match the model; after every run the whole ledger audits clean (every journal sums to
 * zero, every cached balance equals its entries).
 */

interface Model {
  available: Map<number, number>;
  held: Map<number, number>;
  profit: number;
  deposits: { id: number; userId: number; amount: number }[];
  withdrawals: { id: number; userId: number; amount: number }[];
  orders: { key: string; userId: number; amount: number }[];
}

interface Real {
  server: TestServer;
  buyers: number[];
  merchant: number;
  storeId: number;
  proofs: Map<number, string>;
  accounts: Map<number, number>;
  run: string;
}

const noPayPassword = async () => undefined;
let keys = 0;
const nextKey = (real: Real) => `${real.run}-${keys++}`;

async function expectBalances(real: Real, model: Model, userId: number) {
  const { available, held } = await userBalances(real.server.ctx.db, userId);
  expect({ available, held }).toEqual({ available: model.available.get(userId) ?? 0, held: model.held.get(userId) ?? 0 });
}
const add = (map: Map<number, number>, key: number, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

class Deposit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly who: number, readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const userId = real.buyers[this.who % real.buyers.length]!;
    const record = await createDeposit(real.server.ctx, userId, {
      type: 'bankCard', currency: 'USD', amount: this.amount, proofImage: real.proofs.get(userId)!, idempotencyKey: nextKey(real),
    });
    model.deposits.push({ id: record.id, userId, amount: this.amount });
    await expectBalances(real, model, userId);
  }
  toString = () => `deposit(${this.who}, ${this.amount})`;
}

class ReviewDeposit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly approve: boolean) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model, real: Real) {
    const [deposit] = model.deposits.splice(this.pick % model.deposits.length, 1);
    await reviewDeposit(real.server.ctx, real.merchant, this.approve ? { id: deposit!.id, approve: true } : { id: deposit!.id, approve: false, reason: 'no' });
    if (this.approve) add(model.available, deposit!.userId, deposit!.amount);
    // A second decision on the same deposit is refused (naming the first) and credits nothing.
    await expect(reviewDeposit(real.server.ctx, real.merchant, { id: deposit!.id, approve: true })).rejects.toSatisfy((e) =>
      isApiError(e, 'alreadyDecided'),
    );
    await expectBalances(real, model, deposit!.userId);
  }
  toString = () => `reviewDeposit(${this.pick}, ${this.approve})`;
}

class Withdraw implements fc.AsyncCommand<Model, Real> {
  constructor(readonly who: number, readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const userId = real.buyers[this.who % real.buyers.length]!;
    const attempt = createWithdrawal(
      real.server.ctx,
      userId,
      { amount: this.amount, accountId: real.accounts.get(userId)!, payPassword: '000000', idempotencyKey: nextKey(real) },
      noPayPassword,
    );
    if (this.amount > (model.available.get(userId) ?? 0)) {
      await expect(attempt).rejects.toSatisfy((e) => isApiError(e, 'insufficientBalance'));
    } else {
      const record = await attempt;
      add(model.available, userId, -this.amount);
      add(model.held, userId, this.amount);
      model.withdrawals.push({ id: record.id, userId, amount: this.amount });
    }
    await expectBalances(real, model, userId);
  }
  toString = () => `withdraw(${this.who}, ${this.amount})`;
}

class ReviewWithdrawal implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly approve: boolean) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model, real: Real) {
    const [withdrawal] = model.withdrawals.splice(this.pick % model.withdrawals.length, 1);
    await reviewWithdrawal(real.server.ctx, real.merchant, this.approve ? { id: withdrawal!.id, approve: true } : { id: withdrawal!.id, approve: false, reason: 'no' });
    add(model.held, withdrawal!.userId, -withdrawal!.amount);
    if (!this.approve) add(model.available, withdrawal!.userId, withdrawal!.amount);
    await expectBalances(real, model, withdrawal!.userId);
  }
  toString = () => `reviewWithdrawal(${this.pick}, ${this.approve})`;
}

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly who: number, readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const userId = real.buyers[this.who % real.buyers.length]!;
    const key = nextKey(real);
    const pay = () =>
      real.server.ctx.ledger.debitUser(real.server.ctx.db, { userId, amount: this.amount, reason: 'order_payment', reference: key, idempotencyKey: `pay:${key}` });
    if (this.amount > (model.available.get(userId) ?? 0)) {
      await expect(pay()).rejects.toSatisfy((e) => isApiError(e, 'insufficientBalance'));
    } else {
      await pay();
      await pay(); // a retry with the same key pays nothing more
      add(model.available, userId, -this.amount);
      model.orders.push({ key, userId, amount: this.amount });
    }
    await expectBalances(real, model, userId);
  }
  toString = () => `pay(${this.who}, ${this.amount})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async run(model: Model, real: Real) {
    const [order] = model.orders.splice(this.pick % model.orders.length, 1);
    const refund = () =>
      real.server.ctx.ledger.creditUser(real.server.ctx.db, {
        userId: order!.userId, amount: order!.amount, reason: 'order_refund', reference: order!.key, idempotencyKey: `refund:${order!.key}`,
      });
    await refund();
    await refund();
    add(model.available, order!.userId, order!.amount);
    await expectBalances(real, model, order!.userId);
  }
  toString = () => `cancel(${this.pick})`;
}

class Complete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async run(model: Model, real: Real) {
    const [order] = model.orders.splice(this.pick % model.orders.length, 1);
    const profit = Math.floor(order!.amount / 4);
    if (profit > 0) {
      await real.server.ctx.ledger.creditStoreProfit(real.server.ctx.db, {
        storeId: real.storeId, amount: profit, reason: 'order_profit', reference: order!.key, idempotencyKey: `profit:${order!.key}`,
      });
      model.profit += profit;
    }
    expect(await accountBalance(real.server.ctx.db, storeProfit(real.storeId))).toBe(model.profit);
  }
  toString = () => `complete(${this.pick})`;
}

class TransferProfit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const attempt = transferProfit(real.server.ctx, real.merchant, { amount: this.amount, payPassword: '000000', idempotencyKey: nextKey(real) }, noPayPassword);
    if (this.amount > model.profit) {
      await expect(attempt).rejects.toSatisfy((e) => isApiError(e, 'availableNotEnough'));
    } else {
      await attempt;
      model.profit -= this.amount;
      add(model.available, real.merchant, this.amount);
    }
    expect(await accountBalance(real.server.ctx.db, storeProfit(real.storeId))).toBe(model.profit);
    await expectBalances(real, model, real.merchant);
  }
  toString = () => `transferProfit(${this.amount})`;
}

const amount = fc.integer({ min: 1, max: 5_000 });
// Deposits run larger than spending so that sequences reach withdrawals, payments and their reviews.
const depositAmount = fc.integer({ min: 1_00, max: 20_000 });
const commands = fc.commands(
  [
    fc.tuple(fc.nat(2), depositAmount).map(([w, a]) => new Deposit(w, a)),
    fc.tuple(fc.nat(20), fc.boolean()).map(([p, a]) => new ReviewDeposit(p, a)),
    fc.tuple(fc.nat(2), amount).map(([w, a]) => new Withdraw(w, a)),
    fc.tuple(fc.nat(20), fc.boolean()).map(([p, a]) => new ReviewWithdrawal(p, a)),
    fc.tuple(fc.nat(2), amount).map(([w, a]) => new Pay(w, a)),
    fc.nat(20).map((p) => new Cancel(p)),
    fc.nat(20).map((p) => new Complete(p)),
    amount.map((a) => new TransferProfit(a)),
  ],
  { maxCommands: 30, size: 'max' },
);

describe.each(ENGINES)('ledger model on %s', (engine) => {
  let server: TestServer;
  let runs = 0;
  let proofPng: Buffer;

  beforeAll(async () => {
    server = await createTestServer({ engine });
    proofPng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#999' } }).png().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function freshWorld(): Promise<Real> {
    const buyers = [(await makeUser(server)).id, (await makeUser(server)).id];
    const merchant = (await makeUser(server, { role: 'merchant' })).id;
    const [store] = await server.ctx.db.insert(stores).values({ ownerId: merchant, name: 'M', logo: '/l.png', banner: '' }).returning({ id: stores.id });
    const proofs = new Map<number, string>();
    const accounts = new Map<number, number>();
    for (const userId of buyers) {
      proofs.set(userId, uploadUrl(await saveUpload(server.ctx, userId, 'proof', proofPng)));
      accounts.set(userId, (await saveWithdrawalAccount(server.ctx, userId, { type: 'cash', name: 'Desk', holderName: 'Me' })).id);
    }
    return { server, buyers, merchant, storeId: store!.id, proofs, accounts, run: `run${runs++}` };
  }

  it('keeps every balance equal to the model and the ledger summing exactly', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real = await freshWorld();
        const model: Model = { available: new Map(), held: new Map(), profit: 0, deposits: [], withdrawals: [], orders: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        for (const userId of [...real.buyers, real.merchant]) await expectBalances(real, model, userId);
        expect(await auditLedger(server.ctx.db)).toEqual([]);
      }),
      { numRuns: engine === 'pglite' ? 20 : 12, seed: 20261122 },
    );
  }, 300_000);
});
