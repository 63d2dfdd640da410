import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { DataOf, Endpoint, ParsedRequestOf } from '../contract/endpoint';
import { endpoints, type EndpointName, type Endpoints, type User } from '../contract/endpoints';
import { fail, ok } from '../contract/envelope';
import type { ErrorReason } from '../contract/errors';
import { localizeValues } from '@shop/domain';
import { controlCharacterFields, validationRefusal, type MessageValues, type ValidationRefusal } from '../contract/issues';
import { DEFAULT_SIGN_CONFIG, verifySign, type SignConfig } from '../contract/sign';
import { DEFAULT_REQUEST_LANG, HEADERS, TIMESTAMP_SKEW_SECONDS } from '../contract/wire';
import { errorMessage } from './messages';
import type { MockState } from './state';

/** A refusal a resolver returns; the engine turns it into the translated failure envelope. */
export class Refusal {
  constructor(
    readonly reason: ErrorReason,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
    /** Field -> its message's values; amounts in cents, written as money in the request's lang. */
    readonly fieldParams?: Record<string, MessageValues>,
  ) {}
}
export const refuse = (
  reason: ErrorReason,
  params?: Record<string, string | number>,
  fields?: Record<string, string>,
  fieldParams?: Record<string, MessageValues>,
) => new Refusal(reason, params, fields, fieldParams);

export interface MockContext<E extends Endpoint> {
  params: ParsedRequestOf<E>;
  /** The user the token belongs to; null for visitors. */
  user: User | null;
  state: MockState;
  request: Request;
}

type Answer<E extends Endpoint> = DataOf<E> | Refusal | Response;
export type Resolver<N extends EndpointName> = (
  ctx: MockContext<Endpoints[N]>,
) => Answer<Endpoints[N]> | Promise<Answer<Endpoints[N]>>;

export interface MockOptions {
  state: MockState;
  sign?: SignConfig;
  /** Wait before answering: milliseconds, or 'infinite' to stay loading forever. */
  delay?: number | 'infinite';
}

const refusalResponse = async (refusal: Refusal, lang: string) => {
  const fieldParams = Object.fromEntries(
    Object.entries(refusal.fieldParams ?? {}).map(([field, values]) => [
      field,
      localizeValues(refusal.fields?.[field] ?? '', values, lang),
    ]),
  );
  const body = fail(refusal.reason, await errorMessage(refusal.reason, lang, refusal.params), {
    ...(refusal.params ? { params: refusal.params } : {}),
    ...(refusal.fields ? { fields: refusal.fields } : {}),
    ...(Object.keys(fieldParams).length ? { fieldParams } : {}),
  });
  return HttpResponse.json(body, { status: body.code });
};

async function readParams(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.body === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  if (endpoint.body === 'multipart') {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : {};
}

/**
 * One MSW handler for one endpoint, doing what the server does before and after the business:
 * check `sign` and the clock (401), the session and role (403 / 422), parse the request with the
 * contract (400 with `fields`), then wrap the resolver's data in the envelope.
 */
export function mockEndpoint<N extends EndpointName>(name: N, resolve: Resolver<N>, options: MockOptions): HttpHandler {
  const endpoint: Endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`*${endpoint.path}`, async ({ request }) => {
    if (options.delay !== undefined) await delay(options.delay);
    const headers = request.headers;
    const lang = headers.get(HEADERS.lang) || DEFAULT_REQUEST_LANG;
    const token = headers.get(HEADERS.authorization);

    if (endpoint.signed) {
      const check = await verifySign(
        {
          lang: headers.get(HEADERS.lang),
          timestamp: headers.get(HEADERS.timestamp),
          version: headers.get(HEADERS.version),
          sign: headers.get(HEADERS.sign),
          token,
        },
        Math.floor(Date.now() / 1000),
        TIMESTAMP_SKEW_SECONDS,
        options.sign ?? DEFAULT_SIGN_CONFIG,
      );
      if (check !== 'ok') return refusalResponse(refuse(check === 'clockSkew' ? 'clockSkew' : 'badSign'), lang);
    }

    const user = token ? options.state.userForToken(token) : null;
    if (endpoint.auth !== 'public' && endpoint.auth !== 'optional' && !user) {
      return refusalResponse(refuse('sessionExpired'), lang);
    }
    if (endpoint.auth === 'merchant' && user?.storeId == null) return refusalResponse(refuse('notMerchant'), lang);
    if (endpoint.auth === 'staff' && !user?.roles.includes('staff')) return refusalResponse(refuse('forbidden'), lang);

    let raw: unknown;
    try {
      raw = await readParams(endpoint, request);
    } catch {
      return refusalResponse(refuse('badRequest'), lang);
    }
    const control = controlCharacterFields(raw);
    const parsed = (endpoint.request as z.ZodType).safeParse(raw);
    if (!parsed.success || Object.keys(control).length) {
      const refusal: ValidationRefusal = parsed.success ? { fields: {}, fieldParams: {} } : validationRefusal(parsed.error);
      for (const field of Object.keys(control)) delete refusal.fieldParams[field];
      return refusalResponse(refuse('validation', undefined, { ...control, ...refusal.fields, ...control }, refusal.fieldParams), lang);
    }

    const answer = await resolve({
      params: parsed.data as ParsedRequestOf<Endpoints[N]>,
      user: endpoint.auth === 'public' ? null : user,
      state: options.state,
      request,
    });
    if (answer instanceof Refusal) return refusalResponse(answer, lang);
    if (answer instanceof Response) return answer;
    return HttpResponse.json(ok(answer));
  });
}
