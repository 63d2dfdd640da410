import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * Asks the server again for everything cached when the app's language changes: catalogue names,
 * stores, articles, coupons and order lines come back in the request's language (the `lang`
 * header, read from storage on each request, which `setLocale` writes before switching).
 *
 * Invalidation rather than a reset: the screens on view refetch while still showing what they
 * had (no blank flash or skeleton between the two languages), and every other cached answer is
 * marked stale, so it is fetched afresh when its screen opens, whatever its staleTime.
 */
export function RefetchOnLanguageChange() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = i18n.language;
    const changed = (language: string) => {
      // i18next also announces a change to the language it already has.
      if (language === current) return;
      current = language;
      void queryClient.invalidateQueries();
    };
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [i18n, queryClient]);
  return null;
}
