import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppContext } from './context';
import { createShellHandler } from './http/appShell';
import { resolveSession, tokenFromHeader } from './http/auth';
import { requestBodyLimit } from './http/bodyLimit';
import { failure } from './http/envelope';
import type { AppEnv } from './http/env';
import { ApiError } from './http/errors';
import { requestLocale, shellLocale } from './http/i18n';
import { securityHeaders } from './http/securityHeaders';
import { isUnsignedPath, verifySign } from './http/sign';
import { routeModules } from './features';
import { homeBootData } from './features/catalogue/service';
import { requestLog } from './logging';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built app (`pnpm build`), served at `/`. */
export const APP_DIST = path.relative(process.cwd(), path.resolve(here, '../../../app/dist'));

export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  // First: every answer, refusals included, gets a request id and one log line.
  app.use('*', requestLog(ctx.log));
  // So that every answer carries them, refusals and errors included.
  app.use('*', securityHeaders(ctx.config));
  // Before anything reads a body, the sign check included.
  app.use('*', requestBodyLimit(ctx.config.maxBodyBytes));

  app.use('/api/*', async (c, next) => {
    const lang = requestLocale(c.req.header('lang'));
    const token = tokenFromHeader(c.req.header('authorization'));
    c.set('lang', lang);
    c.set('token', token);
    c.set('auth', null);
    if (!isUnsignedPath(c.req.path)) {
      await verifySign(
        {
          lang: c.req.header('lang'),
          timestamp: c.req.header('timestamp'),
          version: c.req.header('version'),
          sign: c.req.header('sign'),
          token: c.req.header('authorization') ? token : undefined,
        },
        ctx.config.sign,
        ctx.config.signWindowSeconds,
        ctx.clock.now().getTime(),
      );
    }
    if (token) {
      c.set(
        'auth',
        await resolveSession(ctx.db, token, ctx.clock.now(), {
          idleSeconds: ctx.config.sessionIdleSeconds,
          maxSeconds: ctx.config.sessionMaxSeconds,
        }),
      );
    }
    await next();
  });

  for (const register of routeModules) register(app, ctx);

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? failure(c, new ApiError('notFound'), c.get('lang') ?? 'en')
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    const lang = c.get('lang') ?? requestLocale(c.req.header('lang'));
    if (error instanceof ApiError) return failure(c, error, lang);
    // Anything else is our fault: log it, answer without details.
    ctx.log.error('unhandled error', { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    return failure(c, new ApiError('internal'), lang);
  });

  // An unknown API path is an API answer, never the app shell below.
  app.all('/api/*', () => {
    throw new ApiError('notFound');
  });
  // The build writes .br and .gz beside each asset; hashed asset names never change content, so
  // browsers keep them for a year, while the shell is revalidated on every visit.
  const cacheHeaders = (file: string, c: { header: (name: string, value: string) => void }) => {
    c.header('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  // The shell carries the home page's first data, its first banner drawn in the boot frame (see
  // http/appShell.ts), in the language the app starts in on this browser (shellLocale); a failing
  // catalogue query only leaves them out: the app then asks itself.
  const shell = createShellHandler(APP_DIST, async (acceptLanguage) => {
    try {
      return await homeBootData(ctx.db, shellLocale(acceptLanguage));
    } catch (error) {
      ctx.log.warn('home boot data unavailable', { error: String(error) });
      return null;
    }
  });
  const shellHeaders = securityHeaders(ctx.config, () => shell.inlineSources());
  app.get('/', shellHeaders, shell);
  app.get('/index.html', shellHeaders, shell);
  app.use('/*', serveStatic({ root: APP_DIST, precompressed: true, onFound: cacheHeaders }));
  // Hash routing: any other path gets the app shell.
  app.get('*', shellHeaders, shell);
  return app;
}
