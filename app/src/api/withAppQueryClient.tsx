import { useContext, type ComponentType } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { appQueryClient } from './queryClientSource';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page's loader that also makes the app's query cache, in parallel with the page's code, and
 * hands the page that cache: the page then renders with its queries working, whether or not the
 * providers above have re-rendered with the new cache yet. A cache given from above (stories,
 * tests) wins.
 */
export function withAppQueryClient(load: () => PageModule): () => PageModule {
  return () =>
    Promise.all([load(), appQueryClient.load()]).then(([{ default: Page }]) => {
      function WithQueryClient() {
        const client = useContext(QueryClientContext) ?? appQueryClient.client ?? undefined;
        return (
          <QueryClientContext.Provider value={client}>
            <Page />
          </QueryClientContext.Provider>
        );
      }
      WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
      return { default: WithQueryClient };
    });
}
