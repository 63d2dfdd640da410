import { useEffect } from 'react';

/** "Page · Marketplace", or the product name alone where a page has no title. */
export function useDocumentTitle(pageTitle: string | null, appName: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
