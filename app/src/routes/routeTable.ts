import type { ComponentType } from 'react';
import { withAppQueryClient } from '../api/withAppQueryClient';
import { PATHS, type RouteName } from './paths';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDef {
  name: RouteName;
  path: string;
  /** The page chunk; loaded on first visit. */
  load: () => PageModule;
}

const loadHome = () => import('../pages/index/HomePage');

/**
 * The other pages' loaders (pageLoaders: each page's chunk and the chunks it needs, 4 KiB gzip of
 * file names) download with the first navigation away from home, or with the shopper's first
 * touch (main.tsx), not with every first visit.
 */
export const loadPageLoaders = () => import('./pageLoaders');

const viaPageLoaders =
  (name: RouteName): (() => PageModule) =>
  () =>
    loadPageLoaders().then(({ pageLoader }) => pageLoader(name)());

export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as RouteName[]).map((name) => ({
  name,
  path: PATHS[name],
  // The home page draws the server's boot data and makes the query cache itself when it needs it.
  load: name === 'home' ? loadHome : withAppQueryClient(viaPageLoaders(name)),
}));

export function routeByPath(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}
