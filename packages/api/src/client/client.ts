import type { AxiosInstance } from 'axios';
import { BINARY_ROUTES } from '../contract/binaryRoutes';
import type { DataOf, Endpoint, ParamsOf } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import { CLIENT_DEFAULTS, CLIENT_MESSAGE_KEYS, type ApiClientConfig, type ApiClientOptions } from './config';
import type { createClientCore } from './clientCore';
import { ApiError } from './errors';
import { createLoadingTracker } from './loading';

export interface CallOptions {
  /** Show the blocking loading indicator while this call runs. */
  loading?: boolean;
  /** Cancel the call; it then rejects with kind `aborted`. */
  signal?: AbortSignal;
  /** Do not toast a refusal or a network error (the caller shows it its own way). */
  silent?: boolean;
  /** Override the configured timeout for this call. */
  timeoutMs?: number;
}

export interface Progress {
  loaded: number;
  total: number | null;
  /** 0..1 when the total is known, else null. */
  fraction: number | null;
}

export interface TransferOptions extends CallOptions {
  onProgress?: (progress: Progress) => void;
}

export interface Download {
  blob: Blob;
  contentType: string;
}

type NamesWhere<Cond> = {
  [N in EndpointName]: Endpoints[N] extends Cond ? N : never;
}[EndpointName];
/** Endpoints answering the JSON envelope with a JSON or query request. */
export type JsonEndpointName = NamesWhere<{ answer: 'json'; body: 'query' | 'json' }>;
export type UploadEndpointName = NamesWhere<{ body: 'multipart' }>;
export type BinaryEndpointName = NamesWhere<{ answer: 'binary' }>;

type Args<E extends Endpoint, O> =
  Record<string, never> extends ParamsOf<E> ? [params?: ParamsOf<E>, options?: O] : [params: ParamsOf<E>, options?: O];

/**
 * The signed axios client.
 *
 * Every request gets `lang` (stored locale, else `en`), `timestamp` (Unix seconds), `version`
 * (`1.0`), `sign` (see contract/sign.ts) and, when there is a token, `authorization` (the raw token).
 * Only HTTP 2xx succeeds at the transport level. Then:
 * - body `code` 403: the message is toasted and, after `reloginDelayMs` (0.8 s), the session is
 *   cleared and `events.relogin()` fires (once, however many calls saw the 403 together);
 * - `status` 1 or HTTP 200: the envelope's `data` is the result;
 * - anything else: its `msg` is toasted and the call rejects with an `ApiError` of kind `refused`;
 * - no answer: kind `network` with the no-network tip, `timeout` after 60 s, `aborted` when the
 *   caller's signal fires (never toasted: the caller chose it).
 */
export function createApiClient(options: ApiClientOptions) {
  const config: ApiClientConfig = { ...CLIENT_DEFAULTS, ...options };
  const { events, t } = config;

  /**
   * The request machinery (clientCore: axios, the signing, the route table, reading answers), made
   * with the first request. Why not at once: it is 26 KiB gzip, and a first visit to the home page
   * makes no request of its own (the server sends the page's data with the HTML), so it downloads
   * only when the shopper first does something that calls the server.
   */
  let core: Promise<ReturnType<typeof createClientCore>> | null = null;
  const loadCore = () => {
    if (core) return core;
    core = import('./clientCore').then(({ createClientCore }) => createClientCore(config));
    // A failed download (offline) is retried by the next request instead of failing them all.
    core.catch(() => {
      core = null;
    });
    return core;
  };

  const loading = createLoadingTracker((visible) => events.loading(visible), config.loadingHideDelayMs);

  /** Runs a call on the core; the core's code not arriving is the network being down. */
  async function viaCore<T>(options: CallOptions, call: (loaded: Awaited<ReturnType<typeof loadCore>>) => Promise<T>) {
    if (options.loading) loading.start();
    try {
      let loaded;
      try {
        loaded = await loadCore();
      } catch (error) {
        const message = t(CLIENT_MESSAGE_KEYS.noNetwork);
        if (!options.silent) events.toast(message);
        throw new ApiError({ kind: 'network', message, cause: error });
      }
      return await call(loaded);
    } finally {
      if (options.loading) loading.finish();
    }
  }

  return {
    config,
    /**
     * Starts downloading the request machinery now, for a page that is about to ask the server: its
     * first request then waits for the answer alone. Never fails (a failed download is retried by the
     * next request).
     */
    preload(): void {
      loadCore().catch(() => undefined);
    },

    /** The underlying axios instance (signed, same interceptors), for what the contract lacks. */
    signedHttp: async (): Promise<AxiosInstance> => (await loadCore()).signedHttp(),

    /** Calls an endpoint by name; resolves with the envelope's `data`, typed by the contract. */
    request<N extends JsonEndpointName>(name: N, ...[params, options = {}]: Args<Endpoints[N], CallOptions>) {
      return viaCore(options, (loaded) =>
        loaded.request(name, params as Record<string, unknown> | undefined, options),
      ) as Promise<DataOf<Endpoints[N]>>;
    },

    /** Multipart upload with progress (`onProgress` gets loaded/total/fraction). */
    upload<N extends UploadEndpointName>(name: N, params: ParamsOf<Endpoints[N]>, options: TransferOptions = {}) {
      return viaCore(options, (loaded) =>
        loaded.upload(name, params as Record<string, unknown>, options),
      ) as Promise<DataOf<Endpoints[N]>>;
    },

    /** Downloads a binary answer (captcha, private file) with progress. */
    download<N extends BinaryEndpointName>(name: N, params: ParamsOf<Endpoints[N]>, options: TransferOptions = {}) {
      return viaCore(options, (loaded) => loaded.download(name, params as Record<string, unknown>, options));
    },

    /** The address of an unsigned binary endpoint, for an `<img src>` (the captcha). */
    urlOf<N extends BinaryEndpointName>(name: N, params: ParamsOf<Endpoints[N]>): string {
      const endpoint = BINARY_ROUTES[name];
      const query = new URLSearchParams(
        Object.entries(params as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      return `${config.baseURL}${endpoint.path}?${query}`;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A fresh key for a money-moving request; keep it for retries of the same action. A random UUID v4
 * from getRandomValues, which (unlike randomUUID) browsers also offer outside secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
