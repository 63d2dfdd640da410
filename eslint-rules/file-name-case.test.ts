import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './file-name-case.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const code = 'export {};';

tester.run('file-name-case', rule, {
  valid: [
    { filename: '/repo/packages/server/src/features/orders/oneAtATime.ts', code },
    { filename: '/repo/packages/server/src/features/staff/fourEyes.test.ts', code },
    { filename: '/repo/packages/server/src/testing/s3rver.d.ts', code },
    { filename: '/repo/packages/server/src/seed/translations/zh-Hant.ts', code },
    { filename: '/repo/packages/server/src/seed/translations/ar.ts', code },
  ],
  invalid: [
    { filename: '/repo/packages/server/src/features/orders/one-at-a-time.ts', code, errors: [{ messageId: 'notCamel' }] },
    { filename: '/repo/packages/server/src/http/login_trust.test.ts', code, errors: [{ messageId: 'notCamel' }] },
    { filename: '/repo/packages/server/src/http/SecurityHeaders.ts', code, errors: [{ messageId: 'notCamel' }] },
  ],
});
