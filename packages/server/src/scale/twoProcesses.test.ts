// @vitest-environment node
import http from 'node:http';
import { ORDER_STATUS } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client';
import { addresses, products, users } from '../db/schema';
import { hashSecret } from '../features/account/passwords';
import { makeCategory, makeMerchant } from '../features/merchant/testing';
import { createTestServer, signedHeaders, TEST_DATABASE_URL, type TestServer } from '../testing/harness';
import { PRODUCTION_ENV, startServerProcess, type ServerProcess } from '../testing/processes';
import { startLocalS3, type LocalS3 } from '../testing/s3';
import { newKey } from '../testing/shoppers';
import { auditLedger, userBalances } from '../features/wallet/ledger';
import { makeUser, type TestUser } from '../features/wallet/testing';

/**
 * Two server processes (packages/server/src/main.ts, production mode) on one PostgreSQL schema and
 * one S3-compatible store: what one process did, the other sees; limits and idempotency hold
 * across both; a rolling restart under load drops no accepted request and breaks no invariant.
 */
vi.setConfig({ testTimeout: 60_000 });

interface Answer {
  httpStatus: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it needs
  body: { status: 0 | 1; data: any; msg: string; code: number };
}

/** A request the server never accepted (nothing listening): a proxy sends it to the other process. */
class NotAccepted extends Error {}

describe('two server processes on one PostgreSQL and one object store', () => {
  let server: TestServer;
  let s3: LocalS3;
  const processes: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    [server, s3] = await Promise.all([createTestServer({ engine: 'postgres' }), startLocalS3()]);
    // Sessions made in the tables below must be fresh by the processes' real clock.
    server.clock.set(new Date());
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${server.schema}`);
    env = { ...PRODUCTION_ENV, ...s3.env, DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '5', SHUTDOWN_GRACE_SECONDS: '10', SHUTDOWN_DRAIN_SECONDS: '1' };
    processes.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
    // ~10 s here; a CI machine running every suite at once can take several times that.
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop('SIGKILL')));
    await Promise.all([server?.close(), s3?.close()]);
  });

  /** One request on a new connection (no keep-alive), signed as the app signs it. */
  async function send(target: ServerProcess, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = await signedHeaders(server.ctx.config, {
      token: options.token,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (payload) headers['content-type'] = 'application/json';
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(`${target.url}${path}`, { method, headers, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ httpStatus: response.statusCode!, body: JSON.parse(text) });
          } catch {
            reject(new Error(`${method} ${path}: not JSON (${response.statusCode}): ${text.slice(0, 200)}`));
          }
        });
        response.on('error', reject);
      });
      request.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ECONNREFUSED' ? new NotAccepted(error.message) : error));
      request.end(payload);
    });
  }

  const [first, second] = [() => processes[0]!, () => processes[1]!];

  async function buyer(options: { password?: string; pinHash: string; balance?: number }) {
    const user = await makeUser(server);
    await server.ctx.db
      .update(users)
      .set({ payPasswordHash: options.pinHash, ...(options.password ? { passwordHash: await hashSecret(options.password) } : {}) })
      .where(eq(users.id, user.id));
    await server.ctx.db.transaction((tx) =>
      server.ctx.ledger.creditUser(tx, { userId: user.id, amount: options.balance ?? 1_000_00, reason: 'demo_seed', reference: 'test', idempotencyKey: `two-${user.id}` }),
    );
    const [address] = await server.ctx.db
      .insert(addresses)
      .values({ userId: user.id, recipient: 'Tess', phone: '+66812345678', country: 'TH', region: 'Bangkok', city: 'Bangkok', detail: '1 Road', postalCode: '10110', isDefault: true })
      .returning({ id: addresses.id });
    return { ...user, addressId: address!.id };
  }

  let pinHash: string;
  let productId: number;
  const PIN = '246810';
  beforeAll(async () => {
    pinHash = await hashSecret(PIN);
    const merchant = await makeMerchant(server);
    const [product] = await server.ctx.db
      .insert(products)
      .values({ storeId: merchant.storeId, categoryId: await makeCategory(server), name: 'Kettle', cover: '/k.svg', price: 3_00, originalPrice: 3_00, purchasePrice: 2_00, stock: 100_000 })
      .returning({ id: products.id });
    productId = product!.id;
  }, 60_000);

  const createOrder = (target: ServerProcess, who: { token: string; addressId: number }, key = newKey('order')) =>
    send(target, 'POST', '/api/order/create', {
      token: who.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: who.addressId, idempotencyKey: key },
    });
  const pay = (target: ServerProcess, who: TestUser, orderIds: number[], payPassword: string, idempotencyKey = newKey('pay')) =>
    send(target, 'POST', '/api/order/payBalance', { token: who.token, body: { orderIds, payPassword, idempotencyKey } });

  it('signs in on one process and uses, then ends, the session on the other', async () => {
    const password = 'Two-proc-pass-1';
    const user = await buyer({ password, pinHash });
    const [row] = await server.ctx.db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
    const login = await send(first(), 'POST', '/api/login', { body: { account: row!.username, password } });
    expect(login.body.status).toBe(1);
    const token = login.body.data.token as string;

    const me = await send(second(), 'GET', '/api/account/getUserinfo', { token });
    expect(me.body).toMatchObject({ status: 1, data: { id: user.id } });
    expect((await send(second(), 'GET', '/api/logout', { token })).body.status).toBe(1);
    const gone = await send(first(), 'GET', '/api/account/getUserinfo', { token });
    // The contract's "session gone" (envelope code 403), after which the app signs in again.
    expect(gone.body).toMatchObject({ status: 0, code: 403 });
    expect((await send(first(), 'GET', '/api/account/getUserinfo', { token: user.token })).body.status).toBe(1);
  });

  it('reads on one process what was uploaded on the other, private files for their owner only', async () => {
    const owner = await makeUser(server);
    const stranger = await makeUser(server);
    const png = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#a52' } }).png().toBuffer();
    const uploadOn = async (target: ServerProcess, purpose: string) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(png)], 'x.png', { type: 'image/png' }));
      form.set('purpose', purpose);
      const headers = await signedHeaders(server.ctx.config, { token: owner.token, timestamp: Math.floor(Date.now() / 1000) });
      const response = await fetch(`${target.url}/api/upload/image`, { method: 'POST', headers, body: form });
      return ((await response.json()) as { data: { url: string } }).data.url;
    };
    const readOn = async (target: ServerProcess, url: string, who: TestUser | null) =>
      fetch(`${target.url}${url}`, {
        headers: await signedHeaders(server.ctx.config, { token: who?.token, timestamp: Math.floor(Date.now() / 1000) }),
      });

    const identity = await uploadOn(first(), 'identity');
    const mine = await readOn(second(), identity, owner);
    expect(mine.status).toBe(200);
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).width).toBe(5);
    expect((await readOn(second(), identity, stranger)).status).toBe(404);

    const avatar = await uploadOn(second(), 'avatar');
    const seen = await fetch(`${first().url}${avatar}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('locks payments after five wrong PINs spread over both processes', async () => {
    const who = await buyer({ pinHash });
    const order = await createOrder(first(), who);
    const orderIds = order.body.data.orderIds as number[];
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await pay(i % 2 === 0 ? first() : second(), who, orderIds, '999999');
      reasons.push(answer.body.data.reason);
    }
    expect(reasons).toEqual(['payPasswordWrong', 'payPasswordWrong', 'payPasswordWrong', 'payPasswordWrong', 'payPasswordLocked']);
    // The right PIN is refused on either process now.
    expect((await pay(second(), who, orderIds, PIN)).body.data.reason).toBe('payPasswordLocked');
    expect((await pay(first(), who, orderIds, PIN)).body.data.reason).toBe('payPasswordLocked');
  });

  it("takes a payment's retry on the other process as the same payment", async () => {
    const who = await buyer({ pinHash, balance: 50_00 });
    const orderIds = (await createOrder(second(), who)).body.data.orderIds as number[];
    const key = newKey('retry');
    const once = await pay(first(), who, orderIds, PIN, key);
    const again = await pay(second(), who, orderIds, PIN, key);
    expect(once.body).toMatchObject({ status: 1, data: { orderIds, paidAmount: 3_00, balance: 47_00 } });
    expect(again.body).toMatchObject({ status: 1, data: { orderIds, paidAmount: 3_00 } });
    const { available } = await userBalances(server.ctx.db, who.id);
    expect(available).toBe(47_00);
    const [row] = await queryRows<{ n: number }>(
      server.ctx.db,
      sql`SELECT count(*)::int AS n FROM payment_orders po JOIN payments p ON p.id = po.payment_id WHERE po.order_id = ${orderIds[0]} AND p.state = 'paid'`,
    );
    expect(row!.n).toBe(1);
  });

  it('restarts each process in turn during a create-and-pay storm without dropping an accepted request', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer({ pinHash, balance: 10_000_00 })));
    const before = new Map(await Promise.all(buyers.map(async (b) => [b.id, (await userBalances(server.ctx.db, b.id)).available] as const)));
    const [stock] = await server.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));

    let running = true;
    let turn = 0;
    const tally = { redirected: 0, dropped: [] as string[], failed: [] as string[], confirmed: new Set<number>() };
    /** Processes sent SIGTERM: the proxy routes no new request to them (as it does on the signal or on /readyz's 503). */
    const stopping = new Set<ServerProcess>();
    const inFlight = new Map<ServerProcess, number>();
    const inFlightAtSignal: number[] = [];
    /** Like a proxy: a request no process accepted goes to the next; an accepted one must be answered. */
    async function robust(call: (target: ServerProcess) => Promise<Answer>): Promise<Answer> {
      for (let attempt = 0; ; attempt++) {
        const candidate = processes[turn++ % 2]!;
        const target = stopping.has(candidate) ? processes[turn++ % 2]! : candidate;
        inFlight.set(target, (inFlight.get(target) ?? 0) + 1);
        try {
          const answer = await call(target);
          if (answer.httpStatus >= 500) tally.failed.push(`${answer.httpStatus} ${answer.body.msg}`);
          return answer;
        } catch (error) {
          if (!(error instanceof NotAccepted)) tally.dropped.push(String(error));
          else tally.redirected++;
          if (attempt > 200) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        } finally {
          inFlight.set(target, inFlight.get(target)! - 1);
        }
      }
    }
    const storm = buyers.map(async (who) => {
      while (running) {
        // The same keys on a retry, as the app sends them: a retried request has one effect.
        const createKey = `storm-${who.id}-${newKey()}`;
        const created = await robust((target) => createOrder(target, who, createKey));
        if (created.body.status !== 1) {
          tally.failed.push(`create: ${created.body.msg}`);
          continue;
        }
        const orderIds = created.body.data.orderIds as number[];
        const payKey = newKey('storm-pay');
        const paid = await robust((target) => pay(target, who, orderIds, PIN, payKey));
        if (paid.body.status === 1) for (const id of orderIds) tally.confirmed.add(id);
        else tally.failed.push(`pay: ${paid.body.data?.reason ?? paid.body.msg}`);
      }
    });

    const restart = async (index: number) => {
      const old = processes[index]!;
      stopping.add(old);
      inFlightAtSignal.push(inFlight.get(old) ?? 0);
      expect(await old.stop('SIGTERM')).toBe(0);
      processes[index] = await startServerProcess({ env, port: old.port });
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1500);
    await restart(0);
    await pause(1000);
    await restart(1);
    await pause(1000);
    running = false;
    await Promise.all(storm);

    expect(tally.dropped).toEqual([]);
    expect(tally.failed).toEqual([]);
    expect(tally.confirmed.size).toBeGreaterThan(20);
    // The signal came with requests in flight on the process, and they were answered (above).
    expect(Math.max(...inFlightAtSignal)).toBeGreaterThan(0);

    // Invariants, in the database both processes wrote.
    expect(await auditLedger(server.ctx.db)).toEqual([]);
    const ids = buyers.map((b) => b.id);
    const orders = await queryRows<{ id: number; user_id: number; status: number; amount: number; paid_payments: number }>(
      server.ctx.db,
      sql`SELECT o.id, o.user_id, o.status, o.amount,
            (SELECT count(*)::int FROM payment_orders po JOIN payments p ON p.id = po.payment_id
              WHERE po.order_id = o.id AND p.state = 'paid') AS paid_payments
          FROM orders o WHERE o.user_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    const paid = orders.filter((o) => o.status !== ORDER_STATUS.toPay);
    expect(paid.filter((o) => o.status !== ORDER_STATUS.toShip || o.paid_payments !== 1)).toEqual([]);
    expect(orders.filter((o) => o.status === ORDER_STATUS.toPay && o.paid_payments !== 0)).toEqual([]);
    expect([...tally.confirmed].filter((id) => !paid.some((o) => o.id === id))).toEqual([]);
    for (const who of buyers) {
      const { available, held } = await userBalances(server.ctx.db, who.id);
      const spent = paid.filter((o) => o.user_id === who.id).reduce((sum, o) => sum + o.amount, 0);
      expect(available).toBeGreaterThanOrEqual(0);
      expect(held).toBeGreaterThanOrEqual(0);
      expect(before.get(who.id)! - available - held).toBe(spent);
    }
    const [after] = await server.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(after!.stock).toBeGreaterThanOrEqual(0);
    expect(stock!.stock - after!.stock).toBe(orders.length);
    const [negative] = await queryRows<{ n: number }>(server.ctx.db, sql`SELECT count(*)::int AS n FROM products WHERE stock < 0`);
    expect(negative!.n).toBe(0);
    // ~17 s on an idle 2-core machine (two process starts under load); room for a busy CI.
  }, 120_000);
});
