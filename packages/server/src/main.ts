import cluster from 'node:cluster';
import type { Server } from 'node:http';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { createChatSockets } from './features/chat/sockets';
import { runPrimary, workersFromEnv, workersProblem } from './cluster';
import { configFromEnv, productionProblems } from './config';
import { ALL_DEMO_ACCOUNTS } from './seed/demoAccounts';
import { SchemaTooNewError } from './db/migrate';
import { createLogger, loggerOptionsFromEnv } from './logging';
import { lifecycle } from './http/health';
import { prepareServer, ProductionConfigError } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 1) * 1000;
/** How often a stopping process closes the connections that carry no request. */
const IDLE_SWEEP_MS = 1000;

// JSON lines in production (LOG_FORMAT=json|pretty and LOG_LEVEL override), readable in development.
const log = createLogger(loggerOptionsFromEnv(process.env, process.env.NODE_ENV !== 'production'));

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

let workers = 1;
try {
  workers = workersFromEnv(process.env);
} catch (error) {
  refuse((error as Error).message);
}

if (cluster.isPrimary && workers > 1) {
  // WORKERS=N: this process only supervises (cluster.ts). The settings are checked once here,
  // so a bad start fails with one message instead of N.
  const problem = workersProblem(workers, process.env.DATABASE_URL);
  if (problem) refuse(`Refusing to start: ${problem}`);
  let problems: string[];
  try {
    problems = productionProblems(configFromEnv());
  } catch (error) {
    refuse((error as Error).message);
  }
  if (problems.length)
    refuse(
      `${new ProductionConfigError(problems).message}\nSee docs/SECURITY.md ("Production mode").`,
    );
  runPrimary(workers, log, graceMs);
} else {
  await serveThisProcess();
}

async function serveThisProcess() {
  const prepared = await prepareServer({ log }).catch((error: unknown) => {
    if (error instanceof ProductionConfigError) {
      console.error(error.message);
      console.error('See docs/SECURITY.md ("Production mode").');
      process.exit(1);
    }
    if (error instanceof SchemaTooNewError) {
      console.error(`Refusing to start: ${error.message}. Start the newer release instead.`);
      process.exit(1);
    }
    throw error;
  });
  const { app, ctx } = prepared;

  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const engine =
      ctx.database.kind === 'pglite'
        ? `PGlite in ${ctx.config.dataDir}`
        : 'PostgreSQL (DATABASE_URL)';
    if (!ctx.config.development) {
      // Production: one JSON line, like everything else this process writes.
      // (Tests and the bench wait for "is running at".)
      log.info(`Marketplace is running at http://${info.address}:${info.port}/`, {
        database: ctx.database.kind,
        sandboxPayments: ctx.config.sandboxPayments,
        note: 'production mode: no demo data, no code outbox; first staff account: pnpm --filter @shop/server staff:create',
      });
      return;
    }
    // With WORKERS=N the first worker speaks for all.
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    if (workers > 1)
      console.log(`\n${workers} worker processes (WORKERS=${workers}), one PostgreSQL pool each`);
    console.log(
      `\nMarketplace is running at http://${info.address}:${info.port}/  (database: ${engine})`,
    );
    console.log(
      'Development start: demo data, the sandbox payment provider and the code outbox are on.',
    );
    console.log('Demo accounts (username / password, payment password):');
    for (const account of ALL_DEMO_ACCOUNTS) {
      const pay = account.payPassword ? `, payment ${account.payPassword}` : '';
      console.log(`  ${account.role.padEnd(8)} ${account.username} / ${account.password}${pay}`);
    }
    console.log(
      `Verification codes: http://${info.address}:${info.port}/api/dev/outbox (never in the log)`,
    );
    console.log('NODE_ENV=production turns all of this off (docs/SECURITY.md).');
  });
  // The chat's push channel (features/chat/sockets.ts) on this process's server; with WORKERS=N every
  // worker takes its share of sockets and the bus carries messages between them.
  const chatSockets = createChatSockets(ctx);
  chatSockets.attach(server as Server);

  /**
   * A graceful stop (SIGTERM from an orchestrator or a rolling restart, or ctrl-C):
   * - /readyz turns 503 so the proxy stops sending traffic, and every answer says
   *   `Connection: close`;
   * - on SIGTERM the listener stays open for SHUTDOWN_DRAIN_SECONDS (default 1) first: a
   *   connection the kernel has queued but Node has not yet accepted is reset when the listener
   *   closes, so its client got ECONNRESET for a request it had sent (twoProcesses.test.ts). The
   *   proxy, which stops routing here on the signal or the 503, has stopped sending by then;
   * - then the listener closes, requests in flight finish, idle connections are swept each second,
   *   and after SHUTDOWN_GRACE_SECONDS (default 10) whatever is still open is cut. The pool closes
   *   and the process exits 0.
   *
   * Not `http.close()`: since Node 19 it also cuts every connection without a request in progress
   * at once, and a connection accepted a moment ago whose request is still on its way is one.
   */
  const shutdown = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    log.info(
      `${signal}: finishing requests in flight (at most ${graceMs / 1000} s), then stopping`,
    );
    const http = server as Server;
    http.on('request', (_request, response) => response.setHeader('Connection', 'close'));
    // Sockets are closed at once (1001): their clients reconnect to another process and catch up.
    void chatSockets.close();
    const stopListening = () => {
      net.Server.prototype.close.call(http, () => {
        void Promise.all([ctx.chat.close(), ctx.database.close()]).finally(() => {
          log.pino.flush();
          process.exit(0);
        });
      });
      setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS).unref();
      setTimeout(() => http.closeAllConnections(), graceMs).unref();
    };
    // ctrl-C is a person at a terminal, not a proxy's backend: no drain.
    if (signal === 'SIGTERM' && drainMs > 0) setTimeout(stopListening, drainMs);
    else stopListening();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
