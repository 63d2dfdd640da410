import { SESSION_EXPIRED_CODE } from '../contract/reasons';
import { ROUTES } from '../contract/routes';
import { computeSign } from '../contract/sign';
import { HEADERS } from '../contract/wire';
import type { JsonEndpointName } from './client';
import type { ApiClientConfig } from './config';

/**
 * One signed GET by `fetch`, without the request machinery (axios, 25 KiB gzip): for the first
 * request of a page opened by link, which otherwise waited for that code to download and start
 * before it could leave. Same headers and sign as the client; only a plain success is taken.
 * Anything else (a refusal, an expired session, no network, an answer the client would check in
 * development) resolves to undefined, and the page asks again through the client, which reports
 * it the usual way.
 */
export async function peekJson(
  config: ApiClientConfig,
  name: JsonEndpointName,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<unknown> {
  const route = ROUTES[name];
  if (config.checkAnswers || route.method !== 'GET' || route.body !== 'query') return undefined;
  try {
    const lang = config.session.locale() || config.defaultLang;
    const timestamp = String(Math.floor(config.now() / 1000));
    const token = config.session.token() || null;
    const headers: Record<string, string> = {
      [HEADERS.lang]: lang,
      [HEADERS.timestamp]: timestamp,
      [HEADERS.version]: config.version,
      [HEADERS.sign]: await computeSign({ lang, timestamp, version: config.version, token }, config.sign),
    };
    if (token) headers[HEADERS.authorization] = token;
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const response = await fetch(`${config.baseURL}${route.path}?${query}`, { headers, signal });
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { status?: unknown; code?: unknown; data?: unknown } | null;
    if (typeof body !== 'object' || body === null || Number(body.code) === SESSION_EXPIRED_CODE) return undefined;
    return body.data ?? undefined;
  } catch {
    return undefined;
  }
}
