import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orders, SAMPLE_PNG, scenarios } from '@shop/api/mocks';
import { ORDER_STATUS } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { playScreen, storyT } from '../../../storybook/storyT';
import OrderViewPage from './OrderViewPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * One order: status (with the time left to pay), progress, address, items, shipment, amounts,
 * numbers and times, after-sales, and the status's actions in a bottom bar. The status stories use
 * the `order*` scenarios; the action stories open the fixture order in that status (1001 to pay,
 * 1003 to receive, 1004 to review), whose changes the mock remembers.
 */
const meta = {
  title: 'Screens/Me/Order/OrderView',
  component: OrderViewPage,
  parameters: { screen: { route: `${PATHS.orderView}?id=1001`, session: 'buyer' } },
} satisfies Meta<typeof OrderViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const byStatus = (status: number) => orders.find((order) => order.status === status)!;
const at = (status: number) => ({ screen: { route: `${PATHS.orderView}?id=${byStatus(status).id}`, session: 'buyer' } });
const interaction = (what: string) => ({ visual: { disable: `interaction test (${what}); the statuses are shot one by one` } });

/** The status banner's heading, once the order is there. */
const banner = (context: StoryContext, status: string) =>
  within(context.canvasElement).findByRole('heading', { level: 2, name: storyT(context)(`pages.orders.status.${status}`) });

const press = async (context: StoryContext, key: string) =>
  userEvent.click(await within(context.canvasElement).findByRole('button', { name: storyT(context)(key) }));

const sheet = () => within(document.body).findByRole('dialog');

const toast = (context: StoryContext, key: string) => within(document.body).findByText(storyT(context)(key));

/**
 * The progress bar agrees with the status text: the step marked current (`aria-current="step"`)
 * is `step` (one of the step names: placed, paid...), the ones before it are done; `null` means every
 * step is done.
 */
async function expectStep(context: StoryContext, step: string | null) {
  const t = storyT(context);
  const bar = await within(context.canvasElement).findByRole('list', { name: t('kit.steps.label') });
  const items = within(bar).getAllByRole('listitem');
  const current = items.findIndex((item) => item.getAttribute('aria-current') === 'step');
  if (step === null) {
    await expect(current).toBe(-1);
  } else {
    await expect(items[current]).toHaveTextContent(t(`pages.orderView.steps.${step}`));
  }
  // Read after a finished step's title, after a comma ("Paid, completed").
  const doneText = `, ${t('kit.steps.done')}`;
  const done = step === null ? items : items.slice(0, current);
  for (const item of done) await expect(item).toHaveTextContent(doneText);
  for (const item of step === null ? [] : items.slice(current)) await expect(item).not.toHaveTextContent(doneText);
}

/** To pay: the time left to pay, cancel and pay. */
export const ToPay: Story = {
  parameters: { ...at(ORDER_STATUS.toPay), visual: { locales: 'all' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.orderToPay),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await banner(context, 'toPay');
    await expectStep(context, 'placed');
    await expect(canvas.getByRole('timer', { name: t('kit.countDown.label') })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: t('kit.steps.label') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.orders.actions.cancel') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('common.payNow') })).toHaveAttribute(
      'href',
      `${PATHS.orderPay}?id=${byStatus(ORDER_STATUS.toPay).id}`,
    );
    await expect(canvas.getByText(byStatus(ORDER_STATUS.toPay).orderNo)).toBeInTheDocument();
  }),
};

export const ToShip: Story = {
  parameters: at(ORDER_STATUS.toShip),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderToShip),
  play: async (context) => {
    await banner(context, 'toShip');
    // Awaiting shipment: paid, not shipped.
    await expectStep(context, 'paid');
    await expect(within(context.canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** Shipped: carrier and tracking number (with copy), confirm receipt and after-sales. */
export const ToReceive: Story = {
  parameters: at(ORDER_STATUS.toReceive),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderToReceive),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await banner(context, 'toReceive');
    await expectStep(context, 'shipped');
    await expect(canvas.getByText(byStatus(ORDER_STATUS.toReceive).trackingNo!)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.orderView.copyTrackingNo') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.orders.actions.confirmReceipt') })).toBeInTheDocument();
  }),
};

export const ToReview: Story = {
  parameters: at(ORDER_STATUS.toReview),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderToReview),
  play: async (context) => {
    await banner(context, 'toReview');
    await expectStep(context, 'received');
    await expect(
      within(context.canvasElement).getByRole('button', { name: storyT(context)('pages.orders.actions.comment') }),
    ).toBeInTheDocument();
  },
};

/** Completed, with a coupon discount: every step done, no actions. */
export const Completed: Story = {
  parameters: at(ORDER_STATUS.completed),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderCompleted),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await banner(context, 'completed');
    await expectStep(context, null);
    await expect(canvas.getByText(t('pages.orderView.couponDiscount', { name: byStatus(ORDER_STATUS.completed).couponName! }))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('pages.orders.actions.comment') })).not.toBeInTheDocument();
  }),
};

export const Cancelled: Story = {
  parameters: at(ORDER_STATUS.cancelled),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderCancelled),
  play: async (context) => {
    await banner(context, 'cancelled');
    await expect(within(context.canvasElement).queryByRole('list', { name: storyT(context)('kit.steps.label') })).not.toBeInTheDocument();
  },
};

/** After-sales: the request's reason, details and photos. */
export const AfterSales: Story = {
  parameters: at(ORDER_STATUS.afterSales),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderAfterSales),
  play: playScreen(async (context) => {
    const { canvas } = context;
    await banner(context, 'afterSales');
    // Off the usual path: the bar stops where the parcel got to (shipped, never received).
    await expectStep(context, 'shipped');
    await expect(canvas.getByRole('heading', { name: storyT(context)('pages.orderView.afterSales') })).toBeInTheDocument();
    await expect(canvas.getByText(byStatus(ORDER_STATUS.afterSales).afterSales!.description)).toBeInTheDocument();
  }),
};

/** Refunded after an after-sales request: the bar stops where the parcel got to (shipped). */
export const Refunded: Story = {
  parameters: at(ORDER_STATUS.refunded),
  beforeEach: ({ msw }) => msw.use(...scenarios.orderRefunded),
  play: async (context) => {
    await banner(context, 'refunded');
    await expectStep(context, 'shipped');
  },
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** A malformed id shows the error state, never a crash. */
export const InvalidId: Story = {
  parameters: { screen: { route: `${PATHS.orderView}?id=abc`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.orderView.invalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('routes.orders') })).toBeInTheDocument();
  }),
};

/** Cancelling asks first; "keep" keeps it, confirming cancels it. */
export const CancelOrder: Story = {
  parameters: { ...at(ORDER_STATUS.toPay), ...interaction('cancel asks, then cancels') },
  play: playScreen(async (context) => {
    const { t } = context;
    await banner(context, 'toPay');
    await press(context, 'pages.orders.actions.cancel');
    let dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.orders.ask.keepOrder') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await banner(context, 'toPay');

    await press(context, 'pages.orders.actions.cancel');
    dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('pages.orders.ask.cancel'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.orders.actions.cancel') }));
    await expect(await toast(context, 'pages.orders.done.cancelled')).toBeInTheDocument();
    await banner(context, 'cancelled');
    await expect(within(context.canvasElement).queryByRole('link', { name: t('common.payNow') })).not.toBeInTheDocument();
  }),
};

/** Confirming receipt asks first, then the order waits for a review. */
export const ConfirmReceipt: Story = {
  parameters: { ...at(ORDER_STATUS.toReceive), ...interaction('confirm receipt') },
  play: playScreen(async (context) => {
    const { t } = context;
    await banner(context, 'toReceive');
    await press(context, 'pages.orders.actions.confirmReceipt');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('pages.orders.ask.confirmReceipt'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.orders.actions.confirmReceipt') }));
    await expect(await toast(context, 'pages.orders.done.received')).toBeInTheDocument();
    await banner(context, 'toReview');
  }),
};

/** A review needs stars and text: sending an empty one says what is missing, in the reader's language. */
export const CommentValidation: Story = {
  parameters: { ...at(ORDER_STATUS.toReview), ...interaction('review validation') },
  play: playScreen(async (context) => {
    const { t } = context;
    await banner(context, 'toReview');
    await press(context, 'pages.orders.actions.comment');
    const form = within(await sheet());
    await userEvent.click(form.getByRole('button', { name: t('common.submit') }));
    await expect(await form.findByText(t('pages.orders.comment.ratingRequired'))).toBeInTheDocument();
    await expect(form.getByText(t('validation.required'))).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: t('pages.orders.comment.content') })).toBeInvalid();

    // Text alone is not enough: the stars are still asked for.
    await userEvent.type(form.getByRole('textbox', { name: t('pages.orders.comment.content') }), 'Great');
    await userEvent.click(form.getByRole('button', { name: t('common.submit') }));
    await expect(form.getByText(t('pages.orders.comment.ratingRequired'))).toBeInTheDocument();
    await expect(form.queryByText(t('validation.required'))).not.toBeInTheDocument();
    await expect(within(document.body).queryByText(t('pages.orders.done.commented'))).not.toBeInTheDocument();
  }),
};

/** Stars, text and a photo: the review is sent and the order is completed. */
export const CommentSent: Story = {
  parameters: { ...at(ORDER_STATUS.toReview), ...interaction('review sent') },
  play: playScreen(async (context) => {
    const { t } = context;
    await banner(context, 'toReview');
    await press(context, 'pages.orders.actions.comment');
    const dialog = await sheet();
    const form = within(dialog);
    await userEvent.click(form.getByRole('radio', { name: t('kit.rate.value', { value: 4, max: 5 }) }));
    await userEvent.type(form.getByRole('textbox', { name: t('pages.orders.comment.content') }), 'Fits well and arrived quickly.');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SAMPLE_PNG], 'photo.png', { type: 'image/png' }));
    await form.findByRole('button', { name: t('kit.uploader.preview', { index: 1, total: 1 }) });
    await userEvent.click(form.getByRole('button', { name: t('common.submit') }));
    await expect(await toast(context, 'pages.orders.done.commented')).toBeInTheDocument();
    await banner(context, 'completed');
  }),
};

/** After-sales: a reason is required; with one chosen, the request is sent and shown on the order. */
export const AfterSalesSent: Story = {
  parameters: { ...at(ORDER_STATUS.toReceive), ...interaction('after-sales request') },
  play: playScreen(async (context) => {
    const { t } = context;
    await banner(context, 'toReceive');
    await press(context, 'pages.orders.actions.afterSales');
    const form = within(await sheet());
    await userEvent.click(form.getByRole('button', { name: t('common.submit') }));
    await expect(await form.findByText(t('validation.chooseOne'))).toBeInTheDocument();

    await userEvent.click(form.getByRole('radio', { name: t('pages.orders.afterSales.reasons.damaged') }));
    await userEvent.type(form.getByRole('textbox', { name: t('pages.orders.afterSales.description') }), 'The lid is cracked.');
    await userEvent.click(form.getByRole('button', { name: t('common.submit') }));
    await expect(await toast(context, 'pages.orders.done.afterSales')).toBeInTheDocument();
    await banner(context, 'afterSales');
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('pages.orders.afterSales.reasons.damaged'))).toBeInTheDocument();
    await expect(canvas.getByText('The lid is cracked.')).toBeInTheDocument();
  }),
};
