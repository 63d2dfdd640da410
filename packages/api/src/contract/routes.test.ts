import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BINARY_ROUTES } from './binaryRoutes';
import { printBinaryRoutes, printRoutes } from './routes.print';
import { ROUTES } from './routes';
import { endpointNames, endpoints } from './endpoints';

describe('the client route table', () => {
  it('is what the contract generates (run `pnpm --filter @shop/api gen:routes` after changing endpoints)', () => {
    expect(fs.readFileSync(path.resolve('packages/api/src/contract/routes.ts'), 'utf8')).toBe(printRoutes());
  });

  it('has its binary part generated too (binaryRoutes.ts)', () => {
    expect(fs.readFileSync(path.resolve('packages/api/src/contract/binaryRoutes.ts'), 'utf8')).toBe(printBinaryRoutes());
    const binary = endpointNames.filter((name) => endpoints[name].answer === 'binary');
    expect(Object.keys(BINARY_ROUTES).sort()).toEqual([...binary].sort());
    expect(binary.length).toBeGreaterThan(0);
  });

  it('names every endpoint with its method, path and body', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...endpointNames].sort());
    for (const name of endpointNames) {
      const { method, path, body } = endpoints[name];
      expect(ROUTES[name]).toEqual({ method, path, body });
    }
  });
});
