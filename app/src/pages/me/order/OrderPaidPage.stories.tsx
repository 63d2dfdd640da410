import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { orders } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import OrderPaidPage from './OrderPaidPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/** A paid order in the fixtures (1002, to ship) and the one still to pay (1001). */
const PAID = orders.find((order) => order.status === 20)!;
const TO_PAY = orders.find((order) => order.status === 10)!;

/** Payment success: the mark, the amount paid, the order numbers, and where to go next. */
const meta = {
  title: 'Screens/Me/Order/OrderPaid',
  component: OrderPaidPage,
  parameters: { screen: { route: `${PATHS.orderPaid}?id=${PAID.id}`, session: 'buyer' } },
} satisfies Meta<typeof OrderPaidPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { level: 2, name: t('messages.paymentSuccess') })).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.orderPaid.amountPaid'))).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.orderPay.orderNo', { orderNo: PAID.orderNo }))).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: t('pages.orderPaid.viewOrder') })).toHaveAttribute(
    'href',
    `${PATHS.orderView}?id=${PAID.id}`,
  );
  await expect(canvas.getByRole('link', { name: t('pages.orderPaid.continueShopping') })).toHaveAttribute('href', PATHS.home);
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** Back from the provider before its confirmation reached the order: it says so and checks again. */
export const Confirming: Story = {
  parameters: { screen: { route: `${PATHS.orderPaid}?id=${TO_PAY.id}`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { name: t('pages.orderPaid.confirming') })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: t('messages.paymentSuccess') })).toBeNull();
  }),
};

/** A malformed address never crashes: it says the link is not valid. */
export const InvalidLink: Story = {
  parameters: { screen: { route: `${PATHS.orderPaid}?id=abc`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.orderPay.invalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('routes.orders') })).toBeInTheDocument();
  }),
};
