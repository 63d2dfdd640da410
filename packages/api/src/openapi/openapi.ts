import { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { endpointNames, endpoints } from '../contract/endpoints';
import { failureEnvelope, successEnvelope } from '../contract/envelope';
import { ERROR_REASONS } from '../contract/errors';
import { DEFAULT_SIGN_CONFIG } from '../contract/sign';
import { APP_VERSION, HEADERS, TIMESTAMP_SKEW_SECONDS, WIRE_VERSION } from '../contract/wire';

type Json = Record<string, unknown>;

/**
 * The contract as an OpenAPI 3.1 document, generated from the zod schemas themselves, so the
 * reference can never say something the code does not. JSON Schema 2020-12 is OpenAPI 3.1's own
 * dialect; recursive schemas (the category tree) become named components.
 */
export function buildOpenApi(): Json {
  const components: Record<string, Json> = {};

  /** Converts a schema and moves its local definitions into components under `name`. */
  const schemaOf = (schema: z.ZodType, name: string, io: 'input' | 'output'): Json => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json;
    delete json.$schema;
    const defs = json.$defs as Record<string, Json> | undefined;
    delete json.$defs;
    const selfReferencing = JSON.stringify(json).includes('"$ref":"#"');
    if (!defs && !selfReferencing) return json;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') {
          out[k] = v === '#' ? `#/components/schemas/${name}` : v.replace('#/$defs/', `#/components/schemas/${name}_`);
        } else out[k] = rewrite(v);
      }
      return out;
    };
    for (const [key, def] of Object.entries(defs ?? {})) components[`${name}_${key}`] = rewrite(def) as Json;
    components[name] = rewrite(json) as Json;
    return { $ref: `#/components/schemas/${name}` };
  };

  components.Failure = schemaOf(failureEnvelope, 'Failure', 'output');

  const headerParams = ['lang', 'timestamp', 'version', 'sign'].map((h) => ({ $ref: `#/components/parameters/${h}` }));
  const paths: Record<string, Json> = {};

  for (const name of endpointNames) {
    const e: Endpoint = endpoints[name];
    const Name = name[0]!.toUpperCase() + name.slice(1);
    const request = schemaOf(e.request, `${Name}Request`, 'input');
    const operation: Json = {
      operationId: name,
      tags: [e.tag],
      summary: e.summary,
      description: [
        e.description,
        `Access: ${e.auth}.`,
        e.signed ? 'Signed (lang, timestamp, version, sign headers).' : 'Unsigned: loadable by an <img>.',
      ]
        .filter(Boolean)
        .join(' '),
      'x-auth': e.auth,
      parameters: [...(e.signed ? headerParams : [])],
      responses: {
        '200':
          e.answer === 'binary'
            ? { description: 'Bytes', content: Object.fromEntries((e.produces ?? []).map((m) => [m, { schema: { type: 'string', format: 'binary' } }])) }
            : { description: 'Success envelope', content: { 'application/json': { schema: schemaOf(successEnvelope(e.response), `${Name}Answer`, 'output') } } },
        '4XX': { description: 'Refusal envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
        '5XX': { description: 'Server error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
      },
    };
    if (e.auth !== 'public') operation.security = e.auth === 'optional' ? [{}, { token: [] }] : [{ token: [] }];
    if (e.body === 'query') {
      const props = ((request as Json).properties ?? {}) as Record<string, Json>;
      const required = new Set(((request as Json).required ?? []) as string[]);
      (operation.parameters as Json[]).push(
        ...Object.entries(props).map(([param, schema]) => ({ name: param, in: 'query', required: required.has(param), schema })),
      );
    } else {
      const media = e.body === 'multipart' ? 'multipart/form-data' : 'application/json';
      operation.requestBody = { required: true, content: { [media]: { schema: request } } };
    }
    paths[e.path] = { ...(paths[e.path] ?? {}), [e.method.toLowerCase()]: operation };
  }

  const header = (name: string, description: string, schema: Json = { type: 'string' }) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema,
  });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace wire contract',
      version: APP_VERSION,
      description: [
        'Every answer is the envelope { status, data, msg, code }. Success: HTTP 200, status 1, code 200.',
        'Refusal: HTTP 4xx/5xx, status 0, code = HTTP status, msg translated by the lang header, data { reason, params?, fields?, fieldParams? }.',
        'Body code 403 means the session is gone: the client clears it and opens login.',
        'Money is integer minor units (cents). Lists share { list, page, pageSize, total, hasMore }.',
        `sign = UPPERCASE(hex(${DEFAULT_SIGN_CONFIG.algorithm}(${DEFAULT_SIGN_CONFIG.fields.join(' + ')}))) by default, token only when logged in; timestamps more than ${TIMESTAMP_SKEW_SECONDS} s off are refused.`,
        `Error reasons and their HTTP status: ${Object.entries(ERROR_REASONS).map(([r, c]) => `${r} ${c}`).join(', ')}.`,
      ].join('\n\n'),
    },
    paths,
    components: {
      schemas: components,
      parameters: {
        lang: header(HEADERS.lang, 'Stored locale, else en'),
        timestamp: header(HEADERS.timestamp, 'Unix seconds', { type: 'string', pattern: '^\\d+$' }),
        version: header(HEADERS.version, 'Wire version', { type: 'string', const: WIRE_VERSION }),
        sign: header(HEADERS.sign, 'Uppercase hex digest, see info', { type: 'string', pattern: '^[0-9A-F]+$' }),
      },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: HEADERS.authorization, description: 'The session token, as is (no Bearer prefix)' },
      },
    },
  };
}
