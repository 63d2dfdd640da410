import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './server-features.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => `/repo/packages/server/src/${file}`;

tester.run('server-features', rule, {
  valid: [
    { filename: at('features/staff/routes.ts'), code: "import { reviewWithdrawal } from '../wallet';" },
    { filename: at('features/staff/routes.ts'), code: "import { reviewWithdrawal } from '../wallet/index';" },
    { filename: at('features/wallet/service.ts'), code: "import { recordClaim } from './claims';" },
    { filename: at('features/wallet/service.ts'), code: "import { pageOf } from '../../http/paging';" },
    { filename: at('features/merchant/stores.test.ts'), code: "import { makeUser } from '../wallet/testing';" },
    { filename: at('features/merchant/testing.ts'), code: "import { makeUser } from '../wallet/testing';" },
    { filename: at('app.ts'), code: "import { routeModules } from './features';" },
  ],
  invalid: [
    {
      filename: at('features/staff/routes.ts'),
      code: "import { reviewWithdrawal } from '../wallet/service';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: at('features/merchant/merchant.ts'),
      code: "export { inTransaction } from '../wallet/ledger';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: at('features/chat/service.ts'),
      code: "const load = () => import('../merchant/merchant');",
      errors: [{ messageId: 'private' }],
    },
  ],
});
