/**
 * The merchant's own store (`merchantStore`), read by the store centre and store info and
 * refreshed after shipping. In a module of its own so those pages do not import the store centre.
 */
export const MERCHANT_STORE_KEY = ['merchantStore'] as const;
