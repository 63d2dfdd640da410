import { buildMarkdown } from './markdown';
import { buildOpenApi } from './openapi';

/** Prints the reference: OpenAPI JSON by default, `--markdown` for the readable page. */
export function printReference(args: readonly string[]): string {
  return args.includes('--markdown') ? buildMarkdown() : JSON.stringify(buildOpenApi(), null, 2);
}
