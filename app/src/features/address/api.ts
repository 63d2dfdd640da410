import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The address book in the query cache. The values are the keys the app has always used (stories,
 * mocks and tests seed them): change one and every reader and seeder must change with it.
 * After any change to the book, refresh `list` and the confirm-order previews (`orderKeys.confirms`).
 */
export const addressKeys = {
  list: ['addressList'] as const,
  detail: (id: number | null) => ['addressDetail', id] as const,
  /** The address chosen on the list in choose mode, waiting for the confirm-order screen (`addressChoice.ts`). */
  choice: ['addressChoice'] as const,
};

export const addressQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: addressKeys.list,
      queryFn: ({ signal }) => api.request('addressList', undefined, { signal, silent: true }),
    }),
  /** One address, to edit; waits while there is no id (a new address). */
  detail: (api: ApiClient, id: number | null) =>
    queryOptions({
      queryKey: addressKeys.detail(id),
      queryFn: ({ signal }) => api.request('addressDetail', { id: id! }, { signal, silent: true }),
      enabled: id !== null,
    }),
};
