// @vitest-environment node
import { REVIEW_STATUS } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../account/passwords';
import { createTestServer, ENGINES, type TestServer } from '../../testing/harness';
import { saveUpload, uploadUrl } from '../uploads/store';
import { auditLedger, storeProfit, transfer, platform } from './ledger';
import { makeUser, type TestUser } from './testing';
import { stores } from '../../db/schema';

const PIN = '123456';
let pinHash: string;

export async function proofFor(server: TestServer, user: TestUser, purpose: 'proof' | 'identity' | 'store' = 'proof') {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } }).png().toBuffer();
  return uploadUrl(await saveUpload(server.ctx, user.id, purpose, png));
}

let keySeq = 0;
const key = () => `key-${Date.now()}-${keySeq++}`;

describe.each(ENGINES)('wallet endpoints on %s', (engine) => {
  let server: TestServer;
  let buyer: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    pinHash ??= await hashSecret(PIN);
    server = await createTestServer({ engine });
    buyer = await makeUser(server, { payPasswordHash: pinHash });
    staff = await makeUser(server, { role: 'staff' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const deposit = async (user: TestUser, amount: number, extra: Record<string, unknown> = {}) =>
    server.call('POST', '/api/wallet/deposit', {
      token: user.token,
      body: { type: 'usdt', currency: 'USDT', network: 'TRC20', amount, txHash: key(), proofImage: await proofFor(server, user), idempotencyKey: key(), ...extra },
    });
  const approveDeposit = (id: number, approve = true) =>
    server.call('POST', '/api/staff/reviewDeposit', { token: staff.token, body: { id, approve, reason: approve ? undefined : 'No such transfer' } });
  const summary = async (user: TestUser) => (await server.call('GET', '/api/wallet/summary', { token: user.token })).body.data;

  it('credits a deposit only when staff approve it, once', async () => {
    const user = await makeUser(server, { payPasswordHash: pinHash });
    const created = await deposit(user, 50_00);
    expect(created.httpStatus).toBe(200);
    expect(created.body.data).toMatchObject({ status: REVIEW_STATUS.underReview, amount: 50_00, network: 'TRC20', reason: null });
    expect(created.body.data.proofImage).toMatch(/^\/api\/upload\/file\?id=/);
    expect((await summary(user)).balance).toBe(0);

    const approved = await approveDeposit(created.body.data.id);
    expect(approved.body.data.status).toBe(REVIEW_STATUS.approved);
    expect(await summary(user)).toMatchObject({ balance: 50_00, available: 50_00, frozen: 0, payPasswordSet: true, profit: null });
    const again = await approveDeposit(created.body.data.id);
    expect(again.httpStatus).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'alreadyDecided', params: { decidedById: staff.id, decision: 'approved' } });
    expect((await summary(user)).balance).toBe(50_00);

    const records = await server.call('GET', '/api/wallet/records', { token: user.token });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 50_00, balanceAfter: 50_00, reference: String(created.body.data.id) }),
    ]);
  });

  it('marks a refused deposit failed with the reason and credits nothing', async () => {
    const user = await makeUser(server);
    const created = await deposit(user, 20_00);
    const refused = await approveDeposit(created.body.data.id, false);
    expect(refused.body.data).toMatchObject({ status: REVIEW_STATUS.failed, reason: 'No such transfer' });
    expect((await summary(user)).balance).toBe(0);
    const logs = await server.call('GET', '/api/wallet/depositLogs', { token: user.token, query: { status: 'failed' } });
    expect(logs.body.data.list.map((d: { id: number }) => d.id)).toEqual([created.body.data.id]);
  });

  it('refuses a deposit without its payment proof, or with somebody else’s', async () => {
    const user = await makeUser(server);
    const missing = await server.call('POST', '/api/wallet/deposit', {
      token: user.token,
      body: { type: 'usdt', currency: 'USDT', network: 'TRC20', amount: 20_00, idempotencyKey: key() },
    });
    expect(missing.httpStatus).toBe(400);
    const foreign = await deposit(user, 20_00, { proofImage: await proofFor(server, buyer) });
    expect(foreign.httpStatus).toBe(400);
    expect(foreign.body.data.fields).toEqual({ proofImage: 'messages.uploadPaymentProof' });
    expect(foreign.body.msg).toBe("Upload Payment Proof");
    const wrongNetwork = await deposit(user, 20_00, { network: 'BEP2' });
    expect(wrongNetwork.body.data.fields).toEqual({ network: 'validation.chooseOne' });
    const tooSmall = await deposit(user, 1);
    expect(tooSmall.body.data.fields).toEqual({ amount: 'validation.amountInvalid' });
    const negative = await deposit(user, -5);
    expect(negative.httpStatus).toBe(400);
  });

  it('declares a deposit once per idempotency key', async () => {
    const user = await makeUser(server);
    const body = { type: 'bankCard', currency: 'USD', amount: 5_00, proofImage: await proofFor(server, user), idempotencyKey: key() };
    const first = await server.call('POST', '/api/wallet/deposit', { token: user.token, body });
    const second = await server.call('POST', '/api/wallet/deposit', { token: user.token, body });
    expect(second.body.data.id).toBe(first.body.data.id);
    const logs = await server.call('GET', '/api/wallet/depositLogs', { token: user.token });
    expect(logs.body.data.total).toBe(1);
  });

  it('manages withdrawal accounts with their required fields, masking card numbers', async () => {
    const user = await makeUser(server);
    const usdt = await server.call('POST', '/api/wallet/saveAccount', {
      token: user.token,
      body: { type: 'usdt', name: 'Main', currency: 'USDT', network: 'TRC20', address: 'TDqqGyMh3Q8A9NXThuGEhVTFHXdXdyfDSJ' },
    });
    expect(usdt.body.data).toMatchObject({ type: 'usdt', name: 'Main' });
    const card = await server.call('POST', '/api/wallet/saveAccount', {
      token: user.token,
      body: { type: 'bankCard', bankName: 'Bank', cardNumber: '6222000012544242', holderName: 'Ann Lee' },
    });
    expect(card.body.data.cardNumber).toBe('**** 4242');
    const missing = await server.call('POST', '/api/wallet/saveAccount', {
      token: user.token,
      body: { type: 'bankCard', bankName: '', cardNumber: '6222000012544242', holderName: 'Ann' },
    });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.data.fields).toHaveProperty('bankName');
    const edited = await server.call('POST', '/api/wallet/saveAccount', {
      token: user.token,
      body: { id: card.body.data.id, type: 'bankCard', bankName: 'Other Bank', cardNumber: '6222000012749999', holderName: 'Ann Lee' },
    });
    expect(edited.body.data).toMatchObject({ id: card.body.data.id, bankName: 'Other Bank', cardNumber: '**** 9999' });
    const listed = await server.call('GET', '/api/wallet/accounts', { token: user.token, query: { type: 'bankCard' } });
    expect(listed.body.data).toHaveLength(1);
    const removed = await server.call('POST', '/api/wallet/removeAccount', { token: user.token, body: { id: usdt.body.data.id } });
    expect(removed.body.status).toBe(1);
    expect((await server.call('GET', '/api/wallet/accounts', { token: user.token })).body.data).toHaveLength(1);
    const removedAgain = await server.call('POST', '/api/wallet/removeAccount', { token: user.token, body: { id: usdt.body.data.id } });
    expect(removedAgain.httpStatus).toBe(404);
  });

  it('refuses a USDT address that is not of its network, and a card number that fails Luhn, with translated reasons', async () => {
    const user = await makeUser(server);
    const save = (body: Record<string, unknown>, lang = 'en') => server.call('POST', '/api/wallet/saveAccount', { token: user.token, body, lang });
    const usdt = { type: 'usdt', name: 'Main', currency: 'USDT', network: 'TRC20' };
    // One letter of a real TRON address changed in case: shaped right, checksum wrong.
    const typo = await save({ ...usdt, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' });
    expect(typo.httpStatus).toBe(400);
    expect(typo.body.data.fields).toEqual({ address: 'validation.walletAddressChecksum' });
    expect(typo.body.msg).toBe('This address has a typing mistake: its checksum does not match. Copy it again from your wallet');
    const inThai = await save({ ...usdt, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' }, 'th');
    expect(inThai.body.msg).toMatch(/เช็กซัม/);
    const otherNetwork = await save({ ...usdt, network: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    expect(otherNetwork.body.data.fields).toEqual({ address: 'validation.walletAddressOtherNetwork' });
    const badEip55 = await save({ ...usdt, network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' });
    expect(badEip55.body.data.fields).toEqual({ address: 'validation.walletAddressChecksum' });
    const unknownNetwork = await save({ ...usdt, network: 'BEP2', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    expect(unknownNetwork.body.data.fields).toEqual({ network: 'validation.chooseOne' });
    const card = await save({ type: 'bankCard', bankName: 'Bank', cardNumber: '4111111111111112', holderName: 'Ann' });
    expect(card.body.data.fields).toEqual({ cardNumber: 'validation.cardNumberInvalid' });
    expect((await server.call('GET', '/api/wallet/accounts', { token: user.token })).body.data).toEqual([]);
    const good = await save({ ...usdt, network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect(good.body.data).toMatchObject({ network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
  });

  it('holds a withdrawal while under review, releases it on refusal and pays it out on approval', async () => {
    const user = await makeUser(server, { payPasswordHash: pinHash });
    await approveDeposit((await deposit(user, 100_00)).body.data.id);
    const account = await server.call('POST', '/api/wallet/saveAccount', {
      token: user.token,
      body: { type: 'cash', name: 'Desk', holderName: 'Ann Lee' },
    });
    const withdraw = (amount: number, extra: Record<string, unknown> = {}) =>
      server.call('POST', '/api/wallet/withdraw', {
        token: user.token,
        body: { amount, accountId: account.body.data.id, payPassword: PIN, idempotencyKey: key(), ...extra },
      });
    const first = await withdraw(30_00);
    expect(first.body.data).toMatchObject({ status: REVIEW_STATUS.underReview, amount: 30_00, account: { type: 'cash', name: 'Desk' } });
    expect(await summary(user)).toMatchObject({ balance: 100_00, available: 70_00, frozen: 30_00 });

    const refused = await server.call('POST', '/api/staff/reviewWithdrawal', {
      token: staff.token,
      body: { id: first.body.data.id, approve: false, reason: 'Account closed' },
    });
    expect(refused.body.data).toMatchObject({ status: REVIEW_STATUS.failed, reason: 'Account closed' });
    expect(await summary(user)).toMatchObject({ balance: 100_00, available: 100_00, frozen: 0 });

    const second = await withdraw(40_00);
    const paid = await server.call('POST', '/api/staff/reviewWithdrawal', { token: staff.token, body: { id: second.body.data.id, approve: true } });
    expect(paid.body.data.status).toBe(REVIEW_STATUS.approved);
    expect(await summary(user)).toMatchObject({ balance: 60_00, available: 60_00, frozen: 0 });
    const twice = await server.call('POST', '/api/staff/reviewWithdrawal', { token: staff.token, body: { id: second.body.data.id, approve: false, reason: 'Too late' } });
    expect(twice.httpStatus).toBe(409);
    expect(twice.body.data).toMatchObject({ reason: 'alreadyDecided', params: { decidedById: staff.id, decision: 'approved' } });

    const short = await withdraw(60_01);
    expect(short.httpStatus).toBe(422);
    expect(short.body.data.reason).toBe('insufficientBalance');
    const wrongPin = await withdraw(1_00, { payPassword: '000000' });
    expect(wrongPin.body.data).toMatchObject({ reason: 'payPasswordWrong', params: { attemptsLeft: 4 } });
    const bills = await server.call('GET', '/api/wallet/records', { token: user.token, query: { type: 'withdrawalReleased' } });
    expect(bills.body.data.list).toEqual([expect.objectContaining({ amount: 30_00, balanceAfter: 100_00 })]);
    const logs = await server.call('GET', '/api/wallet/withdrawalLogs', { token: user.token });
    expect(logs.body.data.list.map((w: { status: number }) => w.status)).toEqual([REVIEW_STATUS.approved, REVIEW_STATUS.failed]);
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  }, 60_000);

  it('asks for a payment password before a withdrawal, and locks after five wrong ones', async () => {
    const noPin = await makeUser(server);
    const account = await server.call('POST', '/api/wallet/saveAccount', { token: noPin.token, body: { type: 'cash', name: 'Desk', holderName: 'Bo' } });
    const unset = await server.call('POST', '/api/wallet/withdraw', {
      token: noPin.token,
      body: { amount: 1_00, accountId: account.body.data.id, payPassword: PIN, idempotencyKey: key() },
    });
    expect(unset.body.data.reason).toBe('payPasswordNotSet');

    const user = await makeUser(server, { payPasswordHash: pinHash });
    await approveDeposit((await deposit(user, 20_00)).body.data.id);
    const own = await server.call('POST', '/api/wallet/saveAccount', { token: user.token, body: { type: 'cash', name: 'Desk', holderName: 'Cy' } });
    const attempt = (payPassword: string) =>
      server.call('POST', '/api/wallet/withdraw', {
        token: user.token,
        body: { amount: 1_00, accountId: own.body.data.id, payPassword, idempotencyKey: key() },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('999999')).body.data.reason).toBe('payPasswordWrong');
    expect((await attempt('999999')).body.data).toMatchObject({ reason: 'payPasswordLocked', params: { minutes: 30 } });
    expect((await attempt(PIN)).body.data.reason).toBe('payPasswordLocked');
    server.clock.advance(31 * 60_000);
    expect((await attempt(PIN)).body.data.status).toBe(REVIEW_STATUS.underReview);
  }, 60_000);

  it('refuses a withdrawal to an account that is not the caller’s', async () => {
    const other = await makeUser(server);
    const foreign = await server.call('POST', '/api/wallet/saveAccount', { token: other.token, body: { type: 'cash', name: 'X', holderName: 'Y' } });
    const attempt = await server.call('POST', '/api/wallet/withdraw', {
      token: buyer.token,
      body: { amount: 1, accountId: foreign.body.data.id, payPassword: PIN, idempotencyKey: key() },
    });
    expect(attempt.httpStatus).toBe(404);
  });

  it('transfers store profit to the wallet, and says "Available isn\'t enough" without it', async () => {
    const merchant = await makeUser(server, { role: 'merchant', payPasswordHash: pinHash });
    const [store] = await server.ctx.db
      .insert(stores)
      .values({ ownerId: merchant.id, name: 'Shop', logo: '/logo.png', banner: '' })
      .returning({ id: stores.id });
    const move = (amount: number, idempotencyKey = key()) =>
      server.call('POST', '/api/wallet/transferProfit', { token: merchant.token, body: { amount, payPassword: PIN, idempotencyKey } });
    const none = await move(1_00);
    expect(none.httpStatus).toBe(422);
    expect(none.body.data.reason).toBe('availableNotEnough');
    expect(none.body.msg).toBe("Available isn't enough");
    await transfer(server.ctx.db, { kind: 'order_profit', amount: 12_00, from: platform('platform_escrow'), to: storeProfit(store!.id) });
    const sameKey = key();
    expect((await move(10_00, sameKey)).body.data).toEqual({ balance: 10_00, profit: 2_00 });
    expect((await move(10_00, sameKey)).body.data).toEqual({ balance: 10_00, profit: 2_00 });
    expect((await move(2_01)).body.data.reason).toBe('availableNotEnough');
    expect((await summary(merchant)).profit).toBe(2_00);
    const buyerTry = await server.call('POST', '/api/wallet/transferProfit', {
      token: buyer.token,
      body: { amount: 1, payPassword: PIN, idempotencyKey: key() },
    });
    expect(buyerTry.body.data.reason).toBe('notMerchant');
  }, 60_000);

  it('keeps every wallet endpoint behind a session and staff reviews behind the staff role', async () => {
    for (const [method, path] of [
      ['GET', '/api/wallet/summary'],
      ['GET', '/api/wallet/records'],
      ['GET', '/api/wallet/depositLogs'],
      ['GET', '/api/wallet/withdrawalLogs'],
      ['GET', '/api/wallet/accounts'],
      ['GET', '/api/wallet/depositChannels'],
    ] as const) {
      const answer = await server.call(method, path);
      expect(answer.body.code, path).toBe(403);
    }
    for (const path of ['/api/staff/deposits', '/api/staff/withdrawals', '/api/staff/applications']) {
      const answer = await server.call('GET', path, { token: buyer.token });
      expect(answer.body.data.reason, path).toBe('forbidden');
    }
    const channels = await server.call('GET', '/api/wallet/depositChannels', { token: buyer.token });
    expect(channels.body.data.map((c: { type: string }) => c.type)).toEqual(['usdt', 'usdt', 'bankCard', 'cash']);
    const staffList = await server.call('GET', '/api/staff/deposits', { token: staff.token, query: { status: 'underReview' } });
    expect(staffList.httpStatus).toBe(200);
    for (const item of staffList.body.data.list) expect(item.record.status).toBe(REVIEW_STATUS.underReview);
  });
});
