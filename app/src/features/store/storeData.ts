import { useQuery } from '@tanstack/react-query';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';
import { storeKeys } from './api';

export type StoreDetail = DataOf<Endpoints['storeDetail']>;


export function useStoreDetail(id: number | null) {
  const api = useApi();
  const signedIn = useSession(selectSignedIn);
  return useQuery({
    queryKey: storeKeys.detail(id, signedIn),
    enabled: id !== null,
    queryFn: ({ signal }) => api.request('storeDetail', { id: id! }, { signal, silent: true }),
  });
}

/** The kit list's texts (the app's, in the shell). */
export { useListTexts } from '../../shell/PagedList';
