import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { Api } from '../../scripts/bench/api';
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
 * The merchant's side in Chromium against the real server, in three browser contexts per locale.
 * A new user applies for a store with photos through the app, staff reject it with a reason
 * (through the API: the console is its own journey), the user reads the reason and applies again
 * from the form filled with the last values, staff approve, and the app goes on to the store
 * centre. The merchant puts a wholesale item in the store with one tap (the button then reads "In
 * my store" and the server has the product once). In a second context the demo buyer finds it by
 * search, buys it through the cart and pays from the wallet with the payment password; the store
 * centre counts the order, and the merchant ships it from the store's orders after the
 * confirmation. The buyer confirms receipt in the order's detail and reviews it, which completes
 * the order and credits the store's profit; the merchant sees the profit in the store centre,
 * moves it to the wallet from there, and the bills show it. In a third context someone opens the
 * store's invitation link, registers with the code it fills in, and the invite screen counts them.
 */

startJourney();

const DEMO_PAY_PASSWORD = '123456';
const PAY_PASSWORD = '246810';


/** Chooses an option in a kit Picker's sheet (the first one when `option` is omitted). */
async function choose(page: Page, label: string, option?: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const sheet = page.getByRole('dialog');
  const target = option
    ? sheet.getByRole('option', { name: option, exact: true })
    : sheet.getByRole('option').first();
  await target.click();
  await until(() => page.getByRole('dialog').count()).toBe(0);
}

/** Uploads a picture through the field's Uploader and waits until it is done. */
async function upload(page: Page, t: Texts, fieldKey: string, shade: number) {
  const group = page.getByRole('group', { name: t(fieldKey), exact: true });
  await group.locator('input[type="file"]').setInputFiles(photoFile(shade));
  await until(() =>
    group.getByRole('button', { name: t('kit.uploader.delete', { index: 1 }) }).count(),
  ).toBe(1);
  await until(() => group.getByRole('progressbar').count()).toBe(0);
}

async function fillApplication(page: Page, t: Texts, username: string) {
  const field = (key: string) => page.getByRole('textbox', { name: t(key), exact: true });
  await field('pages.merchant.fields.storeName').fill(`Store of ${username}`);
  await field('pages.merchant.fields.description').fill('Hand-made things.');
  await choose(page, t('pages.merchant.fields.category'));
  await upload(page, t, 'pages.merchant.fields.logo', 40);
  await upload(page, t, 'pages.merchant.fields.banner', 80);
  await field('pages.merchant.fields.contactName').fill(username);
  const thailand = new Intl.DisplayNames([t.locale], { type: 'region' }).of('TH')!;
  await choose(page, t('pages.merchant.fields.country'), thailand);
  await field('pages.merchant.fields.city').fill('Bangkok');
  await field('pages.merchant.fields.contactPhone').fill('081 234 5678');
  await field('pages.merchant.fields.certificateNumber').fill(`ID-${username}`);
  await upload(page, t, 'pages.merchant.fields.frontPhoto', 120);
  await upload(page, t, 'pages.merchant.fields.backPhoto', 160);
}

const underReview = (page: Page, t: Texts) =>
  until(() => page.getByText(t('pages.merchant.apply.reviewTitle'), { exact: true }).count()).toBe(
    1,
  );

async function pendingApplicationOf(userId: number, staff: string) {
  const pending = await api.call(
    'staffApplications',
    { status: 'pendingReview', page: 1, pageSize: 50 },
    staff,
  );
  const item = pending.list.find((i) => i.user.id === userId);
  if (!item) throw new Error('the application is not in the pending list');
  return item.id;
}

async function merchantJourney(page: Page, t: Texts, suffix: string) {
  const staff = await signIn(api, 'staff', 'staff1234');
  const username = `seller_${suffix}`;
  const token = await registerInApp(page, server.url, t, username);
  const me = await api.call('getUserinfo', {}, token);

  // Apply with photos.
  await page.goto(`${server.url}/#/pages/me/store/applyStore`);
  await page.getByRole('button', { name: t('pages.merchant.apply.start'), exact: true }).click();
  await fillApplication(page, t, username);
  await page.getByRole('button', { name: t('pages.merchant.apply.submit'), exact: true }).click();
  await underReview(page, t);
  expect(await api.call('storeApplication', {}, token)).toMatchObject({
    status: STORE_APPLICATION_STATUS.pendingReview,
    form: expect.objectContaining({
      storeName: `Store of ${username}`,
      contactPhone: '+66812345678',
      handPhoto: null,
    }),
  });

  // Rejected with a reason: the applicant reads it after a reload and applies again.
  const reason = `The ID photo is blurred (${t.locale}).`;
  await api.call(
    'staffReviewApplication',
    { id: await pendingApplicationOf(me.id, staff), approve: false, reason },
    staff,
  );
  await page.reload();
  await until(() => page.getByText(reason, { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: t('pages.merchant.apply.again'), exact: true }).click();
  const name = page.getByRole('textbox', {
    name: t('pages.merchant.fields.storeName'),
    exact: true,
  });
  await until(() => name.inputValue()).toBe(`Store of ${username}`);
  // The identity photos sent last time are private: their previews come through the signed client.
  const front = page.getByRole('group', {
    name: t('pages.merchant.fields.frontPhoto'),
    exact: true,
  });
  await until(() => front.locator('img').first().getAttribute('src')).toMatch(/^blob:/);
  await name.fill(`Shop of ${username}`);
  await upload(page, t, 'pages.merchant.fields.handPhoto', 200);
  await page.getByRole('button', { name: t('pages.merchant.apply.submit'), exact: true }).click();
  await underReview(page, t);

  // Approved: the application screen leads on to the store centre.
  await api.call(
    'staffReviewApplication',
    { id: await pendingApplicationOf(me.id, staff), approve: true },
    staff,
  );
  await page.reload();
  await atRoute(page, /^#\/pages\/me\/store\/index$/);
  await until(() =>
    page.getByRole('heading', { name: `Shop of ${username}`, exact: true }).count(),
  ).toBe(1);

  // Store info: a new name and description, which the store centre then shows.
  await page.getByRole('link', { name: t('routes.storeInfo') }).click();
  await atRoute(page, /^#\/pages\/me\/store\/info$/);
  const storeName = page.getByRole('textbox', {
    name: t('pages.merchant.fields.storeName'),
    exact: true,
  });
  await until(() => storeName.inputValue()).toBe(`Shop of ${username}`);
  await storeName.fill(`Corner of ${username}`);
  await page
    .getByRole('textbox', { name: t('pages.merchant.fields.description'), exact: true })
    .fill('Hand-made things, and now wholesale ones too.');
  await page.getByRole('button', { name: t('common.save'), exact: true }).click();
  await atRoute(page, /^#\/pages\/me\/store\/index$/);
  await until(() =>
    page.getByRole('heading', { name: `Corner of ${username}`, exact: true }).count(),
  ).toBe(1);
  expect(await api.call('merchantStore', {}, token)).toMatchObject({
    name: `Corner of ${username}`,
    description: 'Hand-made things, and now wholesale ones too.',
  });

  // One tap in the wholesale centre: the item reads "In my store", and the store has it once.
  const item = await unsoldWholesaleItem(token, t.locale);
  await page.goto(`${server.url}/#/pages/me/wholesale/index`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: item.shown, exact: true }) })
    .first();
  await card.getByRole('button', { name: t('pages.merchant.wholesale.put'), exact: true }).click();
  const inStore = card.getByRole('button', {
    name: t('pages.merchant.wholesale.inStore'),
    exact: true,
  });
  await until(() => inStore.isDisabled()).toBe(true);
  expect(
    (
      await api.call('wholesaleList', { keyword: item.name, page: 1, pageSize: 50 }, token)
    ).list.find((w) => w.id === item.id)?.shelved,
  ).toBe(true);
  // Opened again, the catalogue (the server's flag) still has it in the store: no second tap.
  await page.reload();
  await until(() => inStore.isDisabled()).toBe(true);
  const products = await api.call('merchantProducts', { page: 1, pageSize: 50 }, token);
  expect(products.list.filter((p) => p.wholesaleId === item.id)).toHaveLength(1);
  return { token, username, item };
}

/**
 * A wholesale item no product in the marketplace is named after yet, so a search finds only ours:
 * `name` in the platform's original English, `shown` in the page's language (the wholesale centre,
 * the merchant's own product list and shoppers read it so).
 */
async function unsoldWholesaleItem(token: string, locale: string) {
  const catalogue = await api.call('wholesaleList', { page: 1, pageSize: 50 }, token);
  const shownIn = await new Api(server.url, locale).call(
    'wholesaleList',
    { page: 1, pageSize: 50 },
    token,
  );
  for (const item of catalogue.list) {
    const found = await api.call('productList', {
      keyword: item.name,
      sort: 'default',
      page: 1,
      pageSize: 1,
    });
    const shown = shownIn.list.find((candidate) => candidate.id === item.id)!.name;
    if (!item.shelved && found.total === 0) return { ...item, shown };
  }
  throw new Error('every wholesale item is already on sale somewhere');
}

/* ---------- the buyer, in a second context ---------- */

/** The product search from the home page; answers the results' links. */
async function search(page: Page, t: Texts, keyword: string) {
  await page.goto(`${server.url}/#/pages/index/index`);
  await page.getByRole('link', { name: t('common.searchPlaceholder') }).click();
  const box = page.getByRole('searchbox', { name: t('common.search') });
  await box.fill(keyword);
  await box.press('Enter');
  await atRoute(page, /^#\/pages\/product\/list\?keyword=/);
  return page.getByRole('list', { name: t('routes.productList') }).getByRole('link');
}

/**
 * The shelf switch on the merchant's products screen: taken off, a search of the buyer's finds
 * nothing; back on sale, the results find it (the server keeps no copy between switch and shoppers).
 */
async function shelfSwitchReachesShoppers(
  merchant: Page,
  buyer: Page,
  t: Texts,
  item: { name: string; shown: string },
) {
  await merchant.goto(`${server.url}/#/pages/me/product/index`);
  const onSale = merchant.getByRole('switch', {
    name: t('pages.merchant.products.onSaleOf', { name: item.shown }),
    exact: true,
  });
  const flip = async (to: boolean) => {
    // The switch's input is visually hidden under its drawing; a person presses its label.
    await merchant
      .getByRole('article')
      .filter({ has: onSale })
      .getByText(t('pages.merchant.products.onSale'), { exact: true })
      .click();
    await until(async () => (await onSale.isChecked()) === to && (await onSale.isEnabled())).toBe(
      true,
    );
  };
  await until(() => onSale.isChecked()).toBe(true);
  await flip(false);
  // By its name in the shopper's language: search matches the shelved product's translations.
  await search(buyer, t, item.shown);
  await until(() => buyer.getByText(t('pages.productList.empty'), { exact: true }).count()).toBe(1);
  await flip(true);
  // Back on sale: the shopper's next look at the results (a refresh: the app keeps an answer it
  // got moments ago for half a minute) finds it.
  await buyer.reload();
  const results = buyer.getByRole('list', { name: t('routes.productList') }).getByRole('link');
  await until(() => results.count()).toBe(1);
  return results;
}

/** From the search's results, the buyer opens the item, puts it in the cart, orders and pays from the wallet. */
async function buyerBuys(page: Page, t: Texts, name: string, results: Locator) {
  await results.click();
  await atRoute(page, /^#\/pages\/product\/view\?id=\d+$/);
  await until(() => page.getByRole('heading', { name }).count()).toBe(1);

  await page.getByRole('button', { name: t('common.addToCart'), exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t('common.addToCart') });
  await sheet.getByRole('button', { name: t('common.confirm'), exact: true }).click();
  await until(() => page.getByText(t('pages.productView.addedToCart')).count()).toBeGreaterThan(0);

  await page.goto(`${server.url}/#/pages/cart/index`);
  await until(() =>
    page.getByRole('checkbox', { name: t('pages.cart.selectItem', { name }) }).isChecked(),
  ).toBe(true);
  await page.getByRole('button', { name: t('pages.cart.checkout', { n: 1 }) }).click();
  await atRoute(page, /^#\/pages\/me\/order\/addOrder/);
  // The demo buyer's default address is filled in; placing the order opens the payment screen.
  const submit = page.getByRole('button', { name: t('pages.orderConfirm.submit'), exact: true });
  await until(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await atRoute(page, /^#\/pages\/me\/order\/pay\?id=\d+$/);
  const orderId = Number(new URL(page.url()).hash.match(/id=(\d+)/)![1]);

  await page.getByRole('button', { name: t.pattern('pages.orderPay.payAmount') }).click();
  const paySheet = page.getByRole('dialog', { name: t('pages.orderPay.sheetTitle') });
  await tapPin(
    page,
    paySheet.getByRole('group', { name: t('kit.pinPad.title') }),
    DEMO_PAY_PASSWORD,
  );
  await atRoute(page, new RegExp(`^#/pages/me/order/success\\?id=${orderId}$`));
  await page.getByRole('link', { name: t('pages.orderPaid.viewOrder') }).click();
  await atRoute(page, new RegExp(`^#/pages/me/order/view\\?id=${orderId}$`));
  return orderId;
}

/** In the order's detail, the buyer confirms receipt (after the app asks) and reviews the item. */
async function buyerReceives(page: Page, t: Texts) {
  await page.reload();
  await page
    .getByRole('button', { name: t('pages.orders.actions.confirmReceipt'), exact: true })
    .click();
  const ask = page.getByRole('alertdialog');
  await until(() => ask.getByText(t('pages.orders.ask.confirmReceipt')).count()).toBe(1);
  await ask
    .getByRole('button', { name: t('pages.orders.actions.confirmReceipt'), exact: true })
    .click();
  await until(() => ask.count()).toBe(0);

  // A received order completes with the buyer's review; that is when the store earns its profit.
  await page.getByRole('button', { name: t('pages.orders.actions.comment'), exact: true }).click();
  const review = page.getByRole('dialog', { name: t('pages.orders.comment.title') });
  // The sheet slides up; once it rests, five stars (the radio is visually hidden under its star).
  await review.getByRole('button', { name: t('common.close') }).click({ trial: true });
  await review
    .getByRole('radio', { name: t('kit.rate.value', { value: 5, max: 5 }) })
    .check({ force: true });
  await review
    .getByLabel(t('pages.orders.comment.content'), { exact: true })
    .fill(`Exactly as described (${t.locale}).`);
  await review.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await until(() => review.count()).toBe(0);
}

/* ---------- the merchant's figures, orders and profit ---------- */

/** What a screen reader reads of an element: its text without the parts hidden from it. */
const spoken = (locator: Locator) =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent ?? '';
  });

/**
 * The store centre, opened within the app (no reload: what changed since it was last shown must
 * show all the same); `figure(key)` reads one of its figures as digits.
 */
async function storeCentre(page: Page, t: Texts) {
  await page.goto(`${server.url}/#/pages/me/store/index`);
  const figures = page.getByLabel(t('pages.merchant.centre.figures'));
  await until(() => figures.count()).toBe(1);
  // Each figure is a term and its definition (a price is drawn once for the eye, once for the ear).
  return async (key: string) =>
    digitsOf(
      await spoken(
        figures
          .getByText(t(`pages.merchant.centre.${key}`), { exact: true })
          .locator('xpath=following-sibling::dd[1]'),
      ),
    );
}

/** The merchant sees the new order in the store centre and its orders, and ships it. */
async function merchantShips(page: Page, t: Texts, order: { orderNo: string; amount: number }) {
  const figure = await storeCentre(page, t);
  await until(() => figure('toShip')).toBe('1');
  expect(await figure('todayOrders')).toBe('1');
  expect(await figure('totalOrders')).toBe('1');
  expect(await figure('todaySales')).toBe(digitsOfMinor(order.amount));
  expect(await figure('totalSales')).toBe(digitsOfMinor(order.amount));

  await page.getByRole('link', { name: t('routes.merchantOrders') }).click();
  await atRoute(page, /^#\/pages\/me\/store\/order\?tab=toShip$/);
  const orderCard = page.getByRole('article').filter({
    has: page.getByRole('link', { name: t('pages.orders.orderNo', { orderNo: order.orderNo }) }),
  });
  await until(() => orderCard.count()).toBe(1);
  await orderCard
    .getByRole('button', { name: t('pages.merchant.orders.ship'), exact: true })
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: t('pages.merchant.orders.ship'), exact: true }).click();
  await until(() => orderCard.count()).toBe(0);
}

/** The profit shows in the store centre; its entry leads to the transfer, and the bills show it. */
async function merchantTakesProfit(page: Page, t: Texts, token: string, profit: number) {
  const figure = await storeCentre(page, t);
  await until(() => figure('profit')).toBe(digitsOfMinor(profit));
  await page.getByRole('link', { name: t('pages.merchant.centre.transfer') }).click();
  await atRoute(page, /^#\/pages\/me\/wallet\/index$/);
  const card = page.getByRole('region', { name: t('pages.wallet.profit.title') });
  await card.getByRole('button', { name: t('pages.wallet.profit.transfer') }).click();
  const sheet = page.getByRole('dialog', { name: t('pages.wallet.profit.transfer') });
  await sheet.getByRole('button', { name: t('pages.wallet.all'), exact: true }).click();
  await sheet.getByRole('button', { name: t('common.next'), exact: true }).click();
  await tapPin(page, sheet.getByRole('group', { name: t('kit.pinPad.title') }), PAY_PASSWORD);
  await until(() =>
    page.getByText(t('pages.wallet.profit.done'), { exact: true }).count(),
  ).toBeGreaterThan(0);
  expect(await api.call('walletSummary', {}, token)).toMatchObject({ profit: 0, balance: profit });
  expect(await newestBill(page, t, server.url)).toEqual({
    type: t('pages.wallet.bills.types.profitTransfer'),
    sign: 'in',
    digits: digitsOfMinor(profit),
  });
  expect(await (await storeCentre(page, t))('profit')).toBe(digitsOfMinor(0));
}

/* ---------- the invitation ---------- */

/** Someone opens the store's invitation link, registers with the code it fills in, and is counted. */
async function invitedRegisters(merchant: Page, invitee: Page, t: Texts, username: string) {
  await merchant.goto(`${server.url}/#/pages/me/store/invite`);
  // Each row is a term and its definition.
  const row = (key: string) =>
    merchant.getByText(t(key), { exact: true }).locator('xpath=following-sibling::dd[1]');
  await until(() => row('pages.merchant.invite.link').count()).toBe(1);
  const link = (await row('pages.merchant.invite.link').textContent()) ?? '';
  const code = (await row('pages.merchant.invite.code').textContent()) ?? '';
  expect(link).toBe(`${server.url}/#/pages/login/reg?invite=${encodeURIComponent(code)}`);
  expect(digitsOf((await row('pages.merchant.invite.invited').textContent()) ?? '')).toBe('0');
  await until(() =>
    merchant.getByRole('img', { name: t('pages.merchant.invite.qr') }).count(),
  ).toBe(1);

  // "Copy link" says it copied (the server's permissions policy keeps the clipboard write-only).
  await merchant.context().grantPermissions(['clipboard-write'], { origin: server.url });
  await merchant
    .getByRole('button', { name: t('pages.merchant.invite.copyLink'), exact: true })
    .click();
  await until(() => merchant.getByText(t('messages.copySuccess')).count()).toBeGreaterThan(0);

  await registerInApp(invitee, server.url, t, username, { address: link, inviteCode: code });

  await merchant.reload();
  await until(async () =>
    digitsOf((await row('pages.merchant.invite.invited').textContent()) ?? ''),
  ).toBe('1');
}

async function merchantCentre(locale: string) {
  const t = await dictionary(locale);
  const suffix = `${locale}${Date.now() % 100_000}`;
  const merchantContext = await phoneContext(browser, locale);
  const buyerContext = await phoneContext(browser, locale);
  const inviteeContext = await phoneContext(browser, locale);
  try {
    const page = await merchantContext.newPage();
    const { token, item } = await merchantJourney(page, t, suffix);
    // Setting the payment password is the account screens' journey (shopping.e2e.ts).
    await api.call(
      'payPasswordSet',
      { loginPassword: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      token,
    );

    const buyerPage = await buyerContext.newPage();
    await logIn(buyerPage, server.url, t, 'demo', 'demo1234');
    const results = await shelfSwitchReachesShoppers(page, buyerPage, t, item);
    // Nothing to ship yet; the merchant will come back to this list once the buyer has paid.
    await page.goto(`${server.url}/#/pages/me/store/order?tab=toShip`);
    await until(() => page.getByText(t('pages.orders.emptyTab'), { exact: true }).count()).toBe(1);
    // Shoppers read the item in their language: the shelved product took its translations along.
    const orderId = await buyerBuys(buyerPage, t, item.shown, results);
    const order = await api.call('merchantOrderDetail', { id: orderId }, token);
    expect(order.status).toBe(ORDER_STATUS.toShip);

    await merchantShips(page, t, order);
    // Shipped, the order has earned nothing yet; the merchant looks, then goes on to the orders.
    expect(await (await storeCentre(page, t))('profit')).toBe(digitsOfMinor(0));
    await page.getByRole('link', { name: t('routes.merchantOrders') }).click();
    await atRoute(page, /^#\/pages\/me\/store\/order\?tab=toShip$/);
    await buyerReceives(buyerPage, t);
    const demo = await signIn(api, 'demo', 'demo1234');
    expect((await api.call('orderDetail', { id: orderId }, demo)).status).toBe(
      ORDER_STATUS.completed,
    );

    expect(order.profit).toBe(item.profit);
    await merchantTakesProfit(page, t, token, item.profit);

    await invitedRegisters(page, await inviteeContext.newPage(), t, `invited_${suffix}`);
  } finally {
    await Promise.all([merchantContext, buyerContext, inviteeContext].map((c) => c.close()));
  }
}

describe('the merchant centre against the real server', () => {
  for (const locale of ['en', 'ar', 'th']) {
    it(`applies, is approved, stocks an item a buyer buys, ships, takes the profit and invites (${locale})`, async () => {
      await merchantCentre(locale);
    }, 180_000);
  }
});
