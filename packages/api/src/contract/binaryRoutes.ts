// Generated from the contract by `pnpm --filter @shop/api gen:routes`; routes.test.ts fails when it
// drifts. The binary endpoints of routes.ts, whose addresses the client builds without loading it.
import type { EndpointName } from './endpoints';
import type { Route } from './routes';

export const BINARY_ROUTES = {
  captcha: { method: 'GET', path: '/api/login/captcha', body: 'query' },
  uploadFile: { method: 'GET', path: '/api/upload/file', body: 'query' },
} as const satisfies Partial<Record<EndpointName, Route>>;
