import { QueryClient } from '@tanstack/react-query';

/** The app's server-state cache, with the app's defaults. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
