import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { endpoints } from '@shop/api/contract';
import { pathWithQuery, signedHeaders } from './api';
import type { DistinctBuyer, Fixtures } from './fixtures';
import { isSuccessEnvelope, type LoadTarget } from './load';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Page 1 of a category, 10 per page: the list a shopper opens first. */
export async function productList(origin: string, fixtures: Fixtures): Promise<LoadTarget> {
  return {
    url: origin + pathWithQuery('productList', { categoryId: fixtures.categoryId, page: 1, pageSize: 10 }),
    headers: await signedHeaders(),
    verifyBody: isSuccessEnvelope,
  };
}

/** One product page, as a visitor (signed out, so no history row is written). */
export async function productDetail(origin: string, fixtures: Fixtures): Promise<LoadTarget> {
  return {
    url: origin + pathWithQuery('productDetail', { id: fixtures.productId }),
    headers: await signedHeaders(),
    verifyBody: isSuccessEnvelope,
  };
}

/**
 * The buyer adds 1 of the product again and again. The cart line's quantity stops at 999 (the
 * contract's bound; the server clamps, it does not refuse) and the stock was raised above that,
 * so every add is a success: a refusal here would be a real error and is counted as one.
 */
export async function cartAdd(origin: string, fixtures: Fixtures): Promise<LoadTarget> {
  return {
    url: origin + endpoints.cartAdd.path,
    method: 'POST',
    headers: { ...(await signedHeaders(fixtures.buyer.token)), ...JSON_HEADERS },
    body: JSON.stringify({ productId: fixtures.productId, quantity: 1 }),
    verifyBody: isSuccessEnvelope,
  };
}

interface SequenceContext {
  orderId?: number;
  /** When the step's request was built, which autocannon does right before sending it. */
  sentAt?: number;
}

const started = (context: object) => {
  (context as SequenceContext).sentAt = performance.now();
};
const elapsed = (context: object) => performance.now() - ((context as SequenceContext).sentAt ?? performance.now());

/** Counts a failed step by its HTTP status and the answer's reason (`pay 422 payPasswordWrong`). */
function countFailure(counts: Map<string, number>, step: string, status: number, body: string) {
  let reason = '';
  try {
    reason = String((JSON.parse(body) as { data?: { reason?: string } }).data?.reason ?? '');
  } catch {
    // not JSON
  }
  const key = `${step} ${status}${reason ? ` ${reason}` : ''}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The p-th percentile (0..100) of some numbers, by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Answer {
  status: number;
  data: { orderIds?: number[] };
}

function readAnswer(status: number, body: string): Answer | undefined {
  if (status !== 200) return undefined;
  try {
    const answer = JSON.parse(body) as Answer;
    return answer.status === 1 ? answer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Buy now and pay from the wallet, as the app does: each connection loops over
 *   1. POST order/create  (buy-now source, the buyer's address, a fresh idempotency key)
 *   2. POST order/payBalance for the order just created (payment password, a fresh key).
 * When step 1 fails, step 2 is skipped (autocannon restarts the sequence: a "reset").
 * Keys start with `bench-<run>-` so the checks afterwards find exactly these orders.
 */
export class CreateAndPay {
  readonly keyPrefix = `bench-${randomBytes(6).toString('hex')}-`;
  /** Every order a pay answer confirmed, warm-up included: each must be paid exactly once. */
  readonly confirmedOrderIds = new Set<number>();
  /** Counters of the current (measured) run. */
  paid = 0;
  failedCreates = 0;
  failedPays = 0;
  /** Why creates and pays failed: HTTP status and the answer's reason. */
  failureReasons = new Map<string, number>();
  /** Latency of each step, ms: where an iteration's time goes. */
  latencies = { create: [] as number[], pay: [] as number[] };
  private sequence = 0;

  constructor(private readonly fixtures: Fixtures) {}

  resetCounters() {
    this.paid = 0;
    this.failedCreates = 0;
    this.failedPays = 0;
    this.failureReasons = new Map();
    this.latencies = { create: [], pay: [] };
  }

  private nextKey(step: 'c' | 'p') {
    this.sequence += 1;
    return `${this.keyPrefix}${step}${this.sequence}`;
  }

  async target(origin: string): Promise<LoadTarget> {
    const { buyer, productId, addressId } = this.fixtures;
    const headers = { ...(await signedHeaders(buyer.token)), ...JSON_HEADERS };
    const create: autocannon.Request = {
      method: 'POST',
      path: endpoints.orderCreate.path,
      headers,
      setupRequest: (request, context) => {
        started(context);
        return {
          ...request,
          body: JSON.stringify({
            source: { from: 'buyNow', productId, quantity: 1 },
            addressId,
            couponId: null,
            idempotencyKey: this.nextKey('c'),
          }),
        };
      },
      onResponse: (status, body, context) => {
        this.latencies.create.push(elapsed(context));
        const orderId = readAnswer(status, body)?.data.orderIds?.[0];
        (context as SequenceContext).orderId = orderId;
        if (orderId === undefined) {
          this.failedCreates += 1;
          countFailure(this.failureReasons, 'create', status, body);
        }
      },
    };
    const pay: autocannon.Request = {
      method: 'POST',
      path: endpoints.orderPayBalance.path,
      headers,
      // Returning nothing makes autocannon start the sequence again (its documented contract).
      setupRequest: (request, context) => {
        const { orderId } = context as SequenceContext;
        if (orderId === undefined) return undefined as unknown as autocannon.Request;
        started(context);
        return {
          ...request,
          body: JSON.stringify({ orderIds: [orderId], payPassword: buyer.payPassword, idempotencyKey: this.nextKey('p') }),
        };
      },
      onResponse: (status, body, context) => {
        this.latencies.pay.push(elapsed(context));
        const { orderId } = context as SequenceContext;
        if (orderId !== undefined && readAnswer(status, body)) {
          this.paid += 1;
          this.confirmedOrderIds.add(orderId);
        } else {
          this.failedPays += 1;
          countFailure(this.failureReasons, 'pay', status, body);
        }
      },
    };
    return { url: origin, requests: [create, pay] };
  }
}

/**
 * Create-and-pay by many distinct buyers, each paying once: every pay checks a PIN this server has
 * never checked before, so nothing is remembered (the single-buyer scenario above checks one PIN
 * again and again). Each connection takes the next buyer, creates a buy-now order with that
 * buyer's session and pays it with that buyer's PIN. The run ends (`onDone`) once `count` buyers
 * are through (paid, or failed), not after a duration: a buyer cannot pay for the first time twice.
 */
export class DistinctBuyersPay {
  readonly keyPrefix = `bench-${randomBytes(6).toString('hex')}-`;
  readonly confirmedOrderIds = new Set<number>();
  paid = 0;
  failedCreates = 0;
  failedPays = 0;
  failureReasons = new Map<string, number>();
  latencies = { create: [] as number[], pay: [] as number[] };
  private next = 0;
  private sequence = 0;

  constructor(
    private readonly buyers: readonly DistinctBuyer[],
    private readonly productId: number,
    private readonly count: number,
    private readonly onDone: () => void,
  ) {}

  private through() {
    if (this.paid + this.failedPays + this.failedCreates === this.count) this.onDone();
  }

  private key(step: 'c' | 'p') {
    this.sequence += 1;
    return `${this.keyPrefix}${step}${this.sequence}`;
  }

  async target(origin: string): Promise<LoadTarget> {
    // Signed once per buyer before the run, as the app holds its headers.
    const headers = await Promise.all(this.buyers.map(async (buyer) => ({ ...(await signedHeaders(buyer.token)), ...JSON_HEADERS })));
    type Context = SequenceContext & { buyer?: number };
    const create: autocannon.Request = {
      method: 'POST',
      path: endpoints.orderCreate.path,
      setupRequest: (request, context) => {
        // There is a spare buyer per connection; only after failures would one come twice.
        const index = this.next++ % this.buyers.length;
        const buyer = this.buyers[index]!;
        (context as Context).buyer = index;
        started(context);
        return {
          ...request,
          headers: headers[index]!,
          body: JSON.stringify({
            source: { from: 'buyNow', productId: this.productId, quantity: 1 },
            addressId: buyer.addressId,
            couponId: null,
            idempotencyKey: this.key('c'),
          }),
        };
      },
      onResponse: (status, body, context) => {
        this.latencies.create.push(elapsed(context));
        const orderId = readAnswer(status, body)?.data.orderIds?.[0];
        (context as Context).orderId = orderId;
        if (orderId === undefined) {
          this.failedCreates += 1;
          countFailure(this.failureReasons, 'create', status, body);
          this.through();
        }
      },
    };
    const pay: autocannon.Request = {
      method: 'POST',
      path: endpoints.orderPayBalance.path,
      setupRequest: (request, context) => {
        const { orderId, buyer } = context as Context;
        if (orderId === undefined || buyer === undefined) return undefined as unknown as autocannon.Request;
        started(context);
        return {
          ...request,
          headers: headers[buyer]!,
          body: JSON.stringify({ orderIds: [orderId], payPassword: this.buyers[buyer]!.payPassword, idempotencyKey: this.key('p') }),
        };
      },
      onResponse: (status, body, context) => {
        this.latencies.pay.push(elapsed(context));
        const { orderId } = context as Context;
        if (orderId !== undefined && readAnswer(status, body)) {
          this.paid += 1;
          this.confirmedOrderIds.add(orderId);
        } else {
          this.failedPays += 1;
          countFailure(this.failureReasons, 'pay', status, body);
        }
        this.through();
      },
    };
    return { url: origin, requests: [create, pay] };
  }
}

/**
 * A password-guessing storm: `concurrency` wrong logins always in flight, each for an account that
 * does not exist (so each costs a full password hash, the decoy's) and from its own address, as
 * a botnet would send them (the measured server trusts X-Forwarded-For; the addresses are
 * documentation ranges written into a header, not hosts). It runs beside a measured scenario.
 */
export class LoginStorm {
  private running = false;
  private loops: Promise<void>[] = [];
  readonly answers = new Map<number, number>();
  private sent = 0;

  constructor(
    private readonly origin: string,
    private readonly concurrency = 40,
  ) {}

  start() {
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, (_, lane) => this.loop(lane));
  }

  private async loop(lane: number) {
    while (this.running) {
      const n = this.sent++;
      try {
        const response = await fetch(this.origin + endpoints.login.path, {
          method: 'POST',
          headers: {
            ...(await signedHeaders()),
            ...JSON_HEADERS,
            'x-forwarded-for': `203.0.${113 + (lane % 2)}.${(n % 250) + 1}`,
          },
          body: JSON.stringify({ account: `storm-${randomBytes(4).toString('hex')}`, password: 'not-the-password' }),
        });
        await response.arrayBuffer();
        this.answers.set(response.status, (this.answers.get(response.status) ?? 0) + 1);
      } catch {
        this.answers.set(0, (this.answers.get(0) ?? 0) + 1);
      }
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** `422: 812, 429: 40` — HTTP status: answers. */
  summary(): string {
    return [...this.answers.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
  }
}
