// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { REVIEW_STATUS } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { deposits, uploads } from '../../db/schema';
import { translate } from '../../http/i18n';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { saveUpload, uploadIdFromUrl, uploadUrl } from '../uploads/store';
import { txHashKey } from './claims';
import { userBalances } from './ledger';
import { makeUser, type TestUser } from './testing';

vi.setConfig({ testTimeout: 60_000 });

let seq = 0;
const key = () => `claim-${Date.now()}-${seq++}`;
/** A transfer's hash as a wallet shows it: 64 hex digits. */
const newHash = () => randomBytes(32).toString('hex');

/** A proof picture; the same colour gives the same bytes, and so the same stored bytes. */
const picture = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A claim is paid once (security audit "Trust", finding 6): a transaction hash is accepted once
 * per network while a claim holds it (under review or approved), whoever sends it and however it
 * is cased; a rejected claim frees it; a payment proof sent again is flagged to staff.
 */
describe.each(ENGINES)('a claim is paid once, on %s', (engine) => {
  let server: TestServer;
  let staff: TestUser;

  beforeAll(async () => {
    server = await createTestServer({ engine, poolSize: engine === 'postgres' ? 12 : undefined });
    staff = await makeUser(server, { role: 'staff' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  const proofOf = async (user: TestUser, colour = `#${randomBytes(3).toString('hex')}`) =>
    uploadUrl(await saveUpload(server.ctx, user.id, 'proof', await picture(colour)));
  const claim = async (
    user: TestUser,
    txHash: string,
    extra: Record<string, unknown> = {},
    lang?: string,
  ) =>
    server.call('POST', '/api/wallet/deposit', {
      token: user.token,
      lang,
      body: {
        type: 'usdt',
        currency: 'USDT',
        network: 'TRC20',
        amount: 20_00,
        txHash,
        proofImage: await proofOf(user),
        idempotencyKey: key(),
        ...extra,
      },
    });
  const review = (id: number, approve: boolean) =>
    server.call('POST', '/api/staff/reviewDeposit', {
      token: staff.token,
      body: { id, approve, reason: approve ? undefined : 'Wrong amount' },
    });
  const expectHashUsed = (answer: Awaited<ReturnType<typeof claim>>, lang = 'en') => {
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({
      reason: 'txHashUsed',
      fields: { txHash: 'errors.txHashUsed' },
    });
    expect(answer.body.msg).toBe(translate(lang, 'errors.txHashUsed'));
  };
  const claimsOf = (hash: string) =>
    server.ctx.db
      .select({ id: deposits.id, status: deposits.status })
      .from(deposits)
      .where(eq(deposits.txHashKey, txHashKey(hash)!));

  it('compares hashes by one rule in the database and on the server', async () => {
    const samples = [
      '0xABCdef0123',
      'abcdef0123',
      'ABCDEF0123',
      'bank-Ref 12',
      '0x',
      '0X1f',
      'ff',
      'Ünïcode-ref',
      '',
    ];
    for (const sample of samples) {
      const [row] = await queryRows<{ key: string | null }>(
        server.ctx.db,
        sql`SELECT deposit_tx_hash_key(${sample}) AS key`,
      );
      expect(row!.key, sample).toBe(txHashKey(sample));
    }
    expect(txHashKey('0xABCdef0123')).toBe('abcdef0123');
    expect(txHashKey('bank-Ref 12')).toBe('bank-Ref 12');
    expect(txHashKey('')).toBeNull();
  });

  it('refuses a second claim of a hash, by the same user or another, cased or prefixed differently, on the txHash field', async () => {
    const alice = await makeUser(server);
    const bob = await makeUser(server);
    const hash = newHash();
    const first = await claim(alice, hash);
    expect(first.httpStatus, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.txHash).toBe(hash);

    expectHashUsed(await claim(alice, hash));
    expectHashUsed(await claim(bob, hash.toUpperCase()));
    expectHashUsed(await claim(bob, `0x${hash}`));
    expectHashUsed(await claim(bob, `0X${hash.toUpperCase()}`, {}, 'de'), 'de');
    // The same transfer's hash is another transfer on another network.
    const otherNetwork = await claim(bob, hash, { network: 'ERC20' });
    expect(otherNetwork.httpStatus).toBe(200);

    // Approved, it still holds the hash: the transfer was credited once.
    expect((await review(first.body.data.id, true)).body.data.status).toBe(REVIEW_STATUS.approved);
    expectHashUsed(await claim(bob, hash));
    expect((await userBalances(server.ctx.db, alice.id)).available).toBe(20_00);
    expect((await userBalances(server.ctx.db, bob.id)).available).toBe(0);
    expect(await claimsOf(hash)).toHaveLength(2); // TRC20 and ERC20
  });

  it('frees the hash of a rejected claim, so its owner can correct it and send it again', async () => {
    const alice = await makeUser(server);
    const hash = newHash();
    const first = await claim(alice, hash, { amount: 25_00 });
    expect((await review(first.body.data.id, false)).body.data.status).toBe(REVIEW_STATUS.failed);
    const again = await claim(alice, hash.toUpperCase(), { amount: 20_00 });
    expect(again.httpStatus, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.id).not.toBe(first.body.data.id);
    expectHashUsed(await claim(alice, hash));
    await review(again.body.data.id, true);
    expect((await userBalances(server.ctx.db, alice.id)).available).toBe(20_00);
  });

  it('lets one of many parallel claims of a hash through, whatever their case', async () => {
    const hash = newHash();
    const claimants = await Promise.all(Array.from({ length: 8 }, () => makeUser(server)));
    const bodies = await Promise.all(
      claimants.map(async (who, i) => ({
        who,
        body: {
          type: 'usdt',
          currency: 'USDT',
          network: 'TRC20',
          amount: 20_00,
          txHash: i % 2 ? hash.toUpperCase() : hash,
          proofImage: await proofOf(who),
          idempotencyKey: key(),
        },
      })),
    );
    const answers = await Promise.all(
      bodies.map(({ who, body }) =>
        server.call('POST', '/api/wallet/deposit', { token: who.token, body }),
      ),
    );
    expect(answers.filter((a) => a.httpStatus === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.httpStatus !== 200)) expectHashUsed(refused);
    expect(await claimsOf(hash)).toEqual([
      {
        id: answers.find((a) => a.httpStatus === 200)!.body.data.id,
        status: REVIEW_STATUS.underReview,
      },
    ]);
  });

  it('answers a retried claim (its own key) with the claim, also when the retries race', async () => {
    const alice = await makeUser(server);
    const hash = newHash();
    const body = {
      type: 'usdt',
      currency: 'USDT',
      network: 'TRC20',
      amount: 20_00,
      txHash: hash,
      proofImage: await proofOf(alice),
      idempotencyKey: key(),
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('POST', '/api/wallet/deposit', { token: alice.token, body }),
      ),
    );
    expect(answers.map((a) => a.httpStatus)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const later = await server.call('POST', '/api/wallet/deposit', { token: alice.token, body });
    expect(later.body.data.id).toBe(answers[0]!.body.data.id);
    expect(await claimsOf(hash)).toHaveLength(1);
  });

  it('flags to staff every other deposit that sent the same payment proof (the same stored bytes)', async () => {
    const alice = await makeUser(server);
    const bob = await makeUser(server);
    const colour = `#${randomBytes(3).toString('hex')}`;
    // Alice sends the same picture twice (two uploads), and once more by the first upload's address;
    // Bob sends the same picture too. Another picture is no match.
    const aliceProof = await proofOf(alice, colour);
    const d1 = await claim(alice, newHash(), { proofImage: aliceProof });
    const d2 = await claim(alice, newHash(), { proofImage: await proofOf(alice, colour) });
    const d3 = await claim(bob, newHash(), { proofImage: await proofOf(bob, colour) });
    const d4 = await claim(alice, newHash(), { proofImage: aliceProof });
    const other = await claim(alice, newHash());
    for (const made of [d1, d2, d3, d4, other])
      expect(made.httpStatus, JSON.stringify(made.body)).toBe(200);
    await review(d1.body.data.id, true);

    const [stored] = await server.ctx.db
      .select({ contentHash: uploads.contentHash })
      .from(uploads)
      .where(eq(uploads.id, uploadIdFromUrl(aliceProof)!));
    expect(stored!.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const detail = async (id: number) =>
      (await server.call('GET', '/api/staff/depositDetail', { token: staff.token, query: { id } }))
        .body.data;
    const seen = await detail(d2.body.data.id);
    expect(seen.sameProof).toEqual([
      {
        id: d1.body.data.id,
        userId: alice.id,
        username: alice.username,
        status: REVIEW_STATUS.approved,
      },
      {
        id: d3.body.data.id,
        userId: bob.id,
        username: bob.username,
        status: REVIEW_STATUS.underReview,
      },
      {
        id: d4.body.data.id,
        userId: alice.id,
        username: alice.username,
        status: REVIEW_STATUS.underReview,
      },
    ]);
    expect((await detail(d4.body.data.id)).sameProof.map((d: { id: number }) => d.id)).toEqual(
      [d1, d2, d3].map((d) => d.body.data.id),
    );
    expect((await detail(other.body.data.id)).sameProof).toEqual([]);

    // An upload saved before content hashes (migration 110) matches by its own id only.
    await server.ctx.db
      .update(uploads)
      .set({ contentHash: null })
      .where(eq(uploads.id, uploadIdFromUrl(aliceProof)!));
    expect((await detail(d1.body.data.id)).sameProof.map((d: { id: number }) => d.id)).toEqual([
      d4.body.data.id,
    ]);
    // The flag informs; it does not refuse: staff still decide.
    const rows = await server.ctx.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.userId, bob.id), eq(deposits.status, REVIEW_STATUS.underReview)));
    expect(rows).toHaveLength(1);
  });
});
