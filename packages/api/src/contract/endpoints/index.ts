import type { Endpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { addressEndpoints } from './address';
import { cartEndpoints } from './cart';
import { catalogueEndpoints, collectionEndpoints } from './catalogue';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { merchantEndpoints } from './merchant';
import { ordersEndpoints } from './orders';
import { staffEndpoints } from './staff';
import { uploadsEndpoints } from './uploads';
import { walletEndpoints } from './wallet';

/*
 * The groups the server's routes were written against, before the contract took the product's area
 * names. They are put together from the area files, in the order the endpoints had then: that order
 * is the order of `endpoints` below, hence of the generated route table (routes.ts).
 */
const { devOutbox, ...authEndpoints } = accountEndpoints;
const { appInfo, ...articleEndpoints } = contentEndpoints;
export { authEndpoints };
export const catalogEndpoints = { appInfo, ...catalogueEndpoints, ...articleEndpoints } as const;
export const shoppingEndpoints = { ...cartEndpoints, ...ordersEndpoints, ...collectionEndpoints, ...addressEndpoints } as const;
export const supportEndpoints = { ...chatEndpoints, ...uploadsEndpoints, devOutbox } as const;

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

export * from './account';
export * from './catalogue';
export * from './content';
export * from './cart';
export * from './orders';
export * from './address';
export * from './wallet';
export * from './merchant';
export * from './chat';
export * from './uploads';
export * from './staff';
