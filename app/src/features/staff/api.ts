import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';
import type { StaffQueue } from '@shop/api/contract';

/** A queue's tab in the staff console. */
export type QueueTab = 'pending' | 'approved' | 'rejected' | 'refunded';

/**
 * The staff console in the query cache, so a decision can refresh what it changed. The values are
 * the keys the console has always used: change one and every reader must change with it.
 */
export const staffKeys = {
  all: ['staff'] as const,
  overview: ['staff', 'overview'] as const,
  list: (queue: StaffQueue, tab: QueueTab) => ['staff', 'list', queue, tab] as const,
  lists: (queue: StaffQueue) => ['staff', 'list', queue] as const,
  detail: (queue: StaffQueue, id: number) => ['staff', 'detail', queue, id] as const,
};

export const staffQueries = {
  overview: (api: ApiClient) =>
    queryOptions({
      queryKey: staffKeys.overview,
      queryFn: ({ signal }) => api.request('staffOverview', undefined, { signal, silent: true }),
    }),
};
