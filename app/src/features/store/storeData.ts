import { useQuery } from '@tanstack/react-query';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';

export type StoreDetail = DataOf<Endpoints['storeDetail']>;

/**
 * A store page header (`storeDetail`). The key holds whether someone is signed in: the answer's
 * `followed` is only meaningful with a session, so signing in loads it again.
 */
export const storeDetailKey = (id: number | null, signedIn: boolean) => ['storeDetail', id, signedIn] as const;

export function useStoreDetail(id: number | null) {
  const api = useApi();
  const signedIn = useSession(selectSignedIn);
  return useQuery({
    queryKey: storeDetailKey(id, signedIn),
    enabled: id !== null,
    queryFn: ({ signal }) => api.request('storeDetail', { id: id! }, { signal, silent: true }),
  });
}

/** The kit list's texts (the app's, in the shell). */
export { useListTexts } from '../../shell/PagedList';
