// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import appLayers from './eslint-rules/app-layers.js';
import serverFeatures from './eslint-rules/server-features.js';
import fileNameCase from './eslint-rules/file-name-case.js';

// The project's own rules (eslint-rules/, each with its RuleTester test).
const local = { rules: { 'app-layers': appLayers, 'server-features': serverFeatures, 'file-name-case': fileNameCase } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/.data/**',
      'tests/visual/report/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // User-visible text comes from the dictionaries: the kit takes it through props, the app through t().
  {
    files: ['packages/ui/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // JSX text, string children ({'Pay now'}) and the attributes people read or hear.
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['(aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder|placeholder|title|alt|label)'],
          },
          // The plugin's defaults (punctuation, digits, CONSTANTS) plus single lowercase tokens:
          // `state === 'done'` inside JSX is code, not copy.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[a-z][a-z0-9-]*'] },
        },
      ],
    },
  },
  // Pages compose features: no page imports another page, nothing but the route table imports one.
  {
    files: ['app/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/app-layers': 'error' },
  },
  // Server state has one home per area: app/src/features/<area>/api.ts exports its query keys and
  // options. Pages, the shell and their stories and tests import them, never spell a key out.
  {
    files: ['app/src/pages/**/*.{ts,tsx}', 'app/src/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys live in features/<area>/api.ts; import them.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|getQueryData|setQueriesData|getQueriesData|removeQueries|cancelQueries|refetchQueries|resetQueries|fetchQuery|prefetchQuery|ensureQueryData)$/] > ArrayExpression:first-child',
          message: 'Query keys live in features/<area>/api.ts; import them.',
        },
      ],
    },
  },
  // A server feature meets another only at its port (features/<area>/index.ts); file names are camelCase.
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/server-features': 'error', 'local/file-name-case': 'error' },
  },
  // The kit's styles live in its cascade layer: they take style, styleVariants and globalStyle from
  // theme/layer.css.ts, which puts each rule into it.
  {
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/theme/layer.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vanilla-extract/css',
              importNames: ['style', 'styleVariants', 'globalStyle'],
              message: "Take it from the kit's theme/layer.css.ts, so the rule lands in the kit's cascade layer.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
