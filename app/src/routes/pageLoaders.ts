import type { ComponentType } from 'react';
import { preloadSessionMachine } from '../session/sessionMachineLoader';
import { ROUTE_TABLE, type RouteName, type RouteRow } from './table';

/**
 * What a page shows while its code downloads (PageStates' PageLoading). Asked for here, so the
 * entry holds no list of its files, and as soon as these loaders arrive, before any page needs it.
 */
export const loadingScreen = () => import('../shell/PageLoadingScreen');
void loadingScreen().catch(() => undefined);

type PageModule = Promise<{ default: ComponentType }>;

/** A sign-in screen drives the session machine: both download together, not one after the other. */
const withSessionMachine =
  (load: () => PageModule): (() => PageModule) =>
  () =>
    Promise.all([load(), preloadSessionMachine()]).then(([page]) => page);

// Every page module, each its own chunk, loaded when its route is first shown.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(['../pages/**/*Page.tsx', '../pages/**/*Pages.tsx']);

/** The loader of a route's page, from its row: `page` names the module (and the export, after `#`). */
export function pageLoader(name: RouteName): () => PageModule {
  const row: RouteRow = ROUTE_TABLE[name];
  const [file, exportName = 'default'] = row.page.split('#') as [string, string?];
  const importPage = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!importPage) throw new Error(`route ${name}: no page module app/src/pages/${file}.tsx`);
  const load = () => importPage().then((module) => ({ default: module[exportName]! }));
  return row.session ? withSessionMachine(load) : load;
}
