import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import {
  matchDeviceLocale,
  REQUEST_DEFAULT_LOCALE,
  requestLocale,
  resolveStartupLocale,
  TRANSLATION_DEFAULT_LOCALE,
  translationLocale,
} from './locale-resolution';

describe('matchDeviceLocale', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh_TW', 'zh-Hant'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['es-419', 'es'],
    ['ar-EG', 'ar'],
    ['fr-CA', 'fr'],
    ['de-CH', 'de'],
    ['in-ID', 'id'],
    ['id-ID', 'id'],
    ['hi-IN', 'hi'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['th-TH', 'th'],
    ['vi-VN', 'vi'],
    ['ru-RU', 'ru'],
    ['EN-us', 'en'],
    ['he-IL', null],
    ['fa-IR', null],
    ['', null],
    ['   ', null],
    ['not a tag!', null],
    ['😀', null],
    ['العربية', null],
  ])('%j -> %s', (tag, expected) => {
    expect(matchDeviceLocale(tag)).toBe(expected);
  });

  it.each(LOCALES)('%s maps to itself', (locale) => {
    expect(matchDeviceLocale(locale)).toBe(locale);
  });
});

describe('the three readings of the default', () => {
  it('request layer defaults to en, translation layer to th', () => {
    expect(REQUEST_DEFAULT_LOCALE).toBe('en');
    expect(TRANSLATION_DEFAULT_LOCALE).toBe('th');
    expect(requestLocale(null)).toBe('en');
    expect(requestLocale('pseudo')).toBe('en');
    expect(translationLocale(undefined)).toBe('th');
    expect(translationLocale('xx')).toBe('th');
  });

  it('the stored choice always wins, in every layer', () => {
    for (const stored of LOCALES) {
      expect(requestLocale(stored)).toBe(stored);
      expect(translationLocale(stored)).toBe(stored);
      expect(resolveStartupLocale(stored, ['ja-JP'])).toEqual({ locale: stored, source: 'stored', shouldStore: false });
    }
  });

  it('first start: the first device language we support, stored from then on', () => {
    expect(resolveStartupLocale(null, ['he-IL', 'pt-BR', 'en-US'])).toEqual({ locale: 'pt', source: 'device', shouldStore: true });
    expect(resolveStartupLocale('', ['zh-HK'])).toEqual({ locale: 'zh-Hant', source: 'device', shouldStore: true });
  });

  it('first start with no supported device language: the translation layer default, stored', () => {
    expect(resolveStartupLocale(undefined, ['he-IL'])).toEqual({ locale: 'th', source: 'default', shouldStore: true });
    expect(resolveStartupLocale(null)).toEqual({ locale: 'th', source: 'default', shouldStore: true });
  });

  it('once start-up stored its answer, all three layers agree', () => {
    for (const devices of [[], ['he'], ['zh-TW'], ['pt-BR', 'en']]) {
      const { locale } = resolveStartupLocale(null, devices);
      expect(requestLocale(locale)).toBe(locale);
      expect(translationLocale(locale)).toBe(locale);
      expect(resolveStartupLocale(locale, devices).locale).toBe(locale);
    }
  });

  it('a corrupted stored value is ignored, not trusted', () => {
    expect(resolveStartupLocale('zh_TW', ['ko']).locale).toBe('ko');
    expect(resolveStartupLocale('<script>', []).source).toBe('default');
  });
});
