import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { formatTimeAgo, RELATIVE_UP_TO_DAYS, timeAgoKind } from './time-ago';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const MIN = 60_000;
const ago = (ms: number, locale = 'en', justNow?: string) =>
  formatTimeAgo(NOW - ms, NOW, locale, justNow ? { justNow, timeZone: 'UTC' } : { timeZone: 'UTC' });

describe('formatTimeAgo', () => {
  it.each([
    [0, 'Just now'],
    [4 * MIN + 59_999, 'Just now'],
    [5 * MIN, '5 minutes ago'],
    [59 * MIN + 59_999, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN + 59 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [30 * 24 * 60 * MIN, '30 days ago'],
    [31 * 24 * 60 * MIN, 'Oct 20, 2026'],
    [400 * 24 * 60 * MIN, 'Oct 16, 2025'],
  ])('%d ms ago reads %j', (ms, expected) => {
    expect(ago(ms, 'en', 'Just now')).toBe(expected);
  });

  it('shows the date in the zone asked for', () => {
    const then = Date.parse('2026-10-20T02:00:00Z');
    expect(formatTimeAgo(then, NOW, 'en', { timeZone: 'UTC' })).toBe('Oct 20, 2026');
    expect(formatTimeAgo(then, NOW, 'en', { timeZone: 'America/Los_Angeles' })).toBe('Oct 19, 2026');
  });

  it('a time in the future reads as just now', () => {
    expect(formatTimeAgo(NOW + 10 * MIN, NOW, 'en', { justNow: 'Just now' })).toBe('Just now');
  });

  it('falls back to Intl\'s own word for now', () => {
    expect(ago(0, 'en')).toBe('now');
    expect(ago(0, 'de')).toBe('jetzt');
  });

  it('accepts ISO strings and Dates', () => {
    expect(formatTimeAgo('2026-11-20T09:00:00Z', new Date(NOW), 'en')).toBe('1 hour ago');
  });

  it('refuses what is not a time', () => {
    expect(() => formatTimeAgo('yesterday-ish', NOW, 'en')).toThrow(RangeError);
  });

  it.each([
    ['ar', 7 * MIN, 'قبل 7 دقائق'],
    ['ru', 2 * 60 * MIN, '2 часа назад'],
    ['ja', 3 * 24 * 60 * MIN, '3 日前'],
    ['th', 10 * MIN, '10 นาทีที่ผ่านมา'],
    ['fr', 5 * MIN, 'il y a 5 minutes'],
  ])('%s: %d ms in the reader\'s language', (locale, ms, expected) => {
    expect(ago(ms, locale)).toBe(expected);
  });

  it.each(LOCALES)('%s: each band gives a different text, and old dates show the year', (locale) => {
    const texts = [6 * MIN, 2 * 60 * MIN, 2 * 24 * 60 * MIN, 60 * 24 * 60 * MIN].map((ms) => ago(ms, locale));
    expect(new Set(texts).size).toBe(4);
    // Thai dates use the Buddhist era (2569); everyone else the Gregorian year.
    expect(texts[3]).toMatch(locale === 'th' ? /2569/ : /2026|٢٠٢٦/);
  });
});

describe('timeAgoKind', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('names the sentence a time goes into: just now, so long ago, or a date', () => {
    expect(timeAgoKind(now - 4 * 60_000, now)).toBe('justNow');
    expect(timeAgoKind(now + 60_000, now)).toBe('justNow');
    expect(timeAgoKind(now - 5 * 60_000, now)).toBe('relative');
    expect(timeAgoKind(now - RELATIVE_UP_TO_DAYS * 86_400_000, now)).toBe('relative');
    expect(timeAgoKind(now - (RELATIVE_UP_TO_DAYS + 1) * 86_400_000, now)).toBe('date');
  });

  it('agrees with what formatTimeAgo writes', () => {
    for (const minutes of [0, 4, 5, 59, 60 * 23, 60 * 24 * 30, 60 * 24 * 31, 60 * 24 * 400]) {
      const then = now - minutes * 60_000;
      const text = formatTimeAgo(then, now, 'en', { justNow: 'Just now' });
      const kind = timeAgoKind(then, now);
      expect(kind === 'justNow').toBe(text === 'Just now');
      expect(kind === 'relative').toBe(/ago$/.test(text));
    }
  });
});
