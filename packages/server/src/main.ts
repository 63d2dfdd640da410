import { serve } from '@hono/node-server';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { prepareServer } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const { app, ctx } = await prepareServer();

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const engine = ctx.database.kind === 'pglite' ? `PGlite in ${ctx.config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nMarketplace is running at http://${info.address}:${info.port}/  (database: ${engine})`);
  console.log('Demo accounts (username / password, payment password):');
  for (const account of DEMO_ACCOUNTS) {
    const pay = account.payPassword ? `, payment ${account.payPassword}` : '';
    console.log(`  ${account.role.padEnd(8)} ${account.username} / ${account.password}${pay}`);
  }
  if (ctx.config.development) {
    console.log(`Verification codes: server log and http://${info.address}:${info.port}/api/dev/outbox`);
  }
});

const shutdown = () => {
  server.close();
  void ctx.database.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
