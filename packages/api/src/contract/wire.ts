/** Header names and fixed values every request carries (spec section 7). */
export const HEADERS = {
  lang: 'lang',
  timestamp: 'timestamp',
  version: 'version',
  sign: 'sign',
  authorization: 'authorization',
} as const;

/** The `version` header: the wire version, not the app's. */
export const WIRE_VERSION = '1.0';

/** The language the request layer assumes when nothing is stored (spec section 1, first reading). */
export const DEFAULT_REQUEST_LANG = 'en';

/** Request timeout (spec section 9). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** How far a request's `timestamp` may be from the server clock before it is refused as a replay. */
export const TIMESTAMP_SKEW_SECONDS = 300;

/** The app's own version, answered by `/api/app/info` (spec section 9). */
export const APP_VERSION = '1.0.4';
export const APP_VERSION_CODE = 100;

/** Upload limits the server enforces and the uploader shows. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The product list's orders. Here rather than beside its schema (endpoints/catalogue.ts): the app's
 * list page reads them, and importing the schema would bring it the schema library, whose first
 * schema tries `new Function` (refused by the Content-Security-Policy, which allows no eval).
 */
export const PRODUCT_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
