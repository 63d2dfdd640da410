import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { override, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import StaffOverviewPage from './StaffOverviewPage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * The operations console's overview: per queue how many items wait and since when the oldest has
 * waited, the longest wait first; each queue opens its list. Only staff get in: a buyer is sent
 * home with a notice, a visitor to sign in.
 */
const meta = {
  title: 'Screens/Staff/Overview',
  component: StaffOverviewPage,
  parameters: { screen: { route: PATHS.staff, session: 'staff' } },
} satisfies Meta<typeof StaffOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const queueList = async (context: StoryContext) =>
  within(context.canvasElement).findByRole('list', { name: storyT(context)('pages.staff.overview.queues') });

/** The queue cards in the order shown, by their links' names. */
const queueNames = async (context: StoryContext) =>
  within(await queueList(context))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  const list = await queueList(context);
  await expect(within(list).getAllByRole('article')).toHaveLength(4);
  // The demo data: two applications (the demo buyer's and Somchai's), one deposit, one
  // withdrawal and two after-sales requests wait.
  const applications = within(list).getByRole('link', { name: t('routes.staffApplications') });
  await expect(applications).toHaveAttribute('href', PATHS.staffApplications);
  const card = (link: HTMLElement) => within(link.closest('article')!);
  await expect(card(applications).getByText(t('pages.staff.overview.waitingCount', { count: 2 }))).toBeInTheDocument();
  const deposits = within(list).getByRole('link', { name: t('routes.staffDeposits') });
  await expect(card(deposits).getByText(t('pages.staff.overview.waitingCount', { count: 1 }))).toBeInTheDocument();
  await expect(within(context.canvasElement).getByText(t('pages.staff.overview.intro'))).toBeInTheDocument();
});

/** Longest wait first: a queue whose oldest item waited longer stands above one that waited less. */
export const OldestFirst: Story = {
  parameters: { visual: { disable: 'same screen as Loaded with other numbers; asserts the order only' } },
  beforeEach: ({ msw }) =>
    msw.use(
      override('staffOverview', () => ({
        asOf: new Date(Date.now()).toISOString(),
        queues: {
          application: { waiting: 1, oldestSince: new Date(Date.now() - 60_000).toISOString(), oldestWaitingSeconds: 60 },
          deposit: { waiting: 0, oldestSince: null, oldestWaitingSeconds: null },
          withdrawal: { waiting: 3, oldestSince: new Date(Date.now() - 7_200_000).toISOString(), oldestWaitingSeconds: 7_200 },
          afterSales: { waiting: 2, oldestSince: new Date(Date.now() - 86_400_000).toISOString(), oldestWaitingSeconds: 86_400 },
        },
      })),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await queueNames(context)).toEqual([
      t('routes.staffAfterSales'),
      t('routes.staffWithdrawals'),
      t('routes.staffApplications'),
      t('routes.staffDeposits'),
    ]);
    const list = await queueList(context);
    await expect(within(list).getByText(t('pages.staff.overview.waitingCount', { count: 3 }))).toBeInTheDocument();
    await expect(within(list).getByText(t('pages.staff.overview.nothingWaits'))).toBeInTheDocument();
  }),
};

/** Nothing waits: every queue at zero, still open to see what was decided. */
export const Empty: Story = emptyStory({
  text: 'pages.staff.overview.allClear',
  handlers: scenarios.staffQueuesEmpty,
  also: async (canvas, t) => {
    await expect(canvas.getAllByText(t('pages.staff.overview.nothingWaits'))).toHaveLength(4);
    await expect(canvas.getAllByText(t('pages.staff.overview.waitingCount', { count: 0 }))).toHaveLength(4);
  },
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

let overviewCalls = 0;

/**
 * Coming back to the window reads the queues again (stories turn focus refetching off for every
 * other query): the second answer has one more deposit waiting.
 */
export const RefreshesOnFocus: Story = {
  parameters: { visual: { disable: 'interaction test of a refetch; the loaded screen is shot by Loaded' } },
  beforeEach: ({ msw }) => {
    overviewCalls = 0;
    msw.use(
      override('staffOverview', () => {
        overviewCalls += 1;
        const waiting = overviewCalls;
        return {
          asOf: new Date(Date.now()).toISOString(),
          queues: {
            application: { waiting: 0, oldestSince: null, oldestWaitingSeconds: null },
            deposit: { waiting, oldestSince: new Date(Date.now() - 600_000).toISOString(), oldestWaitingSeconds: 600 },
            withdrawal: { waiting: 0, oldestSince: null, oldestWaitingSeconds: null },
            afterSales: { waiting: 0, oldestSince: null, oldestWaitingSeconds: null },
          },
        };
      }),
    );
  },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.staff.overview.waitingCount', { count: 1 }))).toBeInTheDocument();
    // The window goes to the background and comes back.
    window.dispatchEvent(new Event('visibilitychange'));
    await expect(await canvas.findByText(t('pages.staff.overview.waitingCount', { count: 2 }))).toBeInTheDocument();
    await waitFor(() => expect(overviewCalls).toBe(2));
  }),
};

/** A queue card opens the queue's list. */
export const OpensQueue: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the overview' } },
  play: async (context) => {
    const list = await queueList(context);
    await userEvent.click(within(list).getByRole('link', { name: storyT(context)('routes.staffWithdrawals') }));
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.staffWithdrawals);
  },
};

/** A signed-in buyer who opens the console is sent home, with a notice saying it is for staff. */
export const NotStaff: Story = {
  parameters: {
    screen: { route: PATHS.staff, session: 'buyer' },
    visual: { disable: 'ends on another route (the navigated-to marker) with a passing toast' },
  },
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.home);
    await expect(await within(document.body).findByText(t('pages.staff.staffOnly'))).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('list', { name: t('pages.staff.overview.queues') })).toBeNull();
  }),
};

/** A visitor goes to sign in, and comes back to the console after. */
export const Visitor: Story = {
  parameters: {
    screen: { route: PATHS.staff, session: 'visitor' },
    visual: { disable: 'ends on the login route (the navigated-to marker)' },
  },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      `${PATHS.login}?redirect=${encodeURIComponent(PATHS.staff)}`,
    );
  },
};
