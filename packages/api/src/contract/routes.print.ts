import { endpointNames, endpoints } from './endpoints';

/** The route table routes.ts must hold, as source text: what the client needs of each endpoint. */
export function printRoutes(): string {
  const rows = endpointNames.map((name) => {
    const { method, path, body } = endpoints[name];
    return `  ${name}: { method: '${method}', path: '${path}', body: '${body}' },`;
  });
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
