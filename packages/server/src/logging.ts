import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { Logger } from './context';
import type { AppEnv } from './http/env';

/**
 * Structured logs: one JSON object a line (pino), one line per request, errors with their stack.
 *
 * Secrets never reach a line, in three layers:
 * 1. What is logged is chosen, never dumped: the request line names the route *pattern*
 *    (`/api/upload/public/:id`, never the id, never a query string), and no body, header or
 *    parameter is logged anywhere.
 * 2. pino's `redact` censors fields by name wherever a caller passes details with them
 *    (`REDACTED_KEYS` at the top level); the same names are censored deeper down (as in
 *    `{ input: { password } }`) by the walk in layer 3. (pino's wildcard paths, `*.password`,
 *    cost ~15 µs a line; a set lookup during the walk costs nothing measurable.)
 * 3. Every string that is logged (the message and every detail, error stacks included) passes
 *    `scrubText`: upload ids in image URLs, bearer tokens and the parameter list a failed query's
 *    error carries (drizzle puts the bound values there: hashes, tokens) are cut out.
 * The storm test in logging.test.ts greps a captured log for every secret a run used.
 */
export const REDACTED_KEYS = [
  'password',
  'loginPassword',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'payPassword',
  'oldPayPassword',
  'confirmPayPassword',
  'pin',
  'code',
  'captcha',
  'captchaAnswer',
  'token',
  'authorization',
  'sign',
  'cookie',
  'secret',
  'body',
  'frontPhoto',
  'backPhoto',
  'handPhoto',
  'url',
  'headers',
] as const;

const CENSOR = '[redacted]';

/** Paths for pino's `redact`: each key at the top level of the details. */
export const REDACT_PATHS: string[] = [...REDACTED_KEYS];
const REDACTED = new Set<string>(REDACTED_KEYS);

/** Whether a text may hold anything `scrubText` cuts: one cheap test before the replacements. */
const MAY_HOLD_SECRET = /\/api\/upload\/|bearer|params:/i;

/** Cuts what may identify a secret out of free text. */
export function scrubText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return (
    text
      // Private upload URLs (identity photos, proofs) and public ones: keep the route, drop the id.
      .replace(/(\/api\/upload\/file\?id=)[^\s"'&]+/g, `$1${CENSOR}`)
      .replace(/(\/api\/upload\/public\/)[A-Za-z0-9_-]+/g, `$1${CENSOR}`)
      .replace(/\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, `$1${CENSOR}`)
      // drizzle's "Failed query: … params: a,b,c": the values bound to the statement.
      .replace(/(\bparams:)[^\n]*/g, `$1 ${CENSOR}`)
  );
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return { type: value.name, message: scrubText(value.message), stack: scrubText(value.stack ?? '') };
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, REDACTED.has(key) ? CENSOR : scrubValue(item, depth + 1)]));
}

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  /** `json` in production (one object a line); `pretty` (readable, coloured) in development. */
  format: LogFormat;
  /** pino level: `debug`, `info` (default), `warn`, `error`, `silent`. */
  level?: string | undefined;
  /** Where lines go (default stdout); tests pass a stream that keeps them. */
  destination?: DestinationStream | undefined;
}

/** The format and level a start uses: `LOG_FORMAT` and `LOG_LEVEL`, else JSON in production. */
export function loggerOptionsFromEnv(env: NodeJS.ProcessEnv, development: boolean): LoggerOptions {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : development ? 'pretty' : 'json';
  return { format, level: env.LOG_LEVEL || 'info' };
}

export interface AppLogger extends Logger {
  /** The pino logger underneath (for `flush` at exit). */
  pino: Pino;
}

export function createLogger(options: LoggerOptions): AppLogger {
  const destination =
    options.destination ??
    (options.format === 'pretty'
      ? // Synchronous, in this thread: development output stays in order with console.log.
        pretty({
          sync: true,
          colorize: process.stdout.isTTY,
          translateTime: 'SYS:HH:MM:ss.l',
          // A request is one short line: "GET /api/product/list 200 3.1 ms".
          ignore: 'pid,hostname,reqId,method,route,status,ms',
          messageFormat: (log, messageKey) =>
            log[messageKey] === 'request' ? `${log.method} ${log.route} ${log.status} ${log.ms} ms` : String(log[messageKey]),
        })
      : pino.destination({ sync: false }));
  const base = pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
    },
    destination,
  );
  const write = (level: 'info' | 'warn' | 'error') => (message: string, details?: Record<string, unknown>) =>
    details ? base[level](details, scrubText(message)) : base[level](scrubText(message));
  return { pino: base, info: write('info'), warn: write('warn'), error: write('error') };
}

/** A request id from a client or proxy is kept when it looks like one; anything else is replaced. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && VALID_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * First middleware: takes the request id (a valid incoming `X-Request-Id`, else a new UUID),
 * returns it in `X-Request-Id`, and writes one line when the answer is ready: method, route
 * pattern, status, duration. Server errors are logged at `error` (their stack is in the line the
 * error handler writes with the same request id).
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      c.header('X-Request-Id', requestId);
      const status = c.res.status;
      const line = {
        reqId: requestId,
        method: c.req.method,
        route: routeOf(c),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) log.error('request', line);
      else log.info('request', line);
    }
  };
}

// The pattern of the route that answered: '/api/upload/public/:id', never the path with its id.
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    return routePath(c);
  } catch {
    return '*';
  }
}
