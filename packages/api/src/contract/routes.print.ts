import { endpointNames, endpoints } from './endpoints';

const row = (name: (typeof endpointNames)[number]) => {
  const { method, path, body } = endpoints[name];
  return `  ${name}: { method: '${method}', path: '${path}', body: '${body}' },`;
};

/** The route table routes.ts must hold, as source text: what the client needs of each endpoint. */
export function printRoutes(): string {
  const rows = endpointNames.map(row);
  return [
    '// Generated from the contract by `pnpm --filter @shop/api gen:routes`; routes.test.ts fails when it',
    '// drifts. The client reads this table instead of the endpoint schemas, so a page load carries no',
    '// schema library: answers are checked against the schemas only where `checkAnswers` is on.',
    "import type { EndpointName } from './endpoints';",
    "import type { HttpMethod, RequestBody } from './endpoint';",
    '',
    'export interface Route {',
    '  method: HttpMethod;',
    '  path: string;',
    '  body: RequestBody;',
    '}',
    '',
    'export const ROUTES = {',
    ...rows,
    '} as const satisfies Record<EndpointName, Route>;',
    '',
  ].join('\n');
}

/**
 * binaryRoutes.ts: the binary endpoints alone. The client builds their addresses synchronously
 * (an `<img src>`, the captcha) while the full table travels with the request code, which a page
 * downloads with its first request.
 */
export function printBinaryRoutes(): string {
  const rows = endpointNames.filter((name) => endpoints[name].answer === 'binary').map(row);
  return [
    '// Generated from the contract by `pnpm --filter @shop/api gen:routes`; routes.test.ts fails when it',
    '// drifts. The binary endpoints of routes.ts, whose addresses the client builds without loading it.',
    "import type { EndpointName } from './endpoints';",
    "import type { Route } from './routes';",
    '',
    'export const BINARY_ROUTES = {',
    ...rows,
    '} as const satisfies Partial<Record<EndpointName, Route>>;',
    '',
  ].join('\n');
}
