import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, keepPhrases, type Dictionary } from './index';

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

  it('isolates values that could be reordered by the sentence, in Arabic and in English', async () => {
    const sentences: Record<string, Dictionary> = {
      en: { coupon: 'Coupon: {{name}}', items: '{{count}} items' } as unknown as Dictionary,
      ar: { coupon: 'القسيمة: {{name}}', items: '{{count}} عناصر' } as unknown as Dictionary,
    };
    const i18n = await createI18n('ar', async (language) => sentences[language]!);
    expect(i18n.t('coupon', { name: '$20 off at Coral Corner' })).toBe('القسيمة: \u2068$20 off at Coral Corner\u2069');
    expect(i18n.t('items', { count: 3 })).toBe('3 عناصر');
    await i18n.changeLanguage('en');
    expect(i18n.t('coupon', { name: '$20 off at Coral Corner' })).toBe('Coupon: $20 off at Coral Corner');
    expect(i18n.t('coupon', { name: 'متجر النور 24' })).toBe('Coupon: \u2068متجر النور 24\u2069');
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

  it('keeps Chinese phrases whole (word joiners inside them) and leaves other languages alone', async () => {
    const load = vi.fn(async (language: string) =>
      language === 'zh-Hans' ? ({ common: { retry: '重新加载' } } as Dictionary) : dictionaries[language]!,
    );
    const i18n = await createI18n('en', load);
    expect(i18n.t('common.retry')).toBe('Retry');
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('common.retry')).toBe('重\u2060新加\u2060载');
    await i18n.changeLanguage('ar');
    expect(i18n.t('common.retry')).toBe('إعادة المحاولة');
  });

  it('keeps the phrases of a server text (a product name) whole in Chinese only', async () => {
    const i18n = await createI18n('zh-Hans', async () => ({}) as Dictionary);
    expect(keepPhrases(i18n, '联系客服')).toBe('联\u2060系客\u2060服');
    await i18n.changeLanguage('en');
    expect(keepPhrases(i18n, '联系客服')).toBe('联系客服');
  });

  it('keeps them whole for the instance a component gets from useTranslation (a copy of it)', async () => {
    const i18n = await createI18n('zh-Hans', async () => ({}) as Dictionary);
    function Name() {
      const { i18n: fromHook } = useTranslation();
      return <span data-testid="name">{keepPhrases(fromHook, '联系客服')}</span>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Name />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('name').textContent).toBe('联\u2060系客\u2060服');
  });
});
