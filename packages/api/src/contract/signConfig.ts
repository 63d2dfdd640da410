/**
 * How the `sign` header is made (see sign.ts), apart from the hashing itself: the client's
 * configuration holds it from the start, while the hashing code downloads with the first request.
 */
export const SIGN_FIELDS = ['lang', 'timestamp', 'token', 'version', 'key'] as const;
export type SignField = (typeof SIGN_FIELDS)[number];

export const SIGN_ALGORITHMS = ['SHA-256', 'SHA-1', 'SHA-384', 'SHA-512', 'MD5'] as const;
export type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number];

export interface SignConfig {
  key: string;
  algorithm: SignAlgorithm;
  fields: readonly SignField[];
  separator: string;
}

/**
 * The development key. A deployment sets its own (the app reads `VITE_API_SIGN_KEY`, the server
 * `API_SIGN_KEY`); it is public by nature, being inside the shipped client.
 */
export const DEFAULT_SIGN_KEY = 'shop-marketplace-sign-v1';

export const DEFAULT_SIGN_CONFIG: SignConfig = {
  key: DEFAULT_SIGN_KEY,
  algorithm: 'SHA-256',
  fields: SIGN_FIELDS,
  separator: '',
};
