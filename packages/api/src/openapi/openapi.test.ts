// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointNames, endpoints } from '../contract/endpoints';
import { SPEC_PATHS } from '../contract/spec-paths';
import { buildMarkdown } from './markdown';
import { buildOpenApi } from './openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApi() as Json;

const resolve = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);

describe('the generated reference', () => {
  it('lists every endpoint under its method and path, once', () => {
    const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => `${method.toUpperCase()} ${path} ${(op as Json).operationId}`),
    );
    expect(operations.sort()).toEqual(endpointNames.map((n) => `${endpoints[n].method} ${endpoints[n].path} ${n}`).sort());
  });

  it("lists every request field of every endpoint", () => {
    for (const name of endpointNames) {
      const e = endpoints[name];
      const op = (doc.paths as Json)[e.path][e.method.toLowerCase()] as Json;
      const fields = Object.keys((z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as Json).properties ?? {});
      const listed =
        e.body === 'query'
          ? (op.parameters as Json[]).filter((p) => p.in === 'query').map((p) => p.name)
          : Object.keys(Object.values(op.requestBody.content as Json)[0].schema.properties ?? {});
      if (fields.length) expect(listed.sort(), name).toEqual(fields.sort());
    }
  });

  it('has a success schema with the endpoint data for every JSON endpoint, and every $ref resolves', () => {
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) expect(resolve(ref!), ref).toBeDefined();
    const answer = (doc.paths as Json)['/api/order/detail'].get.responses['200'].content['application/json'].schema;
    expect(answer.properties.data.properties.status.enum ?? answer.properties.data.properties.status.anyOf).toBeDefined();
    expect(answer.properties.status.const).toBe(1);
  });

  it('marks the session endpoints with the token scheme and the captcha as unsigned', () => {
    expect((doc.paths as Json)['/api/account/getUserinfo'].get.security).toEqual([{ token: [] }]);
    expect((doc.paths as Json)['/api/login'].post.security).toBeUndefined();
    expect((doc.paths as Json)['/api/login/captcha'].get.parameters.some((p: Json) => p.$ref)).toBe(false);
  });

  it('has a readable page with a section per endpoint', () => {
    const page = buildMarkdown();
    for (const name of endpointNames) expect(page).toContain(`## ${endpoints[name].method} ${endpoints[name].path}\n`);
    for (const { method, path } of SPEC_PATHS) expect(page).toContain(`## ${method} ${path}`);
  });
});
