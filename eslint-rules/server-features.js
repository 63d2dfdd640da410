// @ts-check
import path from 'node:path';

/**
 * The server's business areas meet only at their ports: code in
 * `packages/server/src/features/<a>/` may import another area `<b>` through `features/<b>/index.ts`
 * (its public port) and nothing else of it. Tests and test support (`*.test.ts`, `testing.ts`) may
 * reach further, to set up another area's data.
 */

/** `{ feature, rest }` for a file under packages/server/src/features/, else null. */
export function featureOf(file) {
  const normal = file.split(path.sep).join('/');
  const at = normal.lastIndexOf('/packages/server/src/features/');
  if (at === -1) return null;
  const [feature, ...rest] = normal.slice(at + '/packages/server/src/features/'.length).split('/');
  return rest.length === 0 ? null : { feature, rest: rest.join('/') };
}

const isTestCode = (file) => /\.test\.ts$/.test(file) || /\/testing\.ts$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A server feature uses another feature only through that feature's index.ts (its port)." },
    messages: {
      private:
        "features/{{from}} may use features/{{to}} only through its port (features/{{to}}/index.ts), not {{target}}: export what you need from there.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from || isTestCode(file)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), spec);
      const target = featureOf(resolved + '/x') && featureOf(resolved);
      // `../wallet` (the folder) resolves to its index; `../wallet/index` is the same port.
      if (!target) return;
      if (target.feature === from.feature) return;
      if (target.rest === 'index' || target.rest === 'index.ts' || target.rest === 'testing') return;
      context.report({ node, messageId: 'private', data: { from: from.feature, to: target.feature, target: `features/${target.feature}/${target.rest}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default rule;
