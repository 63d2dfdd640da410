import { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { endpointNames, endpoints } from '../contract/endpoints';

type Json = { type?: string | string[]; properties?: Record<string, Json>; required?: string[]; items?: Json; enum?: unknown[]; const?: unknown; anyOf?: Json[]; oneOf?: Json[]; $ref?: string; description?: string; format?: string };

const typeOf = (s: Json): string => {
  if (s.$ref) return s.$ref === '#' ? 'same as this' : s.$ref.split('/').pop()!;
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.map(typeOf).join(' \\| ');
  if (s.type === 'array' && s.items) return `${typeOf(s.items)}[]`;
  if (s.type === 'object') return 'object';
  return [s.type ?? 'any', s.format].filter(Boolean).join(' ');
};

/** Field rows, nested objects flattened with dotted names ("list[].price"). */
function fields(schema: Json, prefix = '', depth = 0): string[] {
  const rows: string[] = [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && !schema.properties) {
    variants.forEach((v, i) => rows.push(...fields(v, `${prefix}(variant ${i + 1}) `, depth)));
    return rows;
  }
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const required = schema.required?.includes(name) ? 'yes' : 'no';
    rows.push(`| \`${path}\` | ${typeOf(prop)} | ${required} | ${prop.description ?? ''} |`);
    if (depth < 3) {
      if (prop.type === 'object' || prop.anyOf) rows.push(...fields(prop, `${path}.`, depth + 1));
      if (prop.type === 'array' && prop.items) rows.push(...fields(prop.items, `${path}[].`, depth + 1));
    }
  }
  return rows;
}

const table = (rows: string[]) => (rows.length ? ['| field | type | required | note |', '|---|---|---|---|', ...rows].join('\n') : '_nothing_');

/** The contract as one readable page: every endpoint, who may call it, and its fields. */
export function buildMarkdown(): string {
  const out = ['# Wire contract reference', '', 'Generated from the zod schemas in `packages/api/src/contract` (`pnpm --filter @shop/api openapi --markdown`).', ''];
  for (const name of endpointNames) {
    const e: Endpoint = endpoints[name];
    const request = z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as Json;
    const response = z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }) as Json;
    out.push(`## ${e.method} ${e.path}`, '', `\`${name}\`: ${e.summary}. Access: ${e.auth}${e.signed ? '' : ', unsigned'}.`, '');
    out.push('Request:', '', table(fields(request)), '');
    if (e.answer === 'binary') out.push(`Answer: bytes (${(e.produces ?? []).join(', ')}).`, '');
    else {
      const body = response.type === 'object' ? fields(response) : [`| \`data\` | ${typeOf(response)} | yes | |`, ...(response.items ? fields(response.items, 'data[].') : [])];
      out.push('Answer `data`:', '', table(body), '');
    }
  }
  return out.join('\n');
}
