import { endpoints } from '@shop/api/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/**
 * Paths whose routes read a multipart upload: each sets its own, larger limit beside its handler
 * (features/uploads/routes.ts), and bodyLimit.test.ts holds every one of them to one.
 */
export const OWN_LIMIT_PATHS: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter((endpoint) => endpoint.body === 'multipart')
    .map((endpoint) => endpoint.path),
);

/**
 * Refuses a request body over `maxBytes` with `refusal` (a 413), before any handler reads it: on
 * its Content-Length at once, or, sent without one (chunked), as soon as the bytes read pass the
 * limit, so no more than `maxBytes` of it is ever held in memory.
 */
export function limitBody(maxBytes: number, refusal: () => ApiError): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of the body is still on its way and the server stops reading it soon after
      // answering: a client that sent the next request on this connection would see it cut.
      c.header('Connection', 'close');
      throw refusal();
    },
  });
}

/** The limit for every request but the uploads (`requestTooLarge`, MAX_BODY_BYTES). */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const limit = limitBody(maxBytes, () => new ApiError('requestTooLarge'));
  return (c, next) => (OWN_LIMIT_PATHS.has(c.req.path) ? next() : limit(c, next));
}
