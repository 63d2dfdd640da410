import { peekJson } from '@shop/api/client';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { productKeys } from '../features/catalogue/api';
import type { AppClients } from '../shell/AppProviders';
import { idParam } from './params';
import { PATHS } from './paths';

/**
 * The server requests of a page opened by its address (a shared link, a reload), started at boot.
 *
 * Why: left to the page, they wait for its code, then the request machinery's code, then the answer,
 * one after the other; a product page's name (its largest paint) came three round trips after the
 * script. Started here they travel alongside the page's code. The home page needs none: the server
 * sends its data with the shell. Only the product page prefetches its data: it is the page shoppers
 * are sent to by link; every other page still gets its request machinery early.
 *
 * Resolves when the prefetched answer (if any) is in the cache; never rejects (the page asks again).
 */
export function startOpeningRequests(path: string, query: string, clients: AppClients, signedIn: boolean): Promise<void> | undefined {
  if (path === PATHS.home) return undefined;
  clients.api.preload();
  if (path !== PATHS.productView) return undefined;
  const id = idParam(new URLSearchParams(query));
  if (id === null) return undefined;
  // Leaves at once, without waiting for the request machinery (see peekJson).
  const peeked = peekJson(clients.api.config, 'productDetail', { id });
  return clients.queries
    .load()
    .then((queryClient) =>
      // The same key as the page's own query, so the page finds the answer waiting (or on its way).
      queryClient.prefetchQuery({
        queryKey: productKeys.detail(id, signedIn),
        queryFn: ({ signal }) =>
          peeked.then(
            (data) =>
              (data as DataOf<Endpoints['productDetail']> | undefined) ??
              clients.api.request('productDetail', { id }, { signal, silent: true }),
          ),
        // A failure is the page's to show and retry: it asks again when it finds no answer.
        retry: false,
      }),
    )
    .catch(() => undefined);
}
