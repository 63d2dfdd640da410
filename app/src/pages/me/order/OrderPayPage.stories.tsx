import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ago, MOCK_PAY_PASSWORD, MOCK_PAYMENT_ID, orders, override, scenarios } from '@shop/api/mocks';
import { formatMoney } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import OrderPayPage from './OrderPayPage';
import { containing } from '../../../storybook/namePatterns';
import { intlLocale } from '../../../i18n/intlLocale';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/** The buyer's order waiting for payment in the fixtures (1001). */
const ORDER = orders.find((order) => order.status === 10)!;
const ROUTE = `${PATHS.orderPay}?id=${ORDER.id}`;
const PENDING_KEY = 'shop.pendingPayment';

/**
 * Paying one order, or several from one checkout (`?ids=`, paid together): the total, the time
 * left to pay, balance (PIN pad in a sheet) or online (the provider's page, then polling).
 */
const meta = {
  title: 'Screens/Me/Order/OrderPay',
  component: OrderPayPage,
  parameters: { screen: { route: ROUTE, session: 'buyer' } },
} satisfies Meta<typeof OrderPayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (context: StoryContext) => {
  const lang = (context.loaded.i18n as i18n).language;
  return intlLocale(lang);
};

/** The pay button says the amount, in the story's language. */
const payButton = async (context: StoryContext, amount = ORDER.amount) =>
  within(context.canvasElement).findByRole('button', {
    name: storyT(context)('pages.orderPay.payAmount', { amount: formatMoney(amount, language(context)) }),
  });

/** Presses pay (balance is the default method) and answers with the sheet. */
const openSheet = async (context: StoryContext) => {
  await userEvent.click(await payButton(context));
  return within(document.body).findByRole('dialog');
};

const typePin = async (sheet: HTMLElement, pin: string) => {
  const field = await waitFor(() => {
    const input = sheet.querySelector<HTMLInputElement>('input[type="password"]');
    if (!input) throw new Error('no PIN field yet');
    return input;
  });
  await userEvent.type(field, pin);
  return field;
};

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(await canvas.findByRole('heading', { name: t('pages.orderPay.amountLabel') })).toBeInTheDocument();
  await expect(canvas.getByRole('timer')).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.orderPay.orderNo', { orderNo: ORDER.orderNo }))).toBeInTheDocument();
  await expect(canvas.getByRole('radio', { name: containing(t('pages.orderPay.balance')) })).toBeChecked();
  await expect(await payButton(context)).toBeEnabled();
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** Placed more than a day ago: the time is up, paying is off. */
export const Expired: Story = {
  beforeEach: ({ msw }) =>
    msw.use(override('orderDetail', ({ params }) => ({ ...ORDER, id: params.id, createdAt: ago(25 * 60) }))),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByText(t('pages.orderPay.expiredNote'))).toBeInTheDocument();
    await expect(canvas.getByText(t('kit.countDown.expired'))).toBeInTheDocument();
    await expect(await payButton(context)).toBeDisabled();
  }),
};

/** One checkout, two stores, two orders: both listed, paid together for their total. */
export const SeveralOrders: Story = {
  parameters: { screen: { route: `${PATHS.orderPay}?ids=${ORDER.id},1009`, session: 'buyer' } },
  beforeEach: ({ msw }) =>
    msw.use(
      override('orderDetail', ({ params }) => ({
        ...ORDER,
        id: params.id,
        orderNo: `SO202611${String(params.id).padStart(8, '0')}`,
        storeName: params.id === ORDER.id ? ORDER.storeName : 'Harbor Outfitters',
      })),
    ),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByRole('heading', { name: t('pages.orderPay.ordersTitle', { count: 2 }) })).toBeInTheDocument();
    await expect(canvas.getByText(t('pages.orderPay.orderNo', { orderNo: 'SO20261100001009' }))).toBeInTheDocument();
    await expect(await payButton(context, ORDER.amount * 2)).toBeEnabled();
  }),
};

/** The right PIN pays from the balance and opens the success screen. */
export const PaysWithPin: Story = {
  parameters: { visual: { disable: 'ends on the success route (the navigated-to marker); Loaded shows the page' } },
  play: async (context) => {
    const sheet = await openSheet(context);
    await expect(within(sheet).getByRole('heading', { name: storyT(context)('pages.orderPay.sheetTitle') })).toBeInTheDocument();
    await typePin(sheet, MOCK_PAY_PASSWORD);
    await waitFor(async () =>
      expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(`${PATHS.orderPaid}?id=${ORDER.id}`),
    );
  },
};

/** A wrong PIN clears the dots, shakes and says how many tries are left. */
export const WrongPin: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordWrong),
  play: async (context) => {
    const sheet = await openSheet(context);
    const field = await typePin(sheet, '111111');
    const alert = await within(sheet).findByRole('alert');
    await expect(alert).toHaveTextContent(storyT(context)('validation.payPasswordWrong', { count: 2 }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(sheet.querySelector('[data-shake]')).not.toBeNull();
  },
};

/** Too many wrong PINs: no more tries, when it unlocks, and online still open. */
export const Locked: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordLocked),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openSheet(context);
    await typePin(sheet, '111111');
    await expect(await within(sheet).findByText(t('validation.payPasswordLocked'))).toBeInTheDocument();
    const time = new Intl.DateTimeFormat(language(context), { timeStyle: 'short' }).format(Date.now() + 30 * 60_000);
    await expect(within(sheet).getByText(t('pages.orderPay.unlocksAt', { time }))).toBeInTheDocument();
    await expect(sheet.querySelector('input[type="password"]')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.close') }));
    const balance = await within(context.canvasElement).findByRole('radio', { name: containing(t('pages.orderPay.balance')) });
    await expect(balance).toBeDisabled();
    await expect(within(context.canvasElement).getByRole('radio', { name: containing(t('pages.orderPay.online')) })).toBeChecked();
  }),
};

/** No payment password yet: the sheet says so and links to setting one, then back here. */
export const PayPasswordNotSet: Story = {
  parameters: { visual: { disable: 'ends on the payment password route (the navigated-to marker)' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordNotSet),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openSheet(context);
    await expect(within(sheet).getByText(t('messages.setPayPassword'))).toBeInTheDocument();
    await expect(sheet.querySelector('input[type="password"]')).toBeNull();
    await userEvent.click(within(sheet).getByRole('link', { name: t('pages.orderPay.setPayPassword') }));
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      `${PATHS.payPassword}?redirect=${encodeURIComponent(ROUTE)}`,
    );
  }),
};

/** The balance is short: the sheet says so, links to a deposit that comes back here, and offers paying online. */
export const InsufficientBalance: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.insufficientBalance),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openSheet(context);
    await expect(within(sheet).getByText(t('messages.availableNotEnough'))).toBeInTheDocument();
    await expect(within(sheet).getByRole('link', { name: t('pages.orderPay.deposit') })).toHaveAttribute(
      'href',
      `${PATHS.deposit}?redirect=${encodeURIComponent(ROUTE)}`,
    );
    await expect(within(sheet).getByRole('button', { name: t('pages.orderPay.payOnlineInstead') })).toBeInTheDocument();
    await expect(sheet.querySelector('input[type="password"]')).toBeNull();
  }),
};

let statusCalls = 0;

/** Back from the provider's page: the screen waits for the payment's state, then shows success. */
export const BackFromProvider: Story = {
  parameters: { visual: { disable: 'ends on the success route; the waiting state is shown for a poll interval only' } },
  beforeEach: ({ msw }) => {
    statusCalls = 0;
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ paymentId: MOCK_PAYMENT_ID, orderIds: [ORDER.id], payUrl: `/api/pay/sandbox/${MOCK_PAYMENT_ID}` }),
    );
    msw.use(
      override('orderPaymentStatus', ({ params }) => {
        statusCalls += 1;
        return { paymentId: params.paymentId, state: statusCalls > 1 ? 'paid' : 'pending', amount: ORDER.amount, orderIds: [ORDER.id] };
      }),
    );
    return () => sessionStorage.removeItem(PENDING_KEY);
  },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.orderPay.awaiting'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.orderPay.reopenProvider') })).toBeInTheDocument();
    await waitFor(
      async () => expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.orderPaid}?id=${ORDER.id}`),
      { timeout: 8_000 },
    );
    await expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  }),
};
