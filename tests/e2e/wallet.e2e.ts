import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { minorToDecimalString, REVIEW_STATUS } from '@shop/domain';
import { phoneContext } from './browser';
import { dictionary, type Texts } from './dictionary';
import {
  atRoute,
  digitsOf,
  digitsOfMinor,
  logIn,
  newestBill,
  PASSWORD,
  photoFile,
  registerInApp,
  signIn,
  tapPin,
  until,
} from './people';
import { api, browser, server, startJourney } from './journey';

/**
 * The wallet on a phone against the real server, in English, Arabic and Thai: a new buyer adds a
 * USDT withdrawal account (a mistyped address is refused with its reason), deposits 100 with a
 * proof image, staff approve it, and the wallet and bills show +100; the buyer withdraws 40 with
 * the payment password and sees it held, staff refuse it with a reason, the 40 is available again
 * and the record says why; a second withdrawal is paid out and the balance is down by exactly 40;
 * the merchant moves store profit into the wallet and sees it there and in the bills. And a buyer
 * short of balance on the pay screen tops up, and once staff approve pays the same order.
 *
 * Staff decide through the API (`staffReviewDeposit`, `staffReviewWithdrawal`): the operations
 * console is another piece of work; a refusal always carries a reason.
 */

startJourney();

const PAY_PASSWORD = '246810';
/** A real TRON address (USDT's own contract) and the same with one letter's case changed. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T';

const staffToken = () => signIn(api, 'staff', 'staff1234');

const summaryOf = (token: string) => api.call('walletSummary', {}, token);

/** The wallet's figures as the screen shows them, as digits. */
async function walletFigures(page: Page, t: Texts) {
  // Opened afresh, as a person coming back to the wallet would: what staff decided meanwhile shows.
  await page.goto(`${server.url}/#/pages/me/wallet/index`);
  await page.reload();
  const card = page.getByRole('region', { name: t('pages.wallet.balance') });
  await until(() => card.count()).toBe(1);
  const figure = (label: string) =>
    card
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  return {
    balance: async () => digitsOf((await card.locator('p').textContent()) ?? ''),
    available: async () =>
      digitsOf((await figure(t('pages.wallet.available')).textContent()) ?? ''),
    held: async () => digitsOf((await figure(t('pages.wallet.held')).textContent()) ?? ''),
  };
}

/** Withdraws `amount` (text) to the only account with the PIN; the screen says it is held. */
async function withdraw(page: Page, t: Texts, amount: string) {
  await page.goto(`${server.url}/#/pages/me/wallet/withdrawal`);
  const field = page.getByLabel(t('pages.wallet.amount'), { exact: true });
  await field.fill(amount);
  await page
    .getByRole('button', { name: t('pages.wallet.withdrawal.submit'), exact: true })
    .click();
  const sheet = page.getByRole('dialog', { name: t('pages.wallet.withdrawal.sheetTitle') });
  await tapPin(page, sheet.getByRole('group', { name: t('kit.pinPad.title') }), PAY_PASSWORD);
  await until(() =>
    page.getByRole('heading', { name: t('pages.wallet.withdrawal.underReview') }).count(),
  ).toBe(1);
}

/** Fills and sends the deposit form on the chosen channel; the screen then says "under review". */
async function deposit(page: Page, t: Texts, channel: string, amount: string) {
  await page
    .getByRole('radiogroup', { name: t('pages.wallet.deposit.channel') })
    .getByText(channel, { exact: true })
    .click();
  await page.getByLabel(t('pages.wallet.amount'), { exact: true }).fill(amount);
  await page.locator('input[type="file"]').setInputFiles(photoFile(120));
  await until(() =>
    page.getByRole('button', { name: t('kit.uploader.preview', { index: 1, total: 1 }) }).count(),
  ).toBe(1);
  const submit = page.getByRole('button', { name: t('pages.wallet.deposit.submit'), exact: true });
  await until(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await until(() =>
    page.getByRole('heading', { name: t('pages.wallet.deposit.underReview') }).count(),
  ).toBe(1);
}

/** A product of the demo merchant's store that the demo buyer can buy. */
async function merchantProduct(merchant: string) {
  const { list } = await api.call(
    'merchantProducts',
    { shelf: 'onSale', page: 1, pageSize: 50 },
    merchant,
  );
  const product = list.find((p) => p.stock >= 5);
  if (!product) throw new Error('the demo merchant has nothing on sale');
  return product;
}

/** The demo buyer buys from the demo merchant and completes the order: the store earns its profit. */
async function earnProfit(merchant: string) {
  const buyer = await signIn(api, 'demo', 'demo1234');
  const product = await merchantProduct(merchant);
  const [address] = await api.call('addressList', {}, buyer);
  const addressId =
    address?.id ??
    (
      await api.call(
        'addressSave',
        {
          recipient: 'Demo',
          phone: '+66812345678',
          country: 'TH',
          region: 'Bangkok',
          city: 'Bangkok',
          detail: '1 Road',
          postalCode: '10110',
          isDefault: true,
        },
        buyer,
      )
    ).id;
  const created = await api.call(
    'orderCreate',
    {
      source: { from: 'buyNow', productId: product.id, quantity: 1 },
      addressId,
      idempotencyKey: randomUUID(),
    },
    buyer,
  );
  const orderId = created.orderIds[0]!;
  await api.call(
    'orderPayBalance',
    { orderIds: [orderId], payPassword: '123456', idempotencyKey: randomUUID() },
    buyer,
  );
  await api.call(
    'merchantShip',
    { id: orderId, carrier: 'DHL', trackingNo: `W${orderId}` },
    merchant,
  );
  await api.call('orderConfirmReceipt', { id: orderId }, buyer);
  await api.call(
    'orderComment',
    { id: orderId, items: [{ productId: product.id, rating: 5, content: 'Good', images: [] }] },
    buyer,
  );
}

async function walletJourney(page: Page, t: Texts, username: string) {
  const buyer = await registerInApp(page, server.url, t, username);
  // Setting the payment password is the account screens' journey (shopping.e2e.ts); here the API does it.
  await api.call(
    'payPasswordSet',
    { loginPassword: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    buyer,
  );

  // A USDT account: a mistyped address is refused with its reason, and what was typed stays.
  await page.goto(`${server.url}/#/pages/me/wallet/addAddress?type=usdt`);
  await page.getByLabel(t('pages.wallet.accounts.name'), { exact: true }).fill('Main');
  await page
    .getByRole('radiogroup', { name: t('pages.wallet.accounts.network') })
    .getByText('TRC20', { exact: true })
    .click();
  const address = page.getByLabel(t('pages.wallet.accounts.address'), { exact: true });
  await address.fill(TRON_TYPO);
  await page.getByRole('button', { name: t('common.save'), exact: true }).click();
  await until(() =>
    page.getByText(t('validation.walletAddressChecksum'), { exact: true }).count(),
  ).toBe(1);
  expect(await address.inputValue()).toBe(TRON_TYPO);
  expect(await api.call('withdrawalAccounts', {}, buyer)).toEqual([]);
  // The server refuses it too, naming the same reason for the field (the setup client asks in English).
  await expect(
    api.call(
      'withdrawalAccountSave',
      { type: 'usdt', name: 'Main', currency: 'USDT', network: 'TRC20', address: TRON_TYPO },
      buyer,
    ),
  ).rejects.toThrow(/HTTP 400: .*"address":"validation\.walletAddressChecksum"/);
  await address.fill(TRON);
  await page.getByRole('button', { name: t('common.save'), exact: true }).click();
  await atRoute(page, /^#\/pages\/me\/wallet\/address$/);
  await until(async () =>
    (await api.call('withdrawalAccounts', {}, buyer)).map((a) => a.type === 'usdt' && a.address),
  ).toEqual([TRON]);

  // A deposit of 100 on TRC20 with its proof: under review until staff approve it.
  await page.goto(`${server.url}/#/pages/me/wallet/deposit`);
  await deposit(page, t, t('pages.wallet.deposit.usdtOn', { network: 'TRC20' }), '100');
  const [declared] = (await api.call('depositLogs', { page: 1, pageSize: 5 }, buyer)).list;
  expect(declared).toMatchObject({
    amount: 100_00,
    status: REVIEW_STATUS.underReview,
    network: 'TRC20',
  });
  // A reload reopens the same deposit, not a second one.
  await page.reload();
  await until(() =>
    page.getByRole('heading', { name: t('pages.wallet.deposit.underReview') }).count(),
  ).toBe(1);
  expect((await api.call('depositLogs', { page: 1, pageSize: 5 }, buyer)).total).toBe(1);
  await api.call('staffReviewDeposit', { id: declared!.id, approve: true }, await staffToken());

  let wallet = await walletFigures(page, t);
  await until(wallet.balance).toBe(digitsOfMinor(100_00));
  expect(await wallet.available()).toBe(digitsOfMinor(100_00));
  let bill = await newestBill(page, t, server.url);
  expect(bill).toEqual({
    type: t('pages.wallet.bills.types.deposit'),
    sign: 'in',
    digits: digitsOfMinor(100_00),
  });

  // Withdrawing 40 holds it at once.
  await withdraw(page, t, '40');
  wallet = await walletFigures(page, t);
  await until(wallet.held).toBe(digitsOfMinor(40_00));
  expect(await wallet.available()).toBe(digitsOfMinor(60_00));
  expect(await wallet.balance()).toBe(digitsOfMinor(100_00));

  // Staff refuse it with a reason: the 40 is available again, and the record says why.
  const reason = `Address check failed (${t.locale})`;
  const [first] = (await api.call('withdrawalLogs', { page: 1, pageSize: 5 }, buyer)).list;
  await api.call(
    'staffReviewWithdrawal',
    { id: first!.id, approve: false, reason },
    await staffToken(),
  );
  expect(await summaryOf(buyer)).toMatchObject({ balance: 100_00, available: 100_00, frozen: 0 });
  wallet = await walletFigures(page, t);
  await until(wallet.available).toBe(digitsOfMinor(100_00));
  expect(await wallet.held()).toBe(digitsOfMinor(0));
  await page.goto(`${server.url}/#/pages/me/wallet/withdrawalLogs`);
  const records = page.getByRole('list', { name: t('routes.withdrawalLogs') });
  await until(() =>
    records.getByText(t('pages.wallet.reason', { reason }), { exact: true }).count(),
  ).toBe(1);
  await until(() =>
    records.getByText(t('pages.wallet.status.withdrawal.failed'), { exact: true }).count(),
  ).toBe(1);

  // A second withdrawal of 40 is paid out: the balance is down by exactly 40.
  await withdraw(page, t, '40');
  const [second] = (await api.call('withdrawalLogs', { page: 1, pageSize: 5 }, buyer)).list;
  expect(second!.id).not.toBe(first!.id);
  await api.call('staffReviewWithdrawal', { id: second!.id, approve: true }, await staffToken());
  wallet = await walletFigures(page, t);
  await until(wallet.balance).toBe(digitsOfMinor(60_00));
  expect(await wallet.held()).toBe(digitsOfMinor(0));
  expect((await summaryOf(buyer)).balance).toBe(60_00);
  bill = await newestBill(page, t, server.url);
  expect(bill).toMatchObject({
    type: t('pages.wallet.bills.types.withdrawal'),
    sign: 'out',
    digits: digitsOfMinor(40_00),
  });
}

async function profitJourney(page: Page, t: Texts) {
  const merchant = await signIn(api, 'merchant', 'merchant1234');
  await earnProfit(merchant);
  const before = await summaryOf(merchant);
  expect(before.profit).toBeGreaterThan(0);

  await logIn(page, server.url, t, 'merchant', 'merchant1234');
  await page.goto(`${server.url}/#/pages/me/wallet/index`);
  const card = page.getByRole('region', { name: t('pages.wallet.profit.title') });
  await card.getByRole('button', { name: t('pages.wallet.profit.transfer') }).click();
  const sheet = page.getByRole('dialog', { name: t('pages.wallet.profit.transfer') });
  await sheet.getByRole('button', { name: t('pages.wallet.all'), exact: true }).click();
  await sheet.getByRole('button', { name: t('common.next'), exact: true }).click();
  await tapPin(page, sheet.getByRole('group', { name: t('kit.pinPad.title') }), '123456');
  await until(() =>
    page.getByText(t('pages.wallet.profit.done'), { exact: true }).count(),
  ).toBeGreaterThan(0);

  const after = await summaryOf(merchant);
  expect(after.profit).toBe(0);
  expect(after.balance).toBe(before.balance + before.profit!);
  const wallet = await walletFigures(page, t);
  await until(wallet.balance).toBe(digitsOfMinor(after.balance));
  const bill = await newestBill(page, t, server.url);
  expect(bill).toEqual({
    type: t('pages.wallet.bills.types.profitTransfer'),
    sign: 'in',
    digits: digitsOfMinor(before.profit!),
  });
}

describe('the wallet on a phone against the real server', () => {
  for (const locale of ['en', 'ar', 'th']) {
    it(`account, deposit, withdrawals refused and paid, profit transfer (${locale})`, async () => {
      const t = await dictionary(locale);
      const context = await phoneContext(browser, locale);
      try {
        await walletJourney(await context.newPage(), t, `wallet_${locale}`);
      } finally {
        await context.close();
      }
      const merchantContext = await phoneContext(browser, locale);
      try {
        await profitJourney(await merchantContext.newPage(), t);
      } finally {
        await merchantContext.close();
      }
    }, 180_000);
  }

  it('a buyer short of balance tops up from the pay screen and, once approved, pays the same order', async () => {
    const t = await dictionary('en');
    const context = await phoneContext(browser, 'en');
    try {
      const page = await context.newPage();
      const buyer = await registerInApp(page, server.url, t, 'short_buyer');
      await api.call(
        'payPasswordSet',
        { loginPassword: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
        buyer,
      );
      const merchant = await signIn(api, 'merchant', 'merchant1234');
      const product = await merchantProduct(merchant);
      const { id: addressId } = await api.call(
        'addressSave',
        {
          recipient: 'Short',
          phone: '+66812345678',
          country: 'TH',
          region: 'Bangkok',
          city: 'Bangkok',
          detail: '2 Road',
          postalCode: '10110',
          isDefault: true,
        },
        buyer,
      );
      const created = await api.call(
        'orderCreate',
        {
          source: { from: 'buyNow', productId: product.id, quantity: 1 },
          addressId,
          idempotencyKey: randomUUID(),
        },
        buyer,
      );
      const orderId = created.orderIds[0]!;
      const order = await api.call('orderDetail', { id: orderId }, buyer);

      // Short: the sheet says so and offers a top-up that remembers this payment.
      await page.goto(`${server.url}/#/pages/me/order/pay?id=${orderId}`);
      const payButton = page.getByRole('button', { name: t.pattern('pages.orderPay.payAmount') });
      await payButton.click();
      const paySheet = page.getByRole('dialog', { name: t('pages.orderPay.sheetTitle') });
      await until(() =>
        paySheet.getByText(t('messages.availableNotEnough'), { exact: true }).count(),
      ).toBe(1);
      await paySheet.getByRole('link', { name: t('pages.orderPay.deposit') }).click();
      await atRoute(page, /^#\/pages\/me\/wallet\/deposit\?redirect=/);

      // A bank transfer of exactly the order's amount, with its proof; staff approve it.
      await deposit(
        page,
        t,
        t('pages.wallet.deposit.channels.bankCard'),
        minorToDecimalString(order.amount),
      );
      const [declared] = (await api.call('depositLogs', { page: 1, pageSize: 5 }, buyer)).list;
      expect(declared!.amount).toBe(order.amount);
      await api.call('staffReviewDeposit', { id: declared!.id, approve: true }, await staffToken());

      // Back to the same payment, paid with the PIN.
      await page.getByRole('link', { name: t('pages.wallet.deposit.backToPayment') }).click();
      await atRoute(page, new RegExp(`^#/pages/me/order/pay\\?id=${orderId}$`));
      await payButton.click();
      await tapPin(
        page,
        paySheet.getByRole('group', { name: t('kit.pinPad.title') }),
        PAY_PASSWORD,
      );
      await atRoute(page, new RegExp(`^#/pages/me/order/success\\?id=${orderId}$`));
      expect((await api.call('orderDetail', { id: orderId }, buyer)).paymentMethod).toBe('balance');
      expect((await summaryOf(buyer)).balance).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
