import { useTranslation } from 'react-i18next';
import { formatTimeAgo, timeAgoKind } from '@shop/domain';
import { intlLocale } from './intlLocale';

/**
 * A sentence around "how long ago" (`Placed {{time}}`), worded whole by each dictionary: the key's
 * `_justNow` variant says "placed just now" and its `_date` variant "placed on 3 Nov", where
 * dropping the time into one sentence would read "Placed Just now" or "たった今に注文".
 */
export function useTimeAgoSentence(key: string) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (then: Date | number | string, now: Date | number) => {
    const kind = timeAgoKind(then, now);
    return t(key, {
      time: formatTimeAgo(then, now, locale, { justNow: t('time.justNow') }),
      context: kind === 'relative' ? undefined : kind,
    });
  };
}
