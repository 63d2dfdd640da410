import { describe, expect, it } from 'vitest';
import { pseudoize } from '@shop/domain/pseudo';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import { errorMessage } from './messages';

describe('errorMessage', () => {
  it("answers in the request's language", async () => {
    expect(await errorMessage('loginFailed', 'de')).toBe(de.errors.loginFailed);
  });

  it('falls back to English for a language the product does not speak', async () => {
    expect(await errorMessage('loginFailed', 'xx')).toBe(en.errors.loginFailed);
  });

  it("reads as the app's pseudo dictionary does in the pseudo-locale", async () => {
    expect(await errorMessage('loginFailed', 'pseudo')).toBe(pseudoize(en.errors.loginFailed));
  });
});
