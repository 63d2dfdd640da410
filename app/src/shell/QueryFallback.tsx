import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from '@shop/ui';
import { LoadFailed } from './LoadFailed';

/**
 * What a page shows until its query has data: its own skeleton (the children) while the query
 * is pending, and a retry when it failed. A page returns it while `!query.isSuccess`, so the
 * rest of the page reads `query.data` as loaded.
 */
export function QueryFallback({
  query,
  topBar,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'refetch'>;
  topBar: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page topBar={topBar}>{query.isPending ? children : <LoadFailed onRetry={() => void query.refetch()} />}</Page>
  );
}
