import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from './browser';
import { dictionary } from './dictionary';
import { browser, server, startJourney } from './journey';
import { until } from './people';
import { codeFromOutbox } from './server';

startJourney();

async function registerSignInSignOut(page: Page, locale: string, username: string) {
  const t = await dictionary(locale);
  const email = `${username}@example.com`;
  const password = 'correct horse 1';

  await page.goto(`${server.url}/#/pages/login/reg`);
  await until(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');

  await page.getByLabel(t('auth.fields.username'), { exact: true }).fill(username);
  await page.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('auth.code.get') }).click();
  await until(() => codeFromOutbox(server.url, email).catch(() => null), 10_000).not.toBeNull();
  const code = await codeFromOutbox(server.url, email);
  await page.getByLabel(t('auth.fields.code'), { exact: true }).fill(code);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(password);
  await page.getByLabel(t('auth.fields.confirmPassword'), { exact: true }).fill(password);
  // The checkbox input is visually hidden (react-aria); a person presses its label.
  await page.getByText(t('auth.register.agree'), { exact: true }).click();
  expect(await page.getByRole('checkbox', { name: t('auth.register.agree') }).isChecked()).toBe(true);
  await page.getByRole('button', { name: t('common.register'), exact: true }).click();

  // Registered and signed in: the app leaves the form for the home page.
  await page.waitForURL(/#\/pages\/index\/index$/, { timeout: 15_000 });

  // Sign out from the account page, after the confirmation.
  await page.goto(`${server.url}/#/pages/me/index`);
  await until(() => page.getByRole('heading', { name: username }).count()).toBe(1);
  await page.getByRole('button', { name: t('common.logOut') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t('common.logOut') }).click();
  await page.waitForURL(/#\/pages\/login\/login/, { timeout: 15_000 });

  // Sign in again with the new account.
  await page.getByLabel(t('auth.fields.account'), { exact: true }).fill(username);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('common.logIn'), exact: true }).click();
  await page.waitForURL(/#\/pages\/me\/index$/, { timeout: 15_000 });
  await until(() => page.getByRole('heading', { name: username }).count()).toBe(1);
}

describe('signing up, in and out against the real server', () => {
  it('works in English', async () => {
    const context = await phoneContext(browser, 'en');
    await registerSignInSignOut(await context.newPage(), 'en', 'e2e_english');
    await context.close();
  }, 120_000);

  it('works in Arabic, right to left', async () => {
    const context = await phoneContext(browser, 'ar');
    await registerSignInSignOut(await context.newPage(), 'ar', 'e2e_arabic');
    await context.close();
  }, 120_000);
});
