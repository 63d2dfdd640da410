import { createApiClient, DEFAULT_SIGN_CONFIG, type ApiClient, type ApiEvents, type Translate } from '@shop/api/client';
import { clearSession, readSession, readStoredLocale } from '../session/storage';

/**
 * The app's API client: the contract's signed client, reading the token and language from
 * storage. Where it points and how it signs is configuration with documented defaults:
 * `VITE_API_BASE_URL` (default: same origin) and `VITE_SIGN_KEY` (default: the contract's key).
 */
export function createAppApi(t: Translate, events: ApiEvents): ApiClient {
  const env = import.meta.env;
  return createApiClient({
    baseURL: env.VITE_API_BASE_URL ?? '',
    sign: env.VITE_SIGN_KEY ? { ...DEFAULT_SIGN_CONFIG, key: env.VITE_SIGN_KEY } : DEFAULT_SIGN_CONFIG,
    checkAnswers: env.DEV,
    session: {
      token: () => readSession().token,
      locale: () => readStoredLocale(),
      clear: clearSession,
    },
    events,
    t,
  });
}
