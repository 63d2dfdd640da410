import { ROUTE_TABLE, type RouteName } from './table';

/**
 * Size budgets, in KiB of gzip JavaScript, held by `pnpm test` (tests/e2e/bundle-budgets.e2e.ts,
 * after the e2e step has built the app) and printed by `pnpm bench:bundle`.
 */

/** A visitor's first visit to home: the entry, its static imports and the home page's chunk with its own. */
export const FIRST_VISIT_BUDGET_KIB = 130;

/** What each route's page adds on top of the entry: its row's `budgetKiB` (routes/table.ts). */
export const ROUTE_BUDGETS_KIB = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([name, row]) => [name, row.budgetKiB]),
) as Record<RouteName, number>;
