import { CLIENT_MESSAGE_KEYS, type ApiEvents, type Translate } from './config';
import { ApiError } from './errors';

/**
 * The second mechanism of spec section 7: named cloud functions called with an action and data.
 * A function answers `{ result: { code, msg | message, datas } }`; code 0 means success.
 */
export interface CloudResult {
  code?: number | string;
  msg?: string;
  message?: string;
  datas?: unknown;
}

/** Sends one call to the cloud; the app provides it (an HTTP endpoint, a vendor SDK...). */
export type CloudTransport = (call: { action: string; data: unknown }) => Promise<{ result?: CloudResult | null } | null | undefined>;

export interface CloudAnswer<T> {
  /** 200 when the function's code was 0, else its own code. */
  statusCode: number;
  msg: string;
  data: T;
}

export interface CloudCallerOptions {
  transport: CloudTransport;
  events: Pick<ApiEvents, 'alert'>;
  t: Translate;
  /** In debug mode errors also show in a "Tip" modal with one confirm button; otherwise the caller shows them. */
  debug?: boolean;
}

export function createCloudCaller({ transport, events, t, debug = false }: CloudCallerOptions) {
  const report = async (message: string) => {
    if (debug) await events.alert({ title: t(CLIENT_MESSAGE_KEYS.tip), message, confirmText: t(CLIENT_MESSAGE_KEYS.confirm) });
  };

  return async function call<T = unknown>(action: string, data: unknown = {}): Promise<CloudAnswer<T>> {
    let answer: Awaited<ReturnType<CloudTransport>>;
    try {
      answer = await transport({ action, data });
    } catch (cause) {
      const message = cause instanceof Error && cause.message ? cause.message : t(CLIENT_MESSAGE_KEYS.noNetwork);
      await report(message);
      throw new ApiError({ kind: 'cloud', message, cause });
    }
    const result = answer?.result;
    if (!result) {
      const message = t(CLIENT_MESSAGE_KEYS.cloudNoResult);
      await report(message);
      throw new ApiError({ kind: 'cloud', message, body: answer });
    }
    const code = Number(result.code);
    const msg = result.msg ?? result.message ?? '';
    if (code === 0) return { statusCode: 200, msg, data: result.datas as T };
    const message = msg || t(CLIENT_MESSAGE_KEYS.unknown);
    await report(message);
    throw new ApiError({ kind: 'cloud', message, code: Number.isFinite(code) ? code : null, body: result });
  };
}

/** A transport that POSTs `{ action, data }` as JSON to one URL and reads `{ result }` back. */
export const httpCloudTransport =
  (url: string, fetchImpl: typeof fetch = globalThis.fetch): CloudTransport =>
  async (call) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    });
    if (!response.ok) return null;
    return (await response.json()) as { result?: CloudResult };
  };
