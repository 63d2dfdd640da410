// @ts-check
import path from 'node:path';

/**
 * One file-name case: a module's name is camelCase (`oneAtATime.ts`, `fourEyes.test.ts`), as in the
 * app. A file named for a locale keeps the locale's own spelling (`seed/translations/zh-Hant.ts`).
 */
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const LOCALE = /^[a-z]{2}(-[A-Z][a-z]{3})?$/;

/** Whether a file's name (its first dot-separated part) follows the case. */
export function followsCase(file) {
  const stem = path.basename(file).split('.')[0] ?? '';
  return CAMEL.test(stem) || LOCALE.test(stem);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are camelCase (a locale keeps its own spelling).' },
    messages: { notCamel: 'File name "{{name}}" is not camelCase: rename it (for example {{suggestion}}).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const file = context.filename;
        if (followsCase(file)) return;
        const name = path.basename(file);
        const suggestion = name.replace(/[-_]([a-zA-Z0-9])/g, (_, c) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
        context.report({ node, messageId: 'notCamel', data: { name, suggestion } });
      },
    };
  },
};

export default rule;
