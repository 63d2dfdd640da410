/**
 * "How long ago", in the reader's language (spec section 9): under 5 minutes "just now", then
 * minutes, hours and days up to 30 days, then the date. Intl has no "just now" (its nearest is
 * "now"), so the app passes the dictionary's `time.justNow`; without it Intl's word is used.
 * A time in the future (a fast client clock) reads as just now rather than "in 2 minutes".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const JUST_NOW_UNDER_MS = 5 * MINUTE;
export const RELATIVE_UP_TO_DAYS = 30;

export interface TimeAgoOptions {
  /** The translated "just now" (`t('time.justNow')`). */
  justNow?: string;
  /** Zone for the date shown after 30 days; the reader's own by default. */
  timeZone?: string;
}

/**
 * What a time reads as, for the sentence around it: "placed just now" and "placed on 3 Nov" are
 * worded apart from "placed 2 days ago" in most languages (German "vor 2 Tagen" but "am 3. Nov."),
 * so a dictionary has a variant of the sentence for each (i18next's `context`).
 */
export type TimeAgoKind = 'justNow' | 'relative' | 'date';

export function timeAgoKind(then: Date | number | string, now: Date | number): TimeAgoKind {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(then).getTime());
  if (elapsed < JUST_NOW_UNDER_MS) return 'justNow';
  return Math.floor(elapsed / DAY) <= RELATIVE_UP_TO_DAYS ? 'relative' : 'date';
}

export function formatTimeAgo(
  then: Date | number | string,
  now: Date | number,
  locale: string,
  options: TimeAgoOptions = {},
): string {
  const t = new Date(then).getTime();
  const n = new Date(now).getTime();
  if (Number.isNaN(t)) throw new RangeError(`Not a time: ${String(then)}`);
  const elapsed = Math.max(0, n - t);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const kind = timeAgoKind(t, n);
  if (kind === 'justNow') return options.justNow ?? rtf.format(0, 'second');
  if (kind === 'date') return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(t);
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  // numeric:'auto' would say "yesterday" for 1 day; keep the count so the list reads uniformly.
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(elapsed / DAY), 'day');
}
