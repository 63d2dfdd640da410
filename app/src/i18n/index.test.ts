import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Dictionary } from './index';

const dictionaries: Record<string, Dictionary> = {
  en: { common: { retry: 'Retry' } } as Dictionary,
  ar: { common: { retry: 'إعادة المحاولة' } } as Dictionary,
};

describe('createI18n', () => {
  it('reads the first language before it resolves, and another one when the language changes', async () => {
    const load = vi.fn(async (language: string) => dictionaries[language]!);
    const i18n = await createI18n('en', load);
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(load).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('ar');
    expect(i18n.t('common.retry')).toBe('إعادة المحاولة');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en', 'ar']);
  });

  it('reads each language once, however often it is chosen', async () => {
    const load = vi.fn(async (language: string) => dictionaries[language]!);
    const i18n = await createI18n('en', load);
    await i18n.changeLanguage('ar');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ar');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows keys, not a crash, when a dictionary cannot be read (the network is down)', async () => {
    const i18n = await createI18n('en', async () => {
      throw new Error('offline');
    });
    expect(i18n.t('common.retry')).toBe('common.retry');
  });
});
