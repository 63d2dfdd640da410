import { DEFAULT_SIGN_CONFIG, type SignConfig } from '../contract/signConfig';

export { DEFAULT_SIGN_CONFIG };
import { DEFAULT_REQUEST_LANG, REQUEST_TIMEOUT_MS, WIRE_VERSION } from '../contract/wire';

/**
 * What the client tells the app. The app wires these to the kit (toast host, dialog, loading
 * overlay) and the router; the client itself imports no UI.
 */
export interface ApiEvents {
  /** Show a short message (the server's `msg`, or a client-side tip such as no network). */
  toast(message: string): void;
  /** The session is gone and has been cleared: go to the login page. */
  relogin(): void;
  /** Show or hide the blocking loading indicator. */
  loading(visible: boolean): void;
  /** A modal with one confirm button (the cloud caller's debug "Tip"); resolves when dismissed. */
  alert(dialog: { title: string; message: string; confirmText: string }): Promise<void> | void;
}

/** Where the client reads the session and the chosen language; the app backs it with storage. */
export interface SessionSource {
  token(): string | null | undefined;
  locale(): string | null | undefined;
  /** Remove token and user info (the 403 flow). */
  clear(): void;
}

/** Translates a dictionary key; the app passes i18next's `t`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The dictionary keys the client itself shows. */
export const CLIENT_MESSAGE_KEYS = {
  noNetwork: 'messages.noNetwork',
  aborted: 'messages.requestAborted',
  sessionExpired: 'messages.sessionExpired',
  unknown: 'messages.somethingWentWrong',
  tip: 'messages.tip',
  confirm: 'common.confirm',
  timeout: 'api.timeout',
  invalidAnswer: 'api.invalidAnswer',
  cloudNoResult: 'api.cloudNoResult',
} as const;

export interface ApiClientConfig {
  /** Prefix for every path ("" = same origin; the app reads `VITE_API_BASE_URL`). */
  baseURL: string;
  sign: SignConfig;
  /** The `version` header. */
  version: string;
  timeoutMs: number;
  /** Language header when none is stored (the request layer's reading of the spec: `en`). */
  defaultLang: string;
  /** Delay between the 403 toast and clearing the session / going to login. */
  reloginDelayMs: number;
  /** How long the loading indicator stays after the answer, so it does not flicker. */
  loadingHideDelayMs: number;
  /** Parse every answer with the contract (development, stories and tests). */
  checkAnswers: boolean;
  session: SessionSource;
  events: ApiEvents;
  t: Translate;
  /** The clock, in milliseconds; tests and stories may fix it. */
  now: () => number;
}

export type ApiClientOptions = Partial<Omit<ApiClientConfig, 'session' | 'events' | 't'>> &
  Pick<ApiClientConfig, 'session' | 'events' | 't'>;

export const CLIENT_DEFAULTS = {
  baseURL: '',
  sign: DEFAULT_SIGN_CONFIG,
  version: WIRE_VERSION,
  timeoutMs: REQUEST_TIMEOUT_MS,
  defaultLang: DEFAULT_REQUEST_LANG,
  reloginDelayMs: 800,
  loadingHideDelayMs: 400,
  checkAnswers: false,
  now: () => Date.now(),
} satisfies Omit<ApiClientConfig, 'session' | 'events' | 't'>;
