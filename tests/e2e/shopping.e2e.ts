import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_FEED_PAGE_SIZE } from '@shop/api/client';
import { ORDER_STATUS } from '@shop/domain';
import { STORAGE_KEYS } from '../../app/src/session/storage';
import { Api } from '../../scripts/bench/api';
import { phoneContext } from './browser';
import { dictionary, type Texts } from './dictionary';
import { atRoute, fillRegistration, PASSWORD, png, tapPin, tokenIn, until } from './people';
import { api, browser, server, startJourney } from './journey';

startJourney();

const PAY_PASSWORD = '246810';
/** What each new buyer is given through a deposit: far more than any one demo product costs twice. */
const DEPOSIT = 5_000_00;

/* ---------- the API side: the staff, the merchant, and checks ---------- */

async function signIn(account: string, password: string): Promise<string> {
  return (await api.call('login', { account, password })).token;
}

/**
 * A product of the demo merchant's store, on sale, whose name in the shopper's language (the
 * catalogue is translated: a Thai shopper sees and searches its Thai name) finds it and only it.
 */
async function merchantProduct(
  locale: string,
): Promise<{ id: number; name: string; price: number }> {
  const shopper = new Api(server.url, locale);
  const merchant = await signIn('merchant', 'merchant1234');
  const { list } = await api.call(
    'merchantProducts',
    { shelf: 'onSale', page: 1, pageSize: 50 },
    merchant,
  );
  for (const product of list.filter((p) => p.stock >= 10)) {
    const { name } = await shopper.call('productDetail', { id: product.id });
    const found = await shopper.call('productList', {
      keyword: name,
      sort: 'default',
      page: 1,
      pageSize: 10,
    });
    if (found.total === 1 && found.list[0]?.id === product.id) return { ...product, name };
  }
  throw new Error('the demo merchant has no product on sale that a search finds on its own');
}

/** Money the way the wallet takes it in: the buyer declares a deposit with a proof, staff approve it. */
async function fund(buyerToken: string, amount: number) {
  const proof = await api.upload(buyerToken, 'proof', png(200));
  const deposit = await api.call(
    'deposit',
    { type: 'bankCard', currency: 'USD', amount, proofImage: proof, idempotencyKey: randomUUID() },
    buyerToken,
  );
  await api.call(
    'staffReviewDeposit',
    { id: deposit.id, approve: true },
    await signIn('staff', 'staff1234'),
  );
}

const balanceOf = async (token: string) => (await api.call('walletSummary', {}, token)).balance;

/** The merchant finds the order among the store's orders to ship, and ships it. */
async function merchantShips(orderId: number) {
  const merchant = await signIn('merchant', 'merchant1234');
  const toShip = await api.call(
    'merchantOrders',
    { tab: 'toShip', page: 1, pageSize: 50 },
    merchant,
  );
  expect(toShip.list.map((order) => order.id)).toContain(orderId);
  const shipped = await api.call(
    'merchantShip',
    { id: orderId, carrier: 'DHL', trackingNo: `E2E${orderId}` },
    merchant,
  );
  expect(shipped.status).toBe(ORDER_STATUS.toReceive);
}

/* ---------- the phone side ---------- */

/** An order's card in the orders list: the card's link is named by the store and the order number. */
const orderCard = (page: Page, t: Texts, orderNo: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: t('pages.orders.orderNo', { orderNo }) }) });

async function openOrdersTab(page: Page, t: Texts, tab: string) {
  const button = page.getByRole('tab', { name: t(`orders.tabs.${tab}`) });
  await button.click();
  await until(() => button.getAttribute('aria-selected')).toBe('true');
}

async function shop(page: Page, t: Texts, username: string) {
  const product = await merchantProduct(t.locale);
  const quantity = 2;

  // A visitor browses the home page...
  await page.goto(`${server.url}/#/pages/index/index`);
  await until(() => page.evaluate(() => document.documentElement.lang)).toBe(t.locale);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(
    t.locale === 'ar' ? 'rtl' : 'ltr',
  );
  await until(() =>
    page
      .getByRole('list', { name: t('pages.home.recommended') })
      .getByRole('link')
      .count(),
  ).toBeGreaterThan(0);

  // ...searches for the product...
  await page.getByRole('link', { name: t('common.searchPlaceholder') }).click();
  const search = page.getByRole('searchbox', { name: t('common.search') });
  await search.fill(product.name);
  await search.press('Enter');
  await atRoute(page, /^#\/pages\/product\/list\?keyword=/);
  const results = page.getByRole('list', { name: t('routes.productList') }).getByRole('link');
  await until(() => results.count()).toBe(1);
  await results.filter({ hasText: product.name }).click();
  await atRoute(page, new RegExp(`^#/pages/product/view\\?id=${product.id}$`));
  await until(() => page.getByRole('heading', { name: product.name }).count()).toBe(1);

  // ...and puts two in the cart: a visitor's cart is kept on the phone, nobody asks to log in yet.
  await page.getByRole('button', { name: t('common.addToCart'), exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t('common.addToCart') });
  await sheet.getByRole('button', { name: t('kit.numberBox.increase') }).click();
  await until(() =>
    sheet.getByRole('textbox', { name: t('kit.numberBox.quantity'), exact: true }).inputValue(),
  ).toBe(String(quantity));
  await sheet.getByRole('button', { name: t('common.confirm'), exact: true }).click();
  await until(() => page.getByText(t('pages.productView.addedToCart')).count()).toBeGreaterThan(0);
  expect(page.url()).toMatch(new RegExp(`#/pages/product/view\\?id=${product.id}$`));

  // The cart shows it, selected; checking out is for signed-in users, so the app asks to log in.
  await page.goto(`${server.url}/#/pages/cart/index`);
  await until(() =>
    page
      .getByRole('checkbox', { name: t('pages.cart.selectItem', { name: product.name }) })
      .isChecked(),
  ).toBe(true);
  await page.getByRole('button', { name: t('pages.cart.checkout', { n: quantity }) }).click();
  await atRoute(page, /^#\/pages\/login\/login\?redirect=/);
  await page.getByRole('link', { name: t('auth.login.toRegister') }).click();
  await atRoute(page, /^#\/pages\/login\/reg\?redirect=/);
  await fillRegistration(page, server.url, t, username);

  // Registered and signed in, back on the cart: what the visitor saved is now the account's cart.
  await atRoute(page, /^#\/pages\/cart\/index$/);
  const buyer = await tokenIn(page);
  await until(async () => (await api.call('cartList', {}, buyer)).items).toMatchObject([
    { productId: product.id, quantity, selected: true },
  ]);
  // The device copy goes once the app has read the server's answer (a moment after the server has it).
  await until(() =>
    page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.guestCart),
  ).toBeNull();
  await until(() =>
    page
      .getByRole('checkbox', { name: t('pages.cart.selectItem', { name: product.name }) })
      .isChecked(),
  ).toBe(true);
  await until(() =>
    page
      .getByRole('textbox', { name: t('pages.cart.quantityOf', { name: product.name }) })
      .inputValue(),
  ).toBe(String(quantity));

  // Checking out (the count is of items) now asks for an address.
  await page.getByRole('button', { name: t('pages.cart.checkout', { n: quantity }) }).click();
  await atRoute(page, /^#\/pages\/me\/order\/addOrder/);
  await page.getByRole('link', { name: t('pages.orderConfirm.addAddress') }).click();
  await atRoute(page, /^#\/pages\/me\/address\/addAddress\?choose=1/);

  await page.getByLabel(t('pages.address.recipient'), { exact: true }).fill('Somchai Jaidee');
  await page.getByLabel(t('pages.address.phone'), { exact: true }).fill('081 234 5678');
  const thailand = await page.evaluate(
    () =>
      new Intl.DisplayNames([document.documentElement.lang], { type: 'region' }).of('TH') ?? 'TH',
  );
  await page.getByRole('button', { name: t('pages.address.country') }).click();
  await page
    .getByRole('dialog', { name: t('pages.address.country') })
    .getByRole('option', { name: thailand, exact: true })
    .click();
  await page.getByLabel(t('pages.address.region'), { exact: true }).fill('Bangkok');
  await page.getByLabel(t('pages.address.city'), { exact: true }).fill('Bang Rak');
  await page
    .getByLabel(t('pages.address.detail'), { exact: true })
    .fill('99 Silom Road, 12th floor');
  await page.getByLabel(t('pages.address.postalCode'), { exact: true }).fill('10500');
  await page.getByRole('button', { name: t('common.save'), exact: true }).click();

  // Back on confirm order, delivering there: placing the order opens the payment screen.
  await atRoute(page, /^#\/pages\/me\/order\/addOrder/);
  await until(() => page.getByText('Somchai Jaidee').count()).toBe(1);
  await page.getByRole('button', { name: t('pages.orderConfirm.submit'), exact: true }).click();
  await atRoute(page, /^#\/pages\/me\/order\/pay\?id=\d+$/);
  const orderId = Number(new URL(page.url()).hash.match(/id=(\d+)/)![1]);
  const order = await api.call('orderDetail', { id: orderId }, buyer);
  expect(order.status).toBe(ORDER_STATUS.toPay);
  expect(order.items).toMatchObject([{ productId: product.id, quantity }]);

  // A new buyer has no money: top the wallet up the wallet's way (deposit, approved by staff).
  expect(await balanceOf(buyer)).toBe(0);
  await fund(buyer, DEPOSIT);
  const before = await balanceOf(buyer);
  expect(before).toBe(DEPOSIT);
  await page.reload();

  // Paying by balance needs a payment password; setting the first one starts with the login password.
  const payButton = page.getByRole('button', { name: t.pattern('pages.orderPay.payAmount') });
  await payButton.click();
  const paySheet = page.getByRole('dialog', { name: t('pages.orderPay.sheetTitle') });
  await paySheet.getByRole('link', { name: t('pages.orderPay.setPayPassword') }).click();
  await atRoute(page, /^#\/pages\/me\/user\/payPwd\?redirect=/);
  await page.getByLabel(t('pages.payPassword.loginPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('common.next'), exact: true }).click();
  await tapPin(
    page,
    page.getByRole('group', { name: t('pages.payPassword.enterNew') }),
    PAY_PASSWORD,
  );
  await tapPin(
    page,
    page.getByRole('group', { name: t('pages.payPassword.confirm') }),
    PAY_PASSWORD,
  );

  // Back to pay, with the new payment password.
  await atRoute(page, new RegExp(`^#/pages/me/order/pay\\?id=${orderId}$`));
  await payButton.click();
  await tapPin(page, paySheet.getByRole('group', { name: t('kit.pinPad.title') }), PAY_PASSWORD);
  await atRoute(page, new RegExp(`^#/pages/me/order/success\\?id=${orderId}$`));
  await until(() => page.getByText(t('messages.paymentSuccess')).count()).toBeGreaterThan(0);

  // The balance went down by exactly the order's total.
  const paid = await api.call('orderDetail', { id: orderId }, buyer);
  expect(paid.status).toBe(ORDER_STATUS.toShip);
  expect(paid.paymentMethod).toBe('balance');
  expect(paid.amount).toBe(order.amount);
  expect(paid.amount).toBe(paid.goodsAmount + paid.shippingAmount - paid.discountAmount);
  expect(paid.goodsAmount).toBe(product.price * quantity);
  expect(before - (await balanceOf(buyer))).toBe(paid.amount);

  // The order waits under "to ship".
  await page.getByRole('link', { name: t('pages.orderPaid.viewOrder') }).click();
  await atRoute(page, new RegExp(`^#/pages/me/order/view\\?id=${orderId}$`));
  await page.goto(`${server.url}/#/pages/me/order/index`);
  await openOrdersTab(page, t, 'toShip');
  await until(() => orderCard(page, t, order.orderNo).count()).toBe(1);

  // The merchant ships it; the buyer confirms receipt (after the app asks to be sure)...
  await merchantShips(orderId);
  await openOrdersTab(page, t, 'toReceive');
  const shipped = orderCard(page, t, order.orderNo);
  await shipped.getByRole('button', { name: t('pages.orders.actions.confirmReceipt') }).click();
  const ask = page.getByRole('alertdialog');
  await until(() => ask.getByText(t('pages.orders.ask.confirmReceipt')).count()).toBe(1);
  await ask.getByRole('button', { name: t('pages.orders.actions.confirmReceipt') }).click();
  await until(() => shipped.count()).toBe(0);

  // ...reviews it...
  await openOrdersTab(page, t, 'toReview');
  await orderCard(page, t, order.orderNo)
    .getByRole('button', { name: t('pages.orders.actions.comment') })
    .click();
  const review = page.getByRole('dialog', { name: t('pages.orders.comment.title') });
  // The sheet slides up; once it rests, five stars (the radio is visually hidden under its star).
  await review.getByRole('button', { name: t('common.close') }).click({ trial: true });
  await review
    .getByRole('radio', { name: t('kit.rate.value', { value: 5, max: 5 }) })
    .check({ force: true });
  await review
    .getByLabel(t('pages.orders.comment.content'), { exact: true })
    .fill(`Arrived quickly and well packed (${t.locale}).`);
  await review.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await until(() => review.count()).toBe(0);

  // ...and finds it under "completed".
  await openOrdersTab(page, t, 'completed');
  await until(() => orderCard(page, t, order.orderNo).count()).toBe(1);
  const done = await api.call('orderDetail', { id: orderId }, buyer);
  expect(done.status).toBe(ORDER_STATUS.completed);
  expect(done.items.every((item) => item.commented)).toBe(true);
  expect(await balanceOf(buyer)).toBe(before - paid.amount);
}

describe("a visitor's first visit to home, against the real server", () => {
  it('draws the shell data with no request and no query library, then loads more in place', async () => {
    const t = await dictionary('en');
    const context = await phoneContext(browser, 'en');
    const page = await context.newPage();
    const apiCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Calls, not images (the media are served under /api/media too).
      if (['xhr', 'fetch'].includes(request.resourceType()) && pathname.startsWith('/api/'))
        apiCalls.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });

    await page.goto(`${server.url}/`);
    const feed = page
      .getByRole('list', { name: t('pages.home.recommended') })
      .getByRole('listitem');
    await expect.poll(() => feed.count(), { timeout: 15_000 }).toBe(HOME_FEED_PAGE_SIZE);
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    // Neither the live page (the query library), the request code nor the session machine came.
    expect(
      scripts.filter((script) => /\/(HomeLiveData|clientCore|sessionMachine|axios)-/.test(script)),
    ).toEqual([]);

    // Scrolled to the feed's end, the page goes live and asks for the next page, in place.
    const main = page.getByRole('main');
    const scrolled = await main.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect.poll(() => feed.count(), { timeout: 15_000 }).toBeGreaterThan(HOME_FEED_PAGE_SIZE);
    expect(apiCalls).toContain('/api/home/recommended');
    expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThanOrEqual(scrolled);
    await context.close();
  });
});

describe('a link to a product page, against the real server', () => {
  it("paints the product's first picture from the HTML alone, then the page over it in place", async () => {
    const [product] = (await api.call('productList', { sort: 'default', page: 1, pageSize: 1 }))
      .list;
    const { images } = await api.call('productDetail', { id: product!.id });
    const context = await phoneContext(browser, 'en');
    const page = await context.newPage();
    const url = `${server.url}/#/pages/product/view?id=${product!.id}`;

    // No app code at all: what the boot frame shows is the HTML's own doing.
    await page.route('**/assets/*.js', (route) => route.abort());
    const redirected: string[] = [];
    page.on('request', (request) => {
      const from = request.redirectedFrom();
      if (from)
        redirected.push(`${new URL(from.url()).pathname} -> ${new URL(request.url()).pathname}`);
    });
    await page.goto(url);
    const cover = page.locator('.boot-cover img');
    await until(() =>
      cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(redirected).toEqual([`/api/boot/product-image -> ${images[0]}`]);
    const frame = await cover.boundingBox();
    await page.unroute('**/assets/*.js');

    // With its code, the page draws the same picture at the same place and size.
    await page.reload();
    const first = page.getByRole('main').locator(`img[src="${images[0]}"]`).first();
    await until(() => first.count()).toBe(1);
    expect(await first.boundingBox()).toEqual(frame);
    await context.close();
  });
});

describe('shopping on a phone against the real server', () => {
  for (const locale of ['en', 'ar', 'th']) {
    it(`browse, search, cart, register, address, payment password, pay, ship, receive, review (${locale})`, async () => {
      const t = await dictionary(locale);
      const context = await phoneContext(browser, locale);
      try {
        await shop(await context.newPage(), t, `shopper_${locale}`);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('a wrong payment password shows the attempts left, the fifth locks paying, and nothing is paid', async () => {
    const t = await dictionary('en');
    const context = await phoneContext(browser, 'en');
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/#/pages/login/reg`);
      await fillRegistration(page, server.url, t, 'wrong_pin');
      await atRoute(page, /^#\/pages\/index\/index$/);
      const buyer = await tokenIn(page);

      // The way to the payment screen is the journey above; here the API lays it down.
      const product = await merchantProduct(t.locale);
      await api.call(
        'payPasswordSet',
        { loginPassword: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
        buyer,
      );
      const address = await api.call(
        'addressSave',
        {
          recipient: 'Wrong Pin',
          phone: '+66812345678',
          country: 'TH',
          region: 'Bangkok',
          city: 'Bangkok',
          detail: '1 Test Road',
          postalCode: '10110',
          isDefault: true,
        },
        buyer,
      );
      const created = await api.call(
        'orderCreate',
        {
          source: { from: 'buyNow', productId: product.id, quantity: 1 },
          addressId: address.id,
          idempotencyKey: randomUUID(),
        },
        buyer,
      );
      const orderId = created.orderIds[0]!;
      await fund(buyer, DEPOSIT);
      const before = await balanceOf(buyer);

      await page.goto(`${server.url}/#/pages/me/order/pay?id=${orderId}`);
      await page.getByRole('button', { name: t.pattern('pages.orderPay.payAmount') }).click();
      const sheet = page.getByRole('dialog', { name: t('pages.orderPay.sheetTitle') });
      const pad = sheet.getByRole('group', { name: t('kit.pinPad.title') });
      const wrong = '135790';

      // Four wrong PINs: each says how many attempts are left.
      for (const left of [4, 3, 2, 1]) {
        await tapPin(page, pad, wrong);
        await until(() => pad.getByRole('alert').textContent()).toBe(
          t('validation.payPasswordWrong', { count: left }),
        );
      }

      // The fifth locks paying by balance.
      await tapPin(page, pad, wrong);
      await until(() =>
        sheet
          .getByRole('alert')
          .filter({ hasText: t('validation.payPasswordLocked') })
          .count(),
      ).toBe(1);
      await until(() => pad.count()).toBe(0);
      await sheet.getByRole('button', { name: t('common.close') }).click();
      await until(() =>
        page.getByRole('radio', { name: t('pages.orderPay.balance') }).isDisabled(),
      ).toBe(true);

      // Nothing was paid: the order still waits for payment, the balance is untouched.
      const order = await api.call('orderDetail', { id: orderId }, buyer);
      expect(order.status).toBe(ORDER_STATUS.toPay);
      expect(order.paidAt).toBeNull();
      expect(await balanceOf(buyer)).toBe(before);
      // Even the right PIN is refused while the lock holds.
      await expect(
        api.call(
          'orderPayBalance',
          { orderIds: [orderId], payPassword: PAY_PASSWORD, idempotencyKey: randomUUID() },
          buyer,
        ),
      ).rejects.toThrow(/payPasswordLocked/);
      expect(await balanceOf(buyer)).toBe(before);
    } finally {
      await context.close();
    }
  }, 120_000);
});
