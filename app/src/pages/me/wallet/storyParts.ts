import type { StoryContext } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { within } from 'storybook/test';
import { formatMoney, type MoneySign } from '@shop/domain';
import { storyT } from '../../../storybook/storyT';
import { intlLocale } from '../../../i18n/intlLocale';

/** The story's language as money is formatted in it ('pseudo' formats as English). */
export const language = (context: StoryContext) => {
  const lang = (context.loaded.i18n as i18n).language;
  return intlLocale(lang);
};

/** Money as the screen writes it, in the story's language. */
export const moneyIn = (context: StoryContext) => (minor: number, sign?: MoneySign) => formatMoney(minor, language(context), sign);

/** A toast (or any text in the document) in the story's language. */
export const findText = (context: StoryContext, key: string, values?: Record<string, unknown>) =>
  within(document.body).findByText(storyT(context)(key, values));

/** The kit PIN pad's hidden input inside a sheet. */
export async function pinField(sheet: HTMLElement): Promise<HTMLInputElement> {
  for (let i = 0; i < 50; i += 1) {
    const input = sheet.querySelector<HTMLInputElement>('input[type="password"]');
    if (input) return input;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no PIN field in the sheet');
}

/** Text as a reader sees it: direction marks dropped, every kind of space one space. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * A text matcher for lines holding money: the locale's money carries direction marks and
 * non-breaking spaces, which the screen and the story may place differently.
 */
export const sameText =
  (expected: string) =>
  (_content: string, element: Element | null): boolean =>
    !!element && [...element.children].every((child) => plain(child.textContent ?? '') !== plain(expected)) && plain(element.textContent ?? '') === plain(expected);
