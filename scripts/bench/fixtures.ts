import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { openDatabase } from '../../packages/server/src/db/client';
import { addresses, sessions, users } from '../../packages/server/src/db/schema';
import { hashToken, newToken } from '../../packages/server/src/http/auth';
import { hashPin, pinKeysFrom } from '../../packages/server/src/features/account/pins';
import { DEMO_ACCOUNTS } from '../../packages/server/src/seed/demoAccounts';
import { createLedger } from '../../packages/server/src/features/wallet/port';
import type { Api } from './api';
import { withClient } from './database';

/** What the scenarios work on, found (or made) through the API of the freshly seeded server. */
export interface Fixtures {
  buyer: { id: number; token: string; payPassword: string };
  staffToken: string;
  /** The category the product list asks for: the one with the most products. */
  categoryId: number;
  /** The first product of that list: shown, added to the cart, bought. */
  productId: number;
  addressId: number;
  /** What one buy-now order of that product costs (no coupon). */
  orderAmount: number;
}

/** The seeded accounts the bench signs in with, under passwords only this run knows. */
export type BenchAccounts = Record<'buyer' | 'staff', { username: string; password: string; payPassword: string }>;

/**
 * The measured server runs in production mode, which refuses a database with demo data: demo
 * accounts have published passwords. So, after the development start has seeded the catalogue,
 * the bench gives every demo account a password only this run knows and forgets that seeds ran,
 * as an operator importing a catalogue would have it: the catalogue stays, the published
 * passwords are gone.
 */
export async function makeProductionLike(databaseUrl: string, hash: (secret: string) => Promise<string>): Promise<BenchAccounts> {
  const fresh = () => `bench-${randomBytes(12).toString('base64url')}`;
  const accounts = {} as BenchAccounts;
  await withClient(databaseUrl, async (client) => {
    for (const demo of DEMO_ACCOUNTS) {
      const password = fresh();
      const payPassword = demo.payPassword ? String(100000 + (randomBytes(4).readUInt32BE() % 900000)) : '';
      await client.query('UPDATE users SET password_hash = $2, pay_password_hash = $3 WHERE username = $1', [
        demo.username,
        await hash(password),
        payPassword ? await hash(payPassword) : null,
      ]);
      if (demo.role === 'buyer' || demo.role === 'staff') accounts[demo.role] = { username: demo.username, password, payPassword };
    }
    await client.query('DELETE FROM seed_runs');
  });
  return accounts;
}

async function signIn(api: Api, account: BenchAccounts['buyer']) {
  const session = await api.call('login', { account: account.username, password: account.password });
  return { id: session.userInfo.id, token: session.token, payPassword: account.payPassword };
}

async function busiestCategory(api: Api): Promise<{ categoryId: number; productId: number }> {
  const tree = await api.call('categories', {});
  const leaves = tree.flatMap((top) => (top.children.length ? top.children : [top]));
  let best: { categoryId: number; productId: number; total: number } | undefined;
  for (const category of leaves) {
    const page = await api.call('productList', { categoryId: category.id, page: 1, pageSize: 10 });
    const first = page.list[0];
    if (first && (!best || page.total > best.total)) best = { categoryId: category.id, productId: first.id, total: page.total };
  }
  if (!best) throw new Error('the seeded catalogue has no product in any category');
  return best;
}

async function buyerAddress(api: Api, token: string): Promise<number> {
  const existing = await api.call('addressList', {}, token);
  const address = existing.find((a) => a.isDefault) ?? existing[0];
  if (address) return address.id;
  const created = await api.call(
    'addressSave',
    {
      recipient: 'Bench Buyer',
      phone: '+66812345678',
      country: 'TH',
      region: 'Bangkok',
      city: 'Bangkok',
      detail: '1 Benchmark Road',
      postalCode: '10110',
      isDefault: true,
    },
    token,
  );
  return created.id;
}

export async function prepareFixtures(api: Api, accounts: BenchAccounts): Promise<Fixtures> {
  const buyer = await signIn(api, accounts.buyer);
  const staff = await signIn(api, accounts.staff);
  const { categoryId, productId } = await busiestCategory(api);
  const addressId = await buyerAddress(api, buyer.token);
  const preview = await api.call(
    'orderConfirmBuyNow',
    { productId, quantity: 1, addressId, couponId: null },
    buyer.token,
  );
  return { buyer, staffToken: staff.token, categoryId, productId, addressId, orderAmount: preview.amount };
}

/** A small PNG made here, as the payment proof a deposit needs. */
function proofImage(): Uint8Array {
  const png = new PNG({ width: 16, height: 16 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/**
 * Money the way the wallet takes it in: the buyer declares a deposit with a proof and staff approve
 * it, which posts a balanced journal (external -> buyer). No balance is ever written by hand.
 */
export async function fundBuyer(api: Api, fixtures: Fixtures, amount: number): Promise<void> {
  const proof = await api.upload(fixtures.buyer.token, 'proof', proofImage());
  const deposit = await api.call(
    'deposit',
    { type: 'bankCard', currency: 'USD', amount, proofImage: proof, idempotencyKey: `bench-deposit-${randomBytes(6).toString('hex')}` },
    fixtures.buyer.token,
  );
  await api.call('staffReviewDeposit', { id: deposit.id, approve: true }, fixtures.staffToken);
}

/** Stock is a plain column (no ledger behind it): raising it directly is what a merchant's edit does. */
export async function raiseStock(databaseUrl: string, productId: number, atLeast: number): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query('UPDATE products SET stock = GREATEST(stock, $2) WHERE id = $1', [productId, atLeast]),
  );
}

/** A buyer of the distinct-buyers scenario: signed in, an address, a balance, a PIN never checked yet. */
export interface DistinctBuyer {
  id: number;
  token: string;
  addressId: number;
  payPassword: string;
}

/**
 * `count` new buyers written straight to the tables (signing each up through the API would spend a
 * login-password scrypt per buyer before the run, which is not what is measured): a session each,
 * a default address, a PIN stored as the server stores new PINs (keyed under `pinKey`, the
 * PAY_PIN_KEY the measured server runs with), and a balance credited through the wallet's ledger.
 */
export async function makeBuyers(databaseUrl: string, count: number, pinKey: string, balance: number): Promise<DistinctBuyer[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    const keys = pinKeysFrom([pinKey]);
    const run = randomBytes(4).toString('hex');
    const ledger = createLedger();
    const buyers: DistinctBuyer[] = [];
    for (let start = 0; start < count; start += 100) {
      const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) => ({
        username: `bench_${run}_${start + i}`,
        payPassword: String(100000 + (randomBytes(4).readUInt32BE() % 900000)),
        token: newToken(),
      }));
      const rows = await database.db
        .insert(users)
        .values(
          await Promise.all(
            batch.map(async (b) => ({
              username: b.username,
              nickname: b.username,
              passwordHash: 'bench-buyer-signs-in-by-session',
              payPasswordHash: await hashPin(b.payPassword, keys),
              inviteCode: randomBytes(6).toString('hex').toUpperCase(),
            })),
          ),
        )
        .returning({ id: users.id });
      const now = new Date();
      await database.db.insert(sessions).values(rows.map((row, i) => ({ userId: row.id, tokenHash: hashToken(batch[i]!.token), createdAt: now, lastSeenAt: now })));
      const saved = await database.db
        .insert(addresses)
        .values(
          rows.map((row) => ({
            userId: row.id,
            recipient: 'Bench Buyer',
            phone: '+66812345678',
            country: 'TH',
            region: 'Bangkok',
            city: 'Bangkok',
            detail: '1 Benchmark Road',
            postalCode: '10110',
            isDefault: true,
          })),
        )
        .returning({ id: addresses.id, userId: addresses.userId });
      for (const [i, row] of rows.entries()) {
        await database.db.transaction((tx) =>
          ledger.creditUser(tx, { userId: row.id, amount: balance, reason: 'demo_seed', reference: 'bench', idempotencyKey: `bench-${run}-${row.id}` }),
        );
        buyers.push({ id: row.id, token: batch[i]!.token, addressId: saved.find((a) => a.userId === row.id)!.id, payPassword: batch[i]!.payPassword });
      }
    }
    return buyers;
  } finally {
    await database.close();
  }
}
