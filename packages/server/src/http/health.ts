import { sql } from 'drizzle-orm';
import { migrationsCurrent } from '../db/migrate';
import type { RouteModule } from './routeModule';

/** Set when the process has been asked to stop: it finishes what it has and takes nothing new. */
export const lifecycle = { draining: false };

/**
 * For a load balancer or an orchestrator, outside the signed API:
 * - `/healthz`: the process is up and its event loop answers (nothing else is asked).
 * - `/readyz`: it may be sent traffic: the database answers, every migration this release knows
 *   is applied (and none it does not know), and it is not draining for a restart.
 */
export const healthRoutes: RouteModule = (app, ctx) => {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (lifecycle.draining) return c.json({ status: 'draining' }, 503);
    try {
      await ctx.db.execute(sql`SELECT 1`);
      if (!(await migrationsCurrent(ctx.database))) return c.json({ status: 'migrations pending' }, 503);
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
    return c.json({ status: 'ready' });
  });
};
