// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../../../locales/en.json';
import { endpointNames, endpoints, findEndpoint } from './endpoints';
import { ERROR_PARAMS, ERROR_REASON_NAMES, ERROR_REASONS } from './errors';
import { SPEC_PATHS } from './spec-paths';

describe('the contract', () => {
  it('keeps the seven spec paths with their exact methods', () => {
    for (const { name, method, path } of SPEC_PATHS) expect(endpoints[name]).toMatchObject({ method, path });
    expect(endpoints.captcha.answer).toBe('binary');
  });

  it('has one endpoint per method and path, all in the /api/<area>/<action> style', () => {
    const keys = endpointNames.map((n) => `${endpoints[n].method} ${endpoints[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of endpointNames) {
      const { path, method } = endpoints[name];
      expect(path).toMatch(/^\/api\/[a-z]+(\/[a-zA-Z]+)?$/);
      expect(findEndpoint(method, path)?.[0]).toBe(name);
    }
    expect(findEndpoint('DELETE', '/api/login')).toBeUndefined();
  });

  it('declares every schema as JSON Schema, so the reference can list it', () => {
    for (const name of endpointNames) {
      expect(() => z.toJSONSchema(endpoints[name].request, { io: 'input', unrepresentable: 'any' }), name).not.toThrow();
      expect(() => z.toJSONSchema(endpoints[name].response, { io: 'output', unrepresentable: 'any' }), name).not.toThrow();
    }
  });

  it('carries money as integers: a price with cents as a fraction is refused', () => {
    const price = endpoints.productDetail.response.shape.price;
    expect(price.safeParse(1999).success).toBe(true);
    expect(price.safeParse(19.99).success).toBe(false);
    expect(price.safeParse(-1).success).toBe(false);
  });

  it('shares one pagination shape and coerces query strings', () => {
    const parsed = endpoints.productList.request.parse({ page: '2', minPrice: '500', keyword: 'tea' });
    expect(parsed).toMatchObject({ page: 2, pageSize: 20, minPrice: 500, sort: 'default' });
    expect(endpoints.productList.request.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(endpoints.merchantProducts.request.parse({}).page).toBe(1);
    for (const name of endpointNames) {
      const json = JSON.stringify(z.toJSONSchema(endpoints[name].response, { io: 'output', unrepresentable: 'any' }));
      if (json.includes('"hasMore"') && json.includes('"total"')) expect(json, name).toContain('"pageSize"');
    }
  });

  it('refuses fields it does not name (strict objects)', () => {
    expect(endpoints.login.request.safeParse({ account: 'a', password: 'secret1', admin: true }).success).toBe(false);
  });

  it('has a message for every error reason, with exactly its placeholders, and 403 only for a lost session', () => {
    const messages = en.errors as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...ERROR_REASON_NAMES].sort());
    for (const reason of ERROR_REASON_NAMES) {
      const used = [...messages[reason]!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(used, reason).toEqual([...(ERROR_PARAMS[reason] ?? [])].sort());
    }
    expect(ERROR_REASON_NAMES.filter((r) => ERROR_REASONS[r] === 403)).toEqual(['sessionExpired']);
  });
});
