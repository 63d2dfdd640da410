import axios, { AxiosError, AxiosHeaders, type AxiosProgressEvent, type AxiosResponse, type Method } from 'axios';
import { ERROR_REASON_NAMES, SESSION_EXPIRED_CODE, type ErrorReason } from '../contract/reasons';
import type { EndpointName } from '../contract/endpoints';
import { ROUTES } from '../contract/routes';
import { computeSign } from '../contract/sign';
import { HEADERS } from '../contract/wire';
import type { CallOptions, Download, Progress, TransferOptions } from './client';
import { CLIENT_MESSAGE_KEYS, type ApiClientConfig } from './config';
import { ApiError } from './errors';

/**
 * The client's request machinery (see createApiClient): axios, the signing, the route table and
 * the reading of answers. Downloaded with a client's first request, not with the page.
 */

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

export function createClientCore(config: ApiClientConfig) {
  const { events, session, t } = config;

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
    const errorData = (envelope.data ?? {}) as { reason?: unknown; params?: unknown; fields?: unknown; fieldParams?: unknown };
    const common = {
      code,
      httpStatus,
      body,
      reason: isErrorReason(errorData.reason) ? errorData.reason : null,
      params: (errorData.params ?? undefined) as Record<string, string | number> | undefined,
      fields: (errorData.fields ?? undefined) as Record<string, string> | undefined,
      fieldParams: (errorData.fieldParams ?? undefined) as Record<string, Record<string, string | number>> | undefined,
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

  const transportError = (error: unknown, silent: boolean): ApiError => {
    if (axios.isCancel(error)) {
      return new ApiError({ kind: 'aborted', message: t(CLIENT_MESSAGE_KEYS.aborted), cause: error });
    }
    if (error instanceof AxiosError) {
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
    const silent = options.silent ?? false;
    try {
      const endpoint = ROUTES[name];
      const response = await http.request({
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
      throw error instanceof ApiError ? error : transportError(error, silent);
    }
  }

  return {
    signedHttp: () => http,
    request: (name: EndpointName, params: Record<string, unknown> | undefined, options: CallOptions) =>
      send(name, params, options, (response) => readEnvelope(name, response, options.silent ?? false)),
    upload(name: EndpointName, params: Record<string, unknown>, options: TransferOptions) {
      const form = new FormData();
      for (const [key, value] of Object.entries(params)) {
        if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
        else if (value !== undefined && value !== null) form.append(key, String(value));
      }
      return send(name, form, options, (response) => readEnvelope(name, response, options.silent ?? false));
    },
    download: (name: EndpointName, params: Record<string, unknown>, options: TransferOptions) =>
      send(
        name,
        params,
        options,
        (response): Download => {
          const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
          return { blob: new Blob([response.data as ArrayBuffer], { type: contentType }), contentType };
        },
        'arraybuffer',
      ),
  };
}
