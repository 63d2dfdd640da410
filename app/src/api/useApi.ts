import { createContext, useContext } from 'react';
import type { ApiClient } from '@shop/api/client';

/** The signed request client of the running app (or a story's), given by the shell's providers. */
export const ApiContext = createContext<ApiClient | null>(null);

/** The request client: how every screen and feature talks to the server. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs the app providers');
  return api;
}
