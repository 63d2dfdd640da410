// The reference point of `pnpm bench:api`: a bare Hono hello-world on @hono/node-server, started
// the same way as the real server (node --import tsx), so the two numbers are comparable.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? 3000);
const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`hello-world is running at http://${info.address}:${info.port}/`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
