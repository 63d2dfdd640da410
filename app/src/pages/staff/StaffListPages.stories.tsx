import type { ComponentType } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StaffQueue } from '@shop/api/contract';
import { scenarios } from '@shop/api/mocks';
import { playScreen, storyT } from '../../storybook/storyT';
import { StaffAfterSalesPage, StaffApplicationsPage, StaffDepositsPage, StaffWithdrawalsPage } from './StaffListPages';
import { listPath, stateKey, viewPath, type QueueTab } from './staffQueues';

/**
 * The four queues' lists: tabs by state (the tab in the address), a page at a time, each item a
 * card that opens its detail. The demo data: applications 1 and 2 wait, 3 was approved, 4
 * rejected; deposit 3 waits, 1 was approved, 2 rejected; withdrawal 3 waits, 2 was paid, 1
 * rejected; after-sales 1 and 4 wait, 2 was refunded, 3 rejected.
 */
const meta = {
  title: 'Screens/Staff/Queues',
  component: StaffApplicationsPage,
  parameters: { screen: { route: listPath('application'), session: 'staff' } },
} satisfies Meta<typeof StaffApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE: Record<StaffQueue, ComponentType> = {
  application: StaffApplicationsPage,
  deposit: StaffDepositsPage,
  withdrawal: StaffWithdrawalsPage,
  afterSales: StaffAfterSalesPage,
};

/** Shows the address the page is at, so a test can read the tab from it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const list = (context: StoryContext, queue: StaffQueue, tab: QueueTab) =>
  within(context.canvasElement).findByRole('list', { name: storyT(context)(stateKey(queue, tab)) });

const screenAt = (queue: StaffQueue, tab?: QueueTab) => ({ screen: { route: listPath(queue, tab), session: 'staff' as const } });

/** A queue's tab with its items: the tab is selected, its list holds `ids`, each card opens its item. */
const tabStory = (queue: StaffQueue, tab: QueueTab, ids: number[], allLocales = false): Story => ({
  parameters: { ...screenAt(queue, tab), ...(allLocales ? { visual: { locales: 'all' } } : {}) },
  render: () => {
    const Page = PAGE[queue];
    return <Page />;
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByRole('tab', { name: t(stateKey(queue, tab)) })).toHaveAttribute('aria-selected', 'true');
    const shown = await list(context, queue, tab);
    const links = within(shown).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => viewPath(queue, id)));
    for (const card of within(shown).getAllByRole('article')) {
      await expect(within(card).getByText(t(stateKey(queue, tab)))).toBeInTheDocument();
    }
    await expect(canvas.getByText(t('messages.noMoreData'))).toBeInTheDocument();
  }),
});

export const ApplicationsPending = tabStory('application', 'pending', [2, 1], true);
export const ApplicationsApproved = tabStory('application', 'approved', [3]);
export const ApplicationsRejected = tabStory('application', 'rejected', [4]);
export const DepositsPending = tabStory('deposit', 'pending', [3], true);
export const DepositsApproved = tabStory('deposit', 'approved', [1]);
export const DepositsRejected = tabStory('deposit', 'rejected', [2]);
export const WithdrawalsPending = tabStory('withdrawal', 'pending', [3], true);
export const WithdrawalsPaid = tabStory('withdrawal', 'approved', [2]);
export const WithdrawalsRejected = tabStory('withdrawal', 'rejected', [1]);
export const AfterSalesPending = tabStory('afterSales', 'pending', [4, 1], true);
export const AfterSalesRefunded = tabStory('afterSales', 'refunded', [2]);
export const AfterSalesRejected = tabStory('afterSales', 'rejected', [3]);

const emptyStory = (queue: StaffQueue): Story => ({
  parameters: screenAt(queue),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffQueuesEmpty),
  render: () => {
    const Page = PAGE[queue];
    return <Page />;
  },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(storyT(context)('pages.staff.list.emptyPending'))).toBeInTheDocument();
  },
});

export const ApplicationsEmpty = emptyStory('application');
export const DepositsEmpty = emptyStory('deposit');
export const WithdrawalsEmpty = emptyStory('withdrawal');
export const AfterSalesEmpty = emptyStory('afterSales');

/** A decided tab with nothing in it says so in its own words. */
export const DecidedEmpty: Story = {
  parameters: screenAt('deposit', 'rejected'),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffQueuesEmpty),
  render: () => <StaffDepositsPage />,
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(storyT(context)('pages.staff.list.emptyDecided'))).toBeInTheDocument();
  },
};

const loadingStory = (queue: StaffQueue): Story => ({
  parameters: screenAt(queue),
  beforeEach: ({ msw }) => msw.use(...scenarios.loading),
  render: () => {
    const Page = PAGE[queue];
    return <Page />;
  },
  play: async (context) => {
    const text = await within(context.canvasElement).findByText(storyT(context)('common.loading'));
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
});

export const ApplicationsLoading = loadingStory('application');
export const DepositsLoading = loadingStory('deposit');
export const WithdrawalsLoading = loadingStory('withdrawal');
export const AfterSalesLoading = loadingStory('afterSales');

const failedStory = (queue: StaffQueue): Story => ({
  parameters: screenAt(queue),
  beforeEach: ({ msw }) => msw.use(...scenarios.errorMessage),
  render: () => {
    const Page = PAGE[queue];
    return <Page />;
  },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('messages.pageLoadFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  }),
});

export const ApplicationsFailed = failedStory('application');
export const DepositsFailed = failedStory('deposit');
export const WithdrawalsFailed = failedStory('withdrawal');
export const AfterSalesFailed = failedStory('afterSales');

/** Choosing a tab puts it in the address and lists that tab's items; keyboard only. */
export const TabSwitch: Story = {
  parameters: { ...screenAt('afterSales'), visual: { disable: 'interaction test showing the address; the tabs are shot one by one' } },
  render: () => (
    <>
      <StaffAfterSalesPage />
      <Address />
    </>
  ),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await list(context, 'afterSales', 'pending');
    const pending = canvas.getByRole('tab', { name: t(stateKey('afterSales', 'pending')) });
    pending.focus();
    // The tab row follows the reading direction: the next tab is to the left in Arabic.
    const rtl = getComputedStyle(pending).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(listPath('afterSales', 'refunded')));
    const refunded = await list(context, 'afterSales', 'refunded');
    await expect(within(refunded).getAllByRole('article')).toHaveLength(1);
  }),
};

/** A card opens its item. */
export const OpensItem: Story = {
  parameters: { ...screenAt('withdrawal'), visual: { disable: 'ends on another route (the navigated-to marker)' } },
  render: () => <StaffWithdrawalsPage />,
  play: async (context) => {
    const shown = await list(context, 'withdrawal', 'pending');
    await userEvent.click(within(shown).getByRole('link'));
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(viewPath('withdrawal', 3));
  },
};
