import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
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
export const until = <T>(probe: () => T | Promise<T>, timeout = 15_000) => expect.poll(probe, { timeout });

export const atRoute = (page: Page, route: RegExp) => page.waitForURL((url) => route.test(url.hash), { timeout: 15_000 });

/** A small grey PNG made here, for photos and proofs. */
export function png(shade: number): Uint8Array {
  const image = new PNG({ width: 16, height: 16 });
  image.data.fill(shade);
  return PNG.sync.write(image);
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
export async function registerByApi(api: Api, username: string): Promise<{ token: string; id: number }> {
  const email = `${username}@example.com`;
  await api.call('sendMsgCode', { channel: 'email', target: email, purpose: 'register' });
  const code = await codeFromOutbox(api.origin, email);
  const session = await api.call('register', { username, email, code, password: PASSWORD, confirmPassword: PASSWORD, agreement: true });
  return { token: session.token, id: session.userInfo.id };
}

/** Signs in through the log-in screen and waits until the app has left it. */
export async function logIn(page: Page, origin: string, t: Texts, account: string, password: string): Promise<void> {
  await page.goto(`${origin}/#/pages/login/login`);
  await page.getByLabel(t('auth.fields.account'), { exact: true }).fill(account);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('common.logIn'), exact: true }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/login/'), { timeout: 15_000 });
}
