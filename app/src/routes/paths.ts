import { ROUTE_TABLE, type RouteName } from './table';

export type { RouteName } from './table';

/** Each route's address by name (from the route table), for links and navigation. */
export const PATHS = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([name, row]) => [name, row.path]),
) as { readonly [Name in RouteName]: (typeof ROUTE_TABLE)[Name]['path'] };

const ROW_BY_PATH = new Map<string, (typeof ROUTE_TABLE)[RouteName]>(Object.values(ROUTE_TABLE).map((row) => [row.path, row]));

/**
 * The guard's rule is each route's `guard`. An address no route has keeps its area's rule
 * (everything under `me/` and `kefu/` needs a signed-in user, `staff/` the staff role), so a
 * mistyped private address never tells a visitor whether it exists.
 */
export function requiresLogin(path: string): boolean {
  const row = ROW_BY_PATH.get(path);
  if (row) return row.guard !== 'open';
  return path.startsWith('/pages/me/') || path.startsWith('/pages/kefu/') || requiresStaff(path);
}

/** The operations console is for the staff role only; anyone else is sent home. */
export function requiresStaff(path: string): boolean {
  const row = ROW_BY_PATH.get(path);
  return row ? row.guard === 'staff' : path.startsWith('/pages/staff/');
}

/** The five bottom tabs, in order; a root tab is where a second back press leaves the app. */
export const TAB_ROUTES = ['home', 'categories', 'cart', 'storeStreet', 'me'] as const satisfies readonly RouteName[];

export function isRootTab(path: string): boolean {
  return path === '/' || TAB_ROUTES.some((name) => PATHS[name] === path);
}
