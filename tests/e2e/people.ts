import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { minorToDecimalString } from '@shop/domain';
import { STORAGE_KEYS } from '../../app/src/session/storage';
import type { Api } from '../../scripts/bench/api';
import type { Texts } from './dictionary';
import { codeFromOutbox } from './server';

/**
 * The people of an end-to-end journey: accounts made the way the app makes them (an emailed
 * code from the development outbox), signed in through the app's own screens or through the API
 * for the parts a journey only sets up.
 */

export const PASSWORD = 'correct horse 1';

/** Polls a probe until its expectation holds, for UI and API states that arrive on their own. */
export const until = <T>(probe: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(probe, { timeout });

export const atRoute = (page: Page, route: RegExp) =>
  page.waitForURL((url) => route.test(url.hash), { timeout: 15_000 });

/** A small grey PNG made here, for photos and proofs. */
export function png(shade: number): Uint8Array {
  const image = new PNG({ width: 16, height: 16 });
  image.data.fill(shade);
  return PNG.sync.write(image);
}

/** The same picture as a file for an `<input type=file>`. */
export function photoFile(shade: number): { name: string; mimeType: string; buffer: Buffer } {
  return { name: `photo-${shade}.png`, mimeType: 'image/png', buffer: Buffer.from(png(shade)) };
}

/** The session token the app stored after signing in. */
export async function tokenIn(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  if (!token) throw new Error('no session token in the app');
  return token;
}

export async function signIn(api: Api, account: string, password: string): Promise<string> {
  return (await api.call('login', { account, password })).token;
}

/** A new account through the API; its token and id. */
export async function registerByApi(
  api: Api,
  username: string,
): Promise<{ token: string; id: number }> {
  const email = `${username}@example.com`;
  await api.call('sendMsgCode', { channel: 'email', target: email, purpose: 'register' });
  const code = await codeFromOutbox(api.origin, email);
  const session = await api.call('register', {
    username,
    email,
    code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreement: true,
  });
  return { token: session.token, id: session.userInfo.id };
}

/** Signs in through the log-in screen and waits until the app has left it. */
export async function logIn(
  page: Page,
  origin: string,
  t: Texts,
  account: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/#/pages/login/login`);
  await page.getByLabel(t('auth.fields.account'), { exact: true }).fill(account);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('common.logIn'), exact: true }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/login/'), { timeout: 15_000 });
}

/** The registration form on screen, filled and sent (the code comes from the development outbox). */
export async function fillRegistration(
  page: Page,
  origin: string,
  t: Texts,
  username: string,
): Promise<void> {
  const email = `${username}@example.com`;
  await page.getByLabel(t('auth.fields.username'), { exact: true }).fill(username);
  await page.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('auth.code.get') }).click();
  await until(() => codeFromOutbox(origin, email).catch(() => null)).not.toBeNull();
  await page
    .getByLabel(t('auth.fields.code'), { exact: true })
    .fill(await codeFromOutbox(origin, email));
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('auth.fields.confirmPassword'), { exact: true }).fill(PASSWORD);
  // The checkbox input is visually hidden (react-aria); a person presses its label.
  await page.getByText(t('auth.register.agree'), { exact: true }).click();
  await page.getByRole('button', { name: t('common.register'), exact: true }).click();
}

/**
 * Registers through the app's form, opened at `address` (an invitation link fills in its code,
 * which the form must then show: `inviteCode`); answers the session token the app keeps.
 */
export async function registerInApp(
  page: Page,
  origin: string,
  t: Texts,
  username: string,
  {
    address = `${origin}/#/pages/login/reg`,
    inviteCode = '',
  }: { address?: string; inviteCode?: string } = {},
): Promise<string> {
  await page.goto(address);
  await until(() =>
    page.getByLabel(t('auth.fields.invitationCode'), { exact: true }).inputValue(),
  ).toBe(inviteCode);
  await fillRegistration(page, origin, t, username);
  await atRoute(page, /^#\/pages\/index\/index$/);
  return tokenIn(page);
}

/** Types a PIN on the on-screen keypad, whose keys are digits in the reader's numbering system. */
export async function tapPin(page: Page, pad: Locator, pin: string): Promise<void> {
  const digits = await page.evaluate(() => {
    const format = new Intl.NumberFormat(document.documentElement.lang, { useGrouping: false });
    return Array.from({ length: 10 }, (_, digit) => format.format(digit));
  });
  for (const digit of pin)
    await pad.getByRole('button', { name: digits[Number(digit)], exact: true }).click();
}

/** Digits of a text in any numbering system, as ASCII ("١٢٫٠٠ $" and "$12.00" both give "1200"). */
export const digitsOf = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0e50-\u0e59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/\D/g, '');

/** Cents as the digits the screen writes for them: 100_00 is "10000". */
export const digitsOfMinor = (minor: number) => digitsOf(minorToDecimalString(minor));

/** The newest line of the wallet's bills (opened afresh): its type and its signed amount. */
export async function newestBill(page: Page, t: Texts, baseUrl: string) {
  await page.goto(`${baseUrl}/#/pages/me/wallet/record`);
  await page.reload();
  const first = page
    .getByRole('list', { name: t('pages.wallet.bills.types.all') })
    .getByRole('listitem')
    .first();
  await until(() => first.count()).toBe(1);
  return {
    type: (await first.getByRole('heading').textContent()) ?? '',
    sign: await first.locator('[data-sign]').getAttribute('data-sign'),
    digits: digitsOf((await first.locator('[data-sign]').textContent()) ?? ''),
  };
}
