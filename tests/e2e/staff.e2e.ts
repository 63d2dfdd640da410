import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_STATUS,
  ORDER_STATUS,
  REVIEW_STATUS,
  STORE_APPLICATION_STATUS,
} from '@shop/domain';
import { phoneContext } from './browser';
import { dictionary, type Texts } from './dictionary';
import { atRoute, png, registerByApi, until } from './people';
import { api, browser, server, startJourney } from './journey';

/**
 * The operations console end to end, in Chromium against the real server: the demo staff account
 * signs in through the app and decides items prepared through the API the way users make them
 * (two store applications, a deposit, two withdrawals, an after-sales request on a shipped order),
 * and the API then shows what each decision did. One server and one browser; one context per
 * language.
 */

startJourney();

const DEMO_PAY_PASSWORD = '123456';

async function signIn(account: string, password: string) {
  return api.call('login', { account, password });
}

/** A store application with every photo the form asks for; its id as the console lists it. */
async function applyForStore(username: string, staffToken: string) {
  const applicant = await registerByApi(api, username);
  const tree = await api.call('categories', {});
  const upload = (purpose: 'store' | 'identity', shade: number) =>
    api.upload(applicant.token, purpose, png(shade));
  await api.call(
    'storeApply',
    {
      storeName: `Store of ${username}`,
      logo: await upload('store', 40),
      banner: await upload('store', 80),
      description: 'Hand-made things.',
      categoryId: tree[0]!.id,
      storeType: 'individual',
      country: 'TH',
      city: 'Bangkok',
      contactName: username,
      contactPhone: '+66812345678',
      certificateType: 'idCard',
      certificateNumber: `ID-${username}`,
      frontPhoto: await upload('identity', 120),
      backPhoto: await upload('identity', 160),
      handPhoto: await upload('identity', 200),
    },
    applicant.token,
  );
  const pending = await api.call(
    'staffApplications',
    { status: 'pendingReview', page: 1, pageSize: 50 },
    staffToken,
  );
  const item = pending.list.find((i) => i.user.id === applicant.id);
  if (!item) throw new Error(`${username}'s application is not in the console's pending list`);
  return { ...applicant, applicationId: item.id };
}

async function deposit(token: string, amount: number) {
  const proof = await api.upload(token, 'proof', png(220));
  return api.call(
    'deposit',
    { type: 'bankCard', currency: 'USD', amount, proofImage: proof, idempotencyKey: randomUUID() },
    token,
  );
}

const wallet = (token: string) => api.call('walletSummary', {}, token);

/** A product of the demo merchant's, bought now by the buyer from the wallet, and shipped. */
async function shippedOrder(buyerToken: string) {
  const merchant = (await signIn('merchant', 'merchant1234')).token;
  const { list } = await api.call(
    'merchantProducts',
    { shelf: 'onSale', page: 1, pageSize: 50 },
    merchant,
  );
  const product = list.find((p) => p.stock >= 5);
  if (!product) throw new Error('the demo merchant has no product in stock');
  const addresses = await api.call('addressList', {}, buyerToken);
  const addressId =
    addresses[0]?.id ??
    (
      await api.call(
        'addressSave',
        {
          recipient: 'Demo Buyer',
          phone: '+66812345678',
          country: 'TH',
          region: 'Bangkok',
          city: 'Bangkok',
          detail: '1 Silom Road',
          postalCode: '10500',
          isDefault: true,
        },
        buyerToken,
      )
    ).id;
  const placed = await api.call(
    'orderCreate',
    {
      source: { from: 'buyNow', productId: product.id, quantity: 1 },
      addressId,
      idempotencyKey: randomUUID(),
    },
    buyerToken,
  );
  const orderId = placed.orderIds[0]!;
  await api.call(
    'orderPayBalance',
    { orderIds: [orderId], payPassword: DEMO_PAY_PASSWORD, idempotencyKey: randomUUID() },
    buyerToken,
  );
  await api.call(
    'merchantShip',
    { id: orderId, carrier: 'DHL', trackingNo: `E2E${orderId}` },
    merchant,
  );
  return api.call('orderDetail', { id: orderId }, buyerToken);
}

/* ---------- the console, in the browser ---------- */

/** The item's state banner reads `key`'s text. */
const showsState = (page: Page, t: Texts, key: string) =>
  until(() => page.getByRole('heading', { level: 2, name: t(key), exact: true }).count()).toBe(1);

async function open(page: Page, t: Texts, path: string, titleKey: string) {
  await page.goto(`${server.url}/#${path}`);
  await until(() => page.getByRole('heading', { level: 1, name: t(titleKey) }).count()).toBe(1);
  await showsState(page, t, 'pages.staff.state.pending');
}

/** Presses the approving button and confirms in the dialog, which names the action (and, for money, the amount). */
async function approve(page: Page, t: Texts, labelKey: string, asks?: RegExp) {
  await page.getByRole('button', { name: t(labelKey), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: t(labelKey) });
  if (asks) await until(() => dialog.textContent()).toMatch(asks);
  await dialog.getByRole('button', { name: t(labelKey), exact: true }).click();
}

/** Rejects with a reason, through the sheet that asks for one. */
async function reject(page: Page, t: Texts, queue: string, reason: string) {
  await page.getByRole('button', { name: t('pages.staff.actions.reject'), exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t(`pages.staff.reject.title.${queue}`) });
  await sheet.getByRole('textbox', { name: t('pages.orderView.reason') }).fill(reason);
  await sheet.getByRole('button', { name: t('pages.staff.actions.reject'), exact: true }).click();
  await until(() => sheet.count()).toBe(0);
}

/** Opens the console as a visitor, is asked to sign in, and comes back to it signed in. */
async function openConsole(page: Page, t: Texts, account: string, password: string) {
  await page.goto(`${server.url}/#/pages/staff/index`);
  await atRoute(page, /^#\/pages\/login\/login\?redirect=/);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(
    t.locale === 'ar' ? 'rtl' : 'ltr',
  );
  await page.getByLabel(t('auth.fields.account'), { exact: true }).fill(account);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('common.logIn'), exact: true }).click();
  await atRoute(page, /^#\/pages\/staff\/index$/);
}

/** The note above a waiting item about who may decide it, by its title. */
const rightsNote = (page: Page, t: Texts, titleKey: string) => page.getByRole('note', { name: t(titleKey) });

/**
 * Four eyes (issue 31): the demo staff's own deposit says someone else decides it and offers no
 * buttons (the API refuses too); a buyer's deposit above $10,000.00 is credited only after the
 * demo staff's first approval and the auditor's second, each in a browser of their own.
 */
async function fourEyes(staffPage: Page, auditorPage: Page, t: Texts) {
  const staffSession = await signIn('staff', 'staff1234');
  const buyer = (await signIn('demo', 'demo1234')).token;
  const own = await deposit(staffSession.token, 50_00);
  const large = await deposit(buyer, 12_345_00);
  const before = await wallet(buyer);

  await openConsole(staffPage, t, 'staff', 'staff1234');
  await open(staffPage, t, `/pages/staff/depositView?id=${own.id}`, 'routes.staffDepositView');
  const ownNote = rightsNote(staffPage, t, 'pages.staff.fourEyes.ownTitle');
  await until(() => ownNote.getByText(t('pages.staff.fourEyes.own.deposit'), { exact: true }).count()).toBe(1);
  expect(await staffPage.getByRole('button', { name: t('pages.staff.actions.approve'), exact: true }).count()).toBe(0);
  expect(await staffPage.getByRole('button', { name: t('pages.staff.actions.reject'), exact: true }).count()).toBe(0);
  await expect(api.call('staffReviewDeposit', { id: own.id, approve: true }, staffSession.token)).rejects.toThrow(/ownItem/);

  // The first approval: recorded, nothing credited, and the approver cannot give the second.
  await open(staffPage, t, `/pages/staff/depositView?id=${large.id}`, 'routes.staffDepositView');
  const twoNote = rightsNote(staffPage, t, 'pages.staff.fourEyes.title');
  await until(() => twoNote.count()).toBe(1);
  await approve(staffPage, t, 'pages.staff.actions.approve', /\d/);
  await until(() => staffPage.getByText(t('pages.staff.fourEyes.firstRecorded'), { exact: true }).count()).toBe(1);
  await until(() => twoNote.getByText(t('pages.staff.fourEyes.secondNeeded'), { exact: true }).count()).toBe(1);
  expect(await twoNote.getByText(t('pages.staff.fourEyes.yoursFirst')).count()).toBe(1);
  await showsState(staffPage, t, 'pages.staff.state.pending');
  expect(await staffPage.getByRole('button', { name: t('pages.staff.actions.approve'), exact: true }).count()).toBe(0);
  expect((await wallet(buyer)).balance).toBe(before.balance);

  // The auditor sees who approved first and gives the second approval: the deposit is credited once.
  await openConsole(auditorPage, t, 'auditor', 'auditor1234');
  await open(auditorPage, t, `/pages/staff/depositView?id=${large.id}`, 'routes.staffDepositView');
  const byStaff = t('pages.staff.fourEyes.firstBy', { name: staffSession.userInfo.nickname });
  await until(() => rightsNote(auditorPage, t, 'pages.staff.fourEyes.title').getByText(byStaff).count()).toBe(1);
  await approve(auditorPage, t, 'pages.staff.actions.approve', /\d/);
  await showsState(auditorPage, t, 'pages.staff.state.approved');
  expect((await wallet(buyer)).balance - before.balance).toBe(12_345_00);
  const trail = auditorPage.getByRole('heading', { name: t('pages.staff.history.title') }).locator('xpath=..');
  await until(() => trail.getByText(t('pages.staff.history.firstApproval', { name: staffSession.userInfo.nickname }), { exact: true }).count()).toBe(1);
  await until(() => trail.getByText(t('pages.staff.history.approved', { name: 'Auditor' }), { exact: true }).count()).toBe(1);
}

async function decideEverything(page: Page, t: Texts, suffix: string) {
  const staffSession = await signIn('staff', 'staff1234');
  const staff = staffSession.token;
  const staffName = staffSession.userInfo.nickname || staffSession.userInfo.username;
  const buyer = (await signIn('demo', 'demo1234')).token;

  // Prepared the way users make them.
  const approved = await applyForStore(`shop_ok_${suffix}`, staff);
  const refused = await applyForStore(`shop_no_${suffix}`, staff);
  const depositAmount = 123_45;
  const declared = await deposit(buyer, depositAmount);
  // Money to withdraw and to buy with: a deposit staff approve through the API.
  await api.call(
    'staffReviewDeposit',
    { id: (await deposit(buyer, 1_000_00)).id, approve: true },
    staff,
  );
  const account = await api.call(
    'withdrawalAccountSave',
    { type: 'cash', name: 'Desk', holderName: 'Demo Buyer' },
    buyer,
  );
  const withdraw = (amount: number) =>
    api.call(
      'withdraw',
      {
        amount,
        accountId: account.id,
        payPassword: DEMO_PAY_PASSWORD,
        idempotencyKey: randomUUID(),
      },
      buyer,
    );
  const toRefuse = await withdraw(20_00);
  const toPay = await withdraw(30_00);
  const order = await shippedOrder(buyer);
  await api.call(
    'orderAfterSales',
    { id: order.id, reason: 'damaged', description: 'The lid is cracked.' },
    buyer,
  );
  const requests = await api.call(
    'staffAfterSales',
    { status: 'pending', page: 1, pageSize: 50 },
    staff,
  );
  const request = requests.list.find((r) => r.order.id === order.id)!;
  expect(request).toBeDefined();

  // Staff open the console: a visitor is asked to sign in, and comes back to it.
  await openConsole(page, t, 'staff', 'staff1234');
  const queues = page.getByRole('list', { name: t('pages.staff.overview.queues') });
  await until(() => queues.getByRole('article').count()).toBe(4);

  // Store applications: from the overview to the queue to the item; one approved...
  await queues.getByRole('link', { name: t('routes.staffApplications') }).click();
  await atRoute(page, /^#\/pages\/staff\/application$/);
  await page.getByRole('link', { name: new RegExp(`^Store of shop_ok_${suffix}`) }).click();
  await atRoute(page, new RegExp(`^#/pages/staff/applicationView\\?id=${approved.applicationId}$`));
  await showsState(page, t, 'pages.staff.state.pending');
  // The identity photos are private: they arrive through the signed client, as blobs.
  const front = page.getByRole('button', {
    name: t('pages.staff.detail.openPhoto', { name: t('pages.staff.application.frontPhoto') }),
  });
  await until(() => front.locator('img').getAttribute('src')).toMatch(/^blob:/);
  await approve(page, t, 'pages.staff.actions.approve');
  await showsState(page, t, 'pages.staff.state.approved');
  const merchant = await api.call('getUserinfo', {}, approved.token);
  expect(merchant.roles).toContain('merchant');
  expect(merchant.storeId).toEqual(expect.any(Number));

  // ...the other rejected with a reason, which the applicant then reads.
  await open(
    page,
    t,
    `/pages/staff/applicationView?id=${refused.applicationId}`,
    'routes.staffApplicationView',
  );
  await reject(page, t, 'application', `The ID photo is blurred (${t.locale}).`);
  await showsState(page, t, 'pages.staff.state.rejected');
  expect(await api.call('storeApplication', {}, refused.token)).toMatchObject({
    status: STORE_APPLICATION_STATUS.rejected,
    reason: `The ID photo is blurred (${t.locale}).`,
  });
  expect((await api.call('getUserinfo', {}, refused.token)).roles).not.toContain('merchant');

  // A deposit approved: the buyer's balance grows by exactly the declared amount, once.
  const beforeDeposit = await wallet(buyer);
  await open(page, t, `/pages/staff/depositView?id=${declared.id}`, 'routes.staffDepositView');
  await approve(page, t, 'pages.staff.actions.approve', /\d/);
  await showsState(page, t, 'pages.staff.state.approved');
  const afterDeposit = await wallet(buyer);
  expect(afterDeposit.balance - beforeDeposit.balance).toBe(depositAmount);
  expect(afterDeposit.available - beforeDeposit.available).toBe(depositAmount);
  const deposits = await api.call('depositLogs', { page: 1, pageSize: 50 }, buyer);
  expect(deposits.list.find((d) => d.id === declared.id)?.status).toBe(REVIEW_STATUS.approved);

  // A withdrawal rejected: the held amount is available again.
  await open(
    page,
    t,
    `/pages/staff/withdrawalView?id=${toRefuse.id}`,
    'routes.staffWithdrawalView',
  );
  await reject(page, t, 'withdrawal', 'The desk is closed this week.');
  await showsState(page, t, 'pages.staff.state.rejected');
  const afterRefusal = await wallet(buyer);
  expect(afterRefusal.frozen).toBe(afterDeposit.frozen - toRefuse.amount);
  expect(afterRefusal.available).toBe(afterDeposit.available + toRefuse.amount);
  expect(afterRefusal.balance).toBe(afterDeposit.balance);

  // Another marked paid: the held amount leaves the wallet.
  await open(page, t, `/pages/staff/withdrawalView?id=${toPay.id}`, 'routes.staffWithdrawalView');
  await approve(page, t, 'pages.staff.actions.markPaid');
  await showsState(page, t, 'pages.staff.state.paid');
  const afterPayout = await wallet(buyer);
  expect(afterPayout.frozen).toBe(afterRefusal.frozen - toPay.amount);
  expect(afterPayout.balance).toBe(afterRefusal.balance - toPay.amount);
  expect(afterPayout.available).toBe(afterRefusal.available);

  // The after-sales request refunded: the dialog states the amount; the wallet gets it once and
  // the order shows refunded.
  await open(page, t, `/pages/staff/afterSalesView?id=${request.id}`, 'routes.staffAfterSalesView');
  const asksRefund = new RegExp(
    t.pattern('pages.staff.ask.refund').source.replace(/^\^/, '').replace(/\$$/, ''),
  );
  await approve(page, t, 'pages.staff.actions.refund', asksRefund);
  await showsState(page, t, 'pages.staff.state.refunded');
  const afterRefund = await wallet(buyer);
  expect(afterRefund.balance - afterPayout.balance).toBe(order.amount);
  const refunded = await api.call('orderDetail', { id: order.id }, buyer);
  expect(refunded.status).toBe(ORDER_STATUS.refunded);
  expect(refunded.afterSales).toMatchObject({
    status: AFTER_SALES_STATUS.refunded,
    refundAmount: order.amount,
  });
  // A second refund (a retry, a colleague) is refused, naming who decided, and pays nothing.
  await expect(
    api.call('staffReviewAfterSales', { id: request.id, decision: 'refund' }, staff),
  ).rejects.toThrow(/alreadyDecided/);
  expect((await wallet(buyer)).balance).toBe(afterRefund.balance);
  // The trail on the item names the staff member who refunded.
  const trail = page
    .getByRole('heading', { name: t('pages.staff.history.title') })
    .locator('xpath=..');
  await until(() =>
    trail
      .getByText(t('pages.staff.history.refunded', { name: staffName }), { exact: true })
      .count(),
  ).toBe(1);
}

describe('the operations console against the real server', () => {
  for (const locale of ['en', 'ar']) {
    it(`staff sign in, decide applications, a deposit, withdrawals and a refund (${locale})`, async () => {
      const t = await dictionary(locale);
      const context = await phoneContext(browser, locale);
      try {
        await decideEverything(await context.newPage(), t, `${locale}_${Date.now() % 100_000}`);
      } finally {
        await context.close();
      }
    }, 120_000);

    it(`nobody decides their own deposit, and a large one needs two staff members (${locale})`, async () => {
      const t = await dictionary(locale);
      const staffContext = await phoneContext(browser, locale);
      const auditorContext = await phoneContext(browser, locale);
      try {
        await fourEyes(await staffContext.newPage(), await auditorContext.newPage(), t);
      } finally {
        await staffContext.close();
        await auditorContext.close();
      }
    }, 120_000);
  }
});
