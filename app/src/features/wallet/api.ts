import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The wallet in the query cache. The values are the keys the app has always used (stories, mocks
 * and tests seed them): change one and every reader and seeder must change with it.
 */
export const walletKeys = {
  summary: ['walletSummary'] as const,
  /** Every filter's records. */
  records: ['walletRecords'] as const,
  recordList: (filter: string) => ['walletRecords', filter] as const,
  depositChannels: ['depositChannels'] as const,
  /** The first page of deposits, where the deposit page finds the record under review. */
  depositLogsFirst: ['depositLogs', 'first'] as const,
  /** A record list (deposits or withdrawals), all of it. */
  logs: (endpoint: 'depositLogs' | 'withdrawalLogs') => [endpoint, 'all'] as const,
  /** The withdrawal accounts, shared by the accounts, account edit and withdrawal pages. */
  accounts: ['withdrawalAccounts'] as const,
};

/** Query keys of everything a money movement changes. */
const MONEY_MOVEMENT_KEYS = [
  ['walletSummary'],
  ['walletRecords'],
  ['depositLogs'],
  ['withdrawalLogs'],
] as const;

/** After a deposit, withdrawal or transfer: the summary and every record list. */
export function invalidateWallet(queryClient: QueryClient) {
  for (const queryKey of MONEY_MOVEMENT_KEYS) void queryClient.invalidateQueries({ queryKey });
}

export const walletQueries = {
  summary: (api: ApiClient) =>
    queryOptions({
      queryKey: walletKeys.summary,
      queryFn: ({ signal }) => api.request('walletSummary', undefined, { signal, silent: true }),
    }),
  depositChannels: (api: ApiClient) =>
    queryOptions({
      queryKey: walletKeys.depositChannels,
      queryFn: ({ signal }) => api.request('depositChannels', undefined, { signal, silent: true }),
    }),
  accounts: (api: ApiClient) =>
    queryOptions({
      queryKey: walletKeys.accounts,
      queryFn: ({ signal }) => api.request('withdrawalAccounts', {}, { signal, silent: true }),
    }),
};
