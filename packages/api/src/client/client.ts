import type { AxiosError, AxiosInstance, AxiosProgressEvent, AxiosResponse, Method } from 'axios';
import { ERROR_REASON_NAMES, SESSION_EXPIRED_CODE, type ErrorReason } from '../contract/reasons';
import type { DataOf, Endpoint, ParamsOf } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import { ROUTES } from '../contract/routes';
import { computeSign } from '../contract/sign';
import { HEADERS } from '../contract/wire';
import { CLIENT_DEFAULTS, CLIENT_MESSAGE_KEYS, type ApiClientConfig, type ApiClientOptions } from './config';
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

interface LooseEnvelope {
  status?: number | string;
  code?: number | string;
  msg?: string;
  data?: unknown;
}

/** What the client reads before it knows which kind of answer it got: tolerant of other backends. */
function readLooseEnvelope(body: unknown): LooseEnvelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { status, code, msg } = body as Record<string, unknown>;
  const numberOrString = (v: unknown) => v === undefined || typeof v === 'number' || typeof v === 'string';
  if (!numberOrString(status) || !numberOrString(code) || (msg !== undefined && typeof msg !== 'string')) return null;
  return body as LooseEnvelope;
}

const isErrorReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASON_NAMES as readonly string[]).includes(value);

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

const progressOf = (event: AxiosProgressEvent): Progress => {
  const total = event.total && event.total > 0 ? event.total : null;
  return { loaded: event.loaded, total, fraction: total === null ? null : Math.min(1, event.loaded / total) };
};

/** Error bodies of binary endpoints arrive as bytes; read them back as the JSON envelope. */
const decodeBody = (data: unknown): unknown => {
  const bytes =
    data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer) : null;
  if (!bytes) return data;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
};

interface Transport {
  http: AxiosInstance;
  isCancel: (value: unknown) => boolean;
  AxiosError: typeof AxiosError;
}

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
  const { events, session, t } = config;

  /**
   * axios and the signed instance, made with the first request. Why not at once: axios is 19 KiB
   * gzip, and a first visit to the home page makes no request of its own (the server sends the
   * page's data with the HTML), so it downloads only when the shopper first does something that
   * calls the server.
   */
  let transport: Promise<Transport> | null = null;
  const loadTransport = () => {
    if (transport) return transport;
    transport = import('axios').then(({ default: axios, AxiosError, AxiosHeaders }) => {
      const http = axios.create({
        baseURL: config.baseURL,
        timeout: config.timeoutMs,
        validateStatus: (status) => status >= 200 && status < 300,
      });
      // Async because Web Crypto's digest is; axios waits for the promise before sending.
      http.interceptors.request.use(async (request) => {
        const lang = session.locale() || config.defaultLang;
        const timestamp = String(Math.floor(config.now() / 1000));
        const token = session.token() || null;
        const headers = AxiosHeaders.from(request.headers);
        headers.set(HEADERS.lang, lang);
        headers.set(HEADERS.timestamp, timestamp);
        headers.set(HEADERS.version, config.version);
        headers.set(HEADERS.sign, await computeSign({ lang, timestamp, version: config.version, token }, config.sign));
        if (token) headers.set(HEADERS.authorization, token);
        request.headers = headers;
        return request;
      });
      return { http, isCancel: axios.isCancel, AxiosError };
    });
    // A failed download (offline) is retried by the next request instead of failing them all.
    transport.catch(() => {
      transport = null;
    });
    return transport;
  };

  const loading = createLoadingTracker((visible) => events.loading(visible), config.loadingHideDelayMs);

  let reloginTimer: ReturnType<typeof setTimeout> | undefined;
  const startRelogin = (message: string) => {
    if (reloginTimer !== undefined) return;
    events.toast(message);
    reloginTimer = setTimeout(() => {
      reloginTimer = undefined;
      session.clear();
      events.relogin();
    }, config.reloginDelayMs);
  };

  const refusal = (body: unknown, httpStatus: number | null, silent: boolean): ApiError => {
    const envelope = readLooseEnvelope(body) ?? {};
    const code = toNumber(envelope.code) ?? httpStatus;
    const errorData = (envelope.data ?? {}) as { reason?: unknown; params?: unknown; fields?: unknown };
    const common = {
      code,
      httpStatus,
      body,
      reason: isErrorReason(errorData.reason) ? errorData.reason : null,
      params: (errorData.params ?? undefined) as Record<string, string | number> | undefined,
      fields: (errorData.fields ?? undefined) as Record<string, string> | undefined,
    };
    if (code === SESSION_EXPIRED_CODE) {
      const message = envelope.msg || t(CLIENT_MESSAGE_KEYS.sessionExpired);
      startRelogin(message);
      return new ApiError({ kind: 'sessionExpired', message, ...common });
    }
    const message = envelope.msg || t(CLIENT_MESSAGE_KEYS.unknown);
    if (!silent) events.toast(message);
    return new ApiError({ kind: 'refused', message, ...common });
  };

  const transportError = (error: unknown, silent: boolean, loaded: Transport | null): ApiError => {
    if (loaded?.isCancel(error)) {
      return new ApiError({ kind: 'aborted', message: t(CLIENT_MESSAGE_KEYS.aborted), cause: error });
    }
    const { AxiosError } = loaded ?? {};
    if (AxiosError && error instanceof AxiosError) {
      if (error.response) return refusal(decodeBody(error.response.data), error.response.status, silent);
      if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
        const message = t(CLIENT_MESSAGE_KEYS.timeout);
        if (!silent) events.toast(message);
        return new ApiError({ kind: 'timeout', message, cause: error });
      }
    }
    if (error instanceof ApiError) return error;
    const message = t(CLIENT_MESSAGE_KEYS.noNetwork);
    if (!silent) events.toast(message);
    return new ApiError({ kind: 'network', message, cause: error });
  };

  /** Applies the spec's rule to a 2xx answer: data when status is 1 or HTTP is 200. */
  const readEnvelope = async (name: EndpointName, response: AxiosResponse, silent: boolean): Promise<unknown> => {
    const envelope = readLooseEnvelope(response.data);
    if (!envelope) {
      const message = t(CLIENT_MESSAGE_KEYS.invalidAnswer);
      if (!silent) events.toast(message);
      throw new ApiError({ kind: 'invalidAnswer', message, httpStatus: response.status, body: response.data });
    }
    const { status, code } = envelope;
    if (toNumber(code) !== SESSION_EXPIRED_CODE && (toNumber(status) === 1 || response.status === 200)) {
      const data = envelope.data ?? null;
      if (!config.checkAnswers) return data;
      // The schemas load only where answers are checked (development, tests), never on a page load.
      const { endpoints } = await import('../contract/endpoints');
      const checked = endpoints[name].response.safeParse(data);
      if (checked.success) return checked.data;
      const message = t(CLIENT_MESSAGE_KEYS.invalidAnswer);
      if (!silent) events.toast(message);
      throw new ApiError({ kind: 'invalidAnswer', message, httpStatus: response.status, body: response.data, cause: checked.error });
    }
    throw refusal(response.data, response.status, silent);
  };

  async function send<T>(
    name: EndpointName,
    params: Record<string, unknown> | FormData | undefined,
    options: TransferOptions,
    read: (response: AxiosResponse) => T | Promise<T>,
    responseType?: 'arraybuffer',
  ): Promise<T> {
    const endpoint = ROUTES[name];
    const silent = options.silent ?? false;
    if (options.loading) loading.start();
    let loaded: Transport | null = null;
    try {
      loaded = await loadTransport();
      const response = await loaded.http.request({
        method: endpoint.method as Method,
        url: endpoint.path,
        ...(endpoint.body === 'query' ? { params } : { data: params ?? {} }),
        signal: options.signal,
        timeout: options.timeoutMs ?? config.timeoutMs,
        responseType,
        onUploadProgress: endpoint.body === 'multipart' && options.onProgress ? (e) => options.onProgress?.(progressOf(e)) : undefined,
        onDownloadProgress: responseType && options.onProgress ? (e) => options.onProgress?.(progressOf(e)) : undefined,
      });
      return await read(response);
    } catch (error) {
      throw error instanceof ApiError ? error : transportError(error, silent, loaded);
    } finally {
      if (options.loading) loading.finish();
    }
  }

  return {
    config,
    /** The underlying axios instance (signed, same interceptors), for what the contract lacks. */
    signedHttp: async (): Promise<AxiosInstance> => (await loadTransport()).http,

    /** Calls an endpoint by name; resolves with the envelope's `data`, typed by the contract. */
    request<N extends JsonEndpointName>(name: N, ...[params, options = {}]: Args<Endpoints[N], CallOptions>) {
      return send(name, params as Record<string, unknown> | undefined, options, (response) =>
        readEnvelope(name, response, options.silent ?? false),
      ) as Promise<DataOf<Endpoints[N]>>;
    },

    /** Multipart upload with progress (`onProgress` gets loaded/total/fraction). */
    upload<N extends UploadEndpointName>(name: N, params: ParamsOf<Endpoints[N]>, options: TransferOptions = {}) {
      const form = new FormData();
      for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
        if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
        else if (value !== undefined && value !== null) form.append(key, String(value));
      }
      return send(name, form, options, (response) => readEnvelope(name, response, options.silent ?? false)) as Promise<
        DataOf<Endpoints[N]>
      >;
    },

    /** Downloads a binary answer (captcha, private file) with progress. */
    download<N extends BinaryEndpointName>(name: N, params: ParamsOf<Endpoints[N]>, options: TransferOptions = {}) {
      return send(
        name,
        params as Record<string, unknown>,
        options,
        (response): Download => {
          const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
          return { blob: new Blob([response.data as ArrayBuffer], { type: contentType }), contentType };
        },
        'arraybuffer',
      );
    },

    /** The address of an unsigned binary endpoint, for an `<img src>` (the captcha). */
    urlOf<N extends BinaryEndpointName>(name: N, params: ParamsOf<Endpoints[N]>): string {
      const endpoint = ROUTES[name];
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
