/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; empty means the same origin as the app. */
  readonly VITE_API_BASE_URL?: string;
  /** The request-sign key, when pointing at an operator's backend with its own key. */
  readonly VITE_SIGN_KEY?: string;
}
