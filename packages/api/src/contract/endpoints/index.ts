import type { Endpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { catalogEndpoints } from './catalog';
import { merchantEndpoints } from './merchant';
import { shoppingEndpoints } from './shopping';
import { staffEndpoints } from './staff';
import { supportEndpoints } from './support';
import { walletEndpoints } from './wallet';

/**
 * Every endpoint of the wire, by name. The name is how the client, the server and the mocks refer
 * to an endpoint; method and path are what travels.
 */
export const endpoints = {
  ...authEndpoints,
  ...catalogEndpoints,
  ...shoppingEndpoints,
  ...walletEndpoints,
  ...merchantEndpoints,
  ...supportEndpoints,
  ...staffEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Find the endpoint a request is for (the server's router and the mocks use the same lookup). */
export function findEndpoint(method: string, path: string): [EndpointName, Endpoint] | undefined {
  const upper = method.toUpperCase();
  for (const name of endpointNames) {
    const e: Endpoint = endpoints[name];
    if (e.method === upper && e.path === path) return [name, e];
  }
  return undefined;
}

export * from './auth';
export * from './catalog';
export * from './shopping';
export * from './wallet';
export * from './merchant';
export * from './support';
export * from './staff';
