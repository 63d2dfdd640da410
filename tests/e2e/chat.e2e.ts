import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../../scripts/bench/api';
import { phoneContext } from './browser';
import { dictionary, type Texts } from './dictionary';
import { failoverProxy, type FailoverProxy } from './failover';
import { atRoute, logIn, PASSWORD, registerByApi, signIn, until } from './people';
import { api, browser, server, startJourney } from './journey';
import { startServer, type RunningServer } from './server';

/**
 * The chat end to end, in Chromium against the real server, each person in a browser context of
 * their own: a buyer writes to a store from its product page and the merchant answers from the
 * store's inbox; the buyer writes to customer service and staff answer from the console's inbox.
 * Every message reaches the other side live, without a reload, with unread counts and read
 * receipts. Then two server processes on one PostgreSQL, each person on a different one:
 * messages cross between them, and when the buyer's process is killed the buyer's page reconnects
 * to the other one and catches up on what was sent meanwhile, each message once and in order.
 */

/**
 * How long a message may take to show on the other side here: a third of the interval at which
 * the app refetches while its socket is down (OFFLINE_REFRESH_MS, 15 s, in app/src/features/chat/chatData.ts,
 * which this node suite cannot import), so only the socket can have brought it. How fast
 * the socket brings it (the "within a second", p99 250 ms on the server) is `pnpm bench:chat`'s
 * number: a clock in a journey that shares 2 cores with the browsers measures the machine's load.
 */
const LIVE_MS = 5_000;

// One embedded-database server for both languages' journeys (each makes its own people).
startJourney();

interface Person {
  context: BrowserContext;
  page: Page;
}

async function person(
  origin: string,
  t: Texts,
  account: string,
  password: string,
): Promise<Person> {
  const context = await phoneContext(browser, t.locale);
  const page = await context.newPage();
  await logIn(page, origin, t, account, password);
  return { context, page };
}

/** The composer: types and sends one text message. */
async function send(page: Page, t: Texts, text: string) {
  const field = page.getByRole('textbox', { name: t('pages.kefu.chat.inputLabel') });
  await field.fill(text);
  await page.getByRole('button', { name: t('pages.kefu.chat.send'), exact: true }).click();
  // As a person sees it: the field empties once the message is on its way.
  await until(() => field.inputValue()).toBe('');
}

/** Sends `text` from one page and waits until the other page shows it, live (see LIVE_MS). */
async function deliveredLive(from: Page, to: Page, t: Texts, text: string): Promise<void> {
  const arrived = to.getByText(text, { exact: true });
  await send(from, t, text);
  await arrived.waitFor({ state: 'visible', timeout: LIVE_MS });
}

/** The status line of the sender's own message bubble holding `text` ("Sent" or "Read"). */
const bubble = (page: Page, text: string): Locator =>
  page.getByRole('listitem').filter({ hasText: text });

/** Waits until `locator` shows (15 s unless said otherwise). */
const shows = (locator: Locator, timeout = 15_000) =>
  locator.first().waitFor({ state: 'visible', timeout });

const unreadBadge = (page: Page, t: Texts, count: number) =>
  page.getByText(t('pages.kefu.unread', { count }), { exact: true });

describe.each(['en', 'ar'])('chat against the real server (%s)', (locale) => {
  let t: Texts;

  beforeAll(async () => {
    t = await dictionary(locale);
  });

  it('a buyer and the merchant talk from the product page and the store inbox, with receipts and unread counts', async () => {
    const username = `chatbuyer${locale}${randomBytes(2).toString('hex')}`;
    await registerByApi(api, username);
    const merchantToken = await signIn(api, 'merchant', 'merchant1234');
    const { list } = await api.call(
      'merchantProducts',
      { shelf: 'onSale', page: 1, pageSize: 1 },
      merchantToken,
    );
    const product = list[0]!;

    const buyer = await person(server.url, t, username, PASSWORD);
    const merchant = await person(server.url, t, 'merchant', 'merchant1234');
    try {
      await buyer.page.goto(`${server.url}/#/pages/product/view?id=${product.id}`);
      await buyer.page
        .getByRole('button', { name: t('pages.kefu.chatWithStore') })
        .or(buyer.page.getByRole('link', { name: t('pages.kefu.chatWithStore') }))
        .first()
        .click();
      await atRoute(buyer.page, /^#\/pages\/kefu\/chat\?id=\d+/);
      await send(buyer.page, t, `Is it in stock? ${locale}`);
      await shows(
        bubble(buyer.page, `Is it in stock? ${locale}`).getByText(t('pages.kefu.chat.sent'), {
          exact: true,
        }),
      );

      // The merchant finds it in the store's inbox, unread, from the store centre.
      await merchant.page.goto(`${server.url}/#/pages/me/store/index`);
      await merchant.page.getByRole('link', { name: t('routes.chatMerchant') }).click();
      await atRoute(merchant.page, /^#\/pages\/kefu\/mer/);
      const conversation = merchant.page
        .getByRole('link')
        .filter({ hasText: `Is it in stock? ${locale}` });
      await shows(conversation.getByText(t('pages.kefu.unread', { count: 1 })));
      await conversation.click();
      await shows(merchant.page.getByText(`Is it in stock? ${locale}`, { exact: true }));

      // Opening it marks it read: the buyer's bubble says so without a reload.
      await shows(
        bubble(buyer.page, `Is it in stock? ${locale}`).getByText(t('pages.kefu.chat.read'), {
          exact: true,
        }),
        LIVE_MS,
      );

      // Each way live.
      await deliveredLive(merchant.page, buyer.page, t, `Yes, ships today ${locale}`);
      await deliveredLive(buyer.page, merchant.page, t, `Great, thanks ${locale}`);

      // Away from the conversation, the buyer's account tab counts what arrives.
      await buyer.page.goto(`${server.url}/#/pages/index/index`);
      await merchant.page.getByRole('textbox', { name: t('pages.kefu.chat.inputLabel') }).waitFor();
      await send(merchant.page, t, `One more thing ${locale}`);
      await shows(
        unreadBadge(buyer.page, t, 1).or(
          buyer.page.getByRole('link', { name: new RegExp(t('pages.kefu.unread', { count: 1 })) }),
        ),
      );
    } finally {
      await buyer.context.close();
      await merchant.context.close();
    }
  });

  it('a buyer writes to customer service and staff answer from the console inbox', async () => {
    const username = `chatcs${locale}${randomBytes(2).toString('hex')}`;
    await registerByApi(api, username);
    const buyer = await person(server.url, t, username, PASSWORD);
    const staff = await person(server.url, t, 'staff', 'staff1234');
    try {
      await buyer.page.goto(`${server.url}/#/pages/me/index`);
      await buyer.page.getByRole('link', { name: t('routes.serviceInfo') }).click();
      await buyer.page
        .getByRole('button', { name: t('pages.kefu.service.chat') })
        .or(buyer.page.getByRole('link', { name: t('pages.kefu.service.chat') }))
        .first()
        .click();
      await atRoute(buyer.page, /^#\/pages\/kefu\/chat\?id=\d+/);
      await send(buyer.page, t, `My parcel is late ${locale}`);

      await staff.page.goto(`${server.url}/#/pages/staff/chat`);
      const conversation = staff.page
        .getByRole('link')
        .filter({ hasText: `My parcel is late ${locale}` });
      await shows(conversation.getByText(t('pages.kefu.unread', { count: 1 })));
      await conversation.click();
      await shows(staff.page.getByText(`My parcel is late ${locale}`, { exact: true }));
      await shows(
        bubble(buyer.page, `My parcel is late ${locale}`).getByText(t('pages.kefu.chat.read'), {
          exact: true,
        }),
        LIVE_MS,
      );

      await deliveredLive(staff.page, buyer.page, t, `Sorry, checking now ${locale}`);
      await deliveredLive(buyer.page, staff.page, t, `Thank you ${locale}`);
    } finally {
      await buyer.context.close();
      await staff.context.close();
    }
  });
});

describe('chat across two server processes on PostgreSQL', () => {
  const database = `chat_e2e_${randomBytes(4).toString('hex')}`;
  const admin = 'postgres://postgres@127.0.0.1:5432/test';
  let first: RunningServer;
  let second: RunningServer;
  let buyerDoor: FailoverProxy;
  let merchantDoor: FailoverProxy;
  let t: Texts;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = `postgres://postgres@127.0.0.1:5432/${database}`;
    t = await dictionary('en');
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startServer({ databaseUrl: url });
    second = await startServer({ databaseUrl: url });
    // The buyer reaches the first process while it lives, then the second; the merchant the second.
    buyerDoor = await failoverProxy([first.port, second.port]);
    merchantDoor = await failoverProxy([second.port]);
  }, 240_000);

  afterAll(async () => {
    await buyerDoor?.close();
    await merchantDoor?.close();
    await first?.stop();
    await second?.stop();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it('delivers between processes, and a killed process loses no message', async () => {
    const secondApi = new Api(second.url);
    const username = `chatpg${randomBytes(3).toString('hex')}`;
    const { token } = await registerByApi(secondApi, username);
    const merchantToken = await signIn(secondApi, 'merchant', 'merchant1234');
    const store = await secondApi.call('merchantStore', {}, merchantToken);
    const opened = await secondApi.call('chatOpen', { with: 'store', storeId: store.id }, token);

    const buyer = await person(buyerDoor.url, t, username, PASSWORD);
    const merchant = await person(merchantDoor.url, t, 'merchant', 'merchant1234');
    try {
      await buyer.page.goto(`${buyerDoor.url}/#/pages/kefu/chat?id=${opened.id}`);
      await buyer.page.getByRole('textbox', { name: t('pages.kefu.chat.inputLabel') }).waitFor();
      await until(() => buyerDoor.open().get(first.port) ?? 0).toBeGreaterThan(0);
      await send(buyer.page, t, 'Hello from process one');

      await merchant.page.goto(`${merchantDoor.url}/#/pages/kefu/chat?id=${opened.id}`);
      await shows(merchant.page.getByText('Hello from process one', { exact: true }));
      await deliveredLive(merchant.page, buyer.page, t, 'Hello from process two');
      await deliveredLive(buyer.page, merchant.page, t, 'Live from process one');

      // The buyer's process dies; what the merchant sends meanwhile reaches the buyer once, in order.
      await first.kill();
      const meanwhile = [
        'First while you were away',
        'Second while you were away',
        'Third while you were away',
      ];
      for (const text of meanwhile) await send(merchant.page, t, text);
      for (const text of meanwhile)
        await until(() => buyer.page.getByText(text, { exact: true }).count(), 30_000).toBe(1);
      const texts = await buyer.page.getByRole('listitem').allInnerTexts();
      const positions = meanwhile.map((text) => texts.findIndex((item) => item.includes(text)));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));

      // And the buyer, now on the second process, is heard live again.
      await deliveredLive(buyer.page, merchant.page, t, 'Back again');
      await until(() =>
        merchant.page.getByText('Hello from process one', { exact: true }).count(),
      ).toBe(1);
    } finally {
      await buyer.context.close();
      await merchant.context.close();
    }
  });
});
