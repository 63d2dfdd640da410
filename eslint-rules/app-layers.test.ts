import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './app-layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => `/repo/app/src/${file}`;

tester.run('app-layers', rule, {
  valid: [
    { filename: at('pages/me/wallet/DepositPage.tsx'), code: "import { x } from './walletParts';" },
    { filename: at('pages/me/wallet/DepositPage.tsx'), code: "import { fieldIssue } from '../../../features/forms/fieldError';" },
    { filename: at('pages/me/order/OrderViewPage.tsx'), code: "import { orderStatus } from '../../../features/orders/orderStatus';" },
    { filename: at('routes/pageLoaders.ts'), code: "const load = () => import('../pages/cart/CartPage');" },
    { filename: at('features/cart/guestCart.ts'), code: "import { STORAGE_KEYS } from '../../session/storage';" },
    { filename: at('shell/AppTabBar.tsx'), code: "import { useGuestCart } from '../features/cart/guestCart';" },
  ],
  invalid: [
    {
      filename: at('pages/me/order/OrderViewPage.tsx'),
      code: "import { ChatWithStore } from '../../kefu/ChatWithStore';",
      errors: [{ messageId: 'pageToPage' }],
    },
    {
      filename: at('pages/me/MePage.tsx'),
      code: "export { Wallet } from './wallet/WalletPage';",
      errors: [{ messageId: 'pageToPage' }],
    },
    {
      filename: at('pages/me/store/StoreInvitePage.tsx'),
      code: "const Qr = lazy(() => import('../wallet/DepositQr'));",
      errors: [{ messageId: 'pageToPage' }],
    },
    {
      filename: at('shell/AppTabBar.tsx'),
      code: "import { useGuestCart } from '../pages/cart/guestCart';",
      errors: [{ messageId: 'intoPage' }],
    },
    {
      filename: at('features/orders/orderStatus.ts'),
      code: "import * as styles from '../../pages/me/order/Orders.css';",
      errors: [{ messageId: 'intoPage' }],
    },
    {
      filename: '/repo/.storybook/preview.tsx',
      code: "import { clearGuestCart } from '../app/src/pages/cart/guestCart';",
      errors: [{ messageId: 'intoPage' }],
    },
  ],
});
