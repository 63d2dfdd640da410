import { z } from 'zod';
import { ORDER_TAB_NAMES as DOMAIN_ORDER_TAB_NAMES, type OrderTab } from '@shop/domain';

/**
 * The marketplace's status codes, roles and limits as the wire uses them: numeric codes in
 * answers, names in requests that pick a tab or filter. They come from `@shop/domain`, so the
 * contract, the server and the app agree by construction.
 */
export {
  AFTER_SALES_STATUS,
  COUPON_STATUS,
  LIMITS,
  LOCALES,
  ORDER_STATUS,
  PAYMENT_METHODS,
  REVIEW_STATUS,
  ROLES,
  SHELF_STATUS,
  STORE_APPLICATION_STATUS,
  WITHDRAWAL_ACCOUNT_TYPES,
} from '@shop/domain';

/** The order list's tabs as a tuple zod can enumerate. */
export const ORDER_TAB_NAMES = DOMAIN_ORDER_TAB_NAMES as unknown as readonly [OrderTab, ...OrderTab[]];

type Codes = Record<string, number>;
/** A wire field holding one of a status table's numeric codes. */
export const statusCode = <T extends Codes>(table: T, description: string) =>
  z
    .literal(Object.values(table) as [T[keyof T], ...T[keyof T][]])
    .meta({ description: `${description}: ${Object.entries(table).map(([k, v]) => `${v} ${k}`).join(', ')}` });

/** A request field naming one status (filters use names, answers carry codes). */
export const statusName = <T extends Codes>(table: T) =>
  z.enum(Object.keys(table) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]]);
