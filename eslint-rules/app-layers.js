// @ts-check
import path from 'node:path';

/**
 * The app's rooms import one way (docs/ARCHITECTURE.md): a page folder never imports another
 * page folder, and nothing but the route table (`app/src/routes/`) imports a page at all. A part
 * two screens share lives in `app/src/features/<area>/` (or the shell, when it is chrome).
 */

/** Where a file sits: `{ room: 'pages', folder: 'me/wallet' }`, `{ room: 'features', folder: 'cart' }`... */
export function roomOf(file) {
  const normal = file.split(path.sep).join('/');
  const at = normal.lastIndexOf('/app/src/');
  if (at === -1) return null;
  const inside = normal.slice(at + '/app/src/'.length);
  const parts = inside.split('/');
  if (parts.length === 1) return { room: 'root', folder: '' };
  if (parts[0] === 'pages') return { room: 'pages', folder: parts.slice(1, -1).join('/') };
  if (parts[0] === 'features') return { room: 'features', folder: parts[1] ?? '' };
  return { room: parts[0], folder: parts.slice(1, -1).join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages compose features; no page imports a page, nothing but routes imports a page.' },
    messages: {
      pageToPage:
        'A page never imports another page ({{from}} -> {{to}}): move the shared part into app/src/features/<area>/.',
      intoPage:
        'Only the route table (app/src/routes/) loads pages; {{fromRoom}} must not import {{to}}: move the shared part into app/src/features/<area>/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = roomOf(file);
    // Outside app/src (Storybook's preview, tests) the same holds: nothing there imports a page.
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = roomOf(path.resolve(path.dirname(file), spec));
      if (!target || target.room !== 'pages') return;
      if (from?.room === 'pages') {
        if (from.folder !== target.folder) {
          context.report({ node, messageId: 'pageToPage', data: { from: `pages/${from.folder}`, to: `pages/${target.folder}` } });
        }
        return;
      }
      if (from?.room === 'routes') return;
      context.report({
        node,
        messageId: 'intoPage',
        data: { fromRoom: from ? `${from.room}/${from.folder}`.replace(/\/$/, '') : path.basename(file), to: `pages/${target.folder}` },
      });
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
