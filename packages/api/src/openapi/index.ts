export { buildOpenApi } from './openapi';
export { buildMarkdown } from './markdown';
