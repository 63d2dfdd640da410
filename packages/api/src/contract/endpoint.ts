import type { z } from 'zod';

/**
 * Who may call an endpoint.
 * - `public`: anyone; a token, when sent, is ignored.
 * - `optional`: anyone; with a token the answer is personalised (collected, followed flags).
 * - `user`: a signed-in user (a buyer); without a valid session the answer is 403.
 * - `merchant`: a user with an approved store; other users get 422 `notMerchant`.
 * - `staff`: platform reviewers; others get 422 `forbidden`.
 */
export const AUTH_LEVELS = ['public', 'optional', 'user', 'merchant', 'staff'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

/**
 * How the request travels: GET puts it in the query string (values coerced on the way in),
 * POST sends JSON, `multipart` sends form data with a file.
 * How the answer travels: the JSON envelope, or raw bytes (captcha image, file download).
 */
export type RequestBody = 'query' | 'json' | 'multipart';
export type AnswerKind = 'json' | 'binary';
export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends RequestBody = RequestBody,
  A extends AnswerKind = AnswerKind,
> {
  method: M;
  path: P;
  auth: AuthLevel;
  /** One line for the reference document. */
  summary: string;
  /** Where the spec's screens need it, or why it exists. */
  description?: string;
  tag: string;
  body: B;
  request: Req;
  /** The envelope's `data` on success (`null` for binary answers, which have no envelope). */
  response: Res;
  answer: A;
  /** MIME types of a binary answer. */
  produces?: readonly string[];
  /**
   * Whether the request must carry a valid `sign`. False only for what a browser loads by itself
   * (an `<img src>` cannot send headers): the captcha image, and the development outbox.
   */
  signed: boolean;
}

type DefaultBody<M extends HttpMethod> = M extends 'GET' ? 'query' : 'json';

interface Def<
  Req extends z.ZodType,
  Res extends z.ZodType,
  M extends HttpMethod,
  P extends string,
  B extends RequestBody,
  A extends AnswerKind,
> {
  method: M;
  path: P;
  auth: AuthLevel;
  summary: string;
  description?: string;
  request: Req;
  response: Res;
  body?: B;
  answer?: A;
  produces?: readonly string[];
  signed?: boolean;
}

/** Declares the endpoints of one area (its tag in the reference), defaulting body by method. */
export const area =
  (tag: string) =>
  <
    Req extends z.ZodType,
    Res extends z.ZodType,
    M extends HttpMethod,
    P extends `/api/${string}`,
    B extends RequestBody = DefaultBody<M>,
    A extends AnswerKind = 'json',
  >(
    def: Def<Req, Res, M, P, B, A>,
  ): Endpoint<Req, Res, M, P, B, A> => ({
    ...def,
    tag,
    body: def.body ?? ((def.method === 'GET' ? 'query' : 'json') as B),
    answer: def.answer ?? ('json' as A),
    signed: def.signed ?? true,
  });

/** What a caller hands the client (defaults may be left out; query values are typed, not strings). */
export type ParamsOf<E extends Endpoint> = z.input<E['request']>;
/** What the server sees after parsing. */
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type DataOf<E extends Endpoint> = z.output<E['response']>;
