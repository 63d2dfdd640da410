import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ago, override, productById, productCard } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import HistoryPage from './HistoryPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** Minutes before the stories' clock at which each history entry was viewed: today, yesterday, earlier. */
const VIEWED_MINUTES_AGO = [30, 3 * 60, 26 * 60, 30 * 60, 3 * 24 * 60, 9 * 24 * 60];

/**
 * The history the mock keeps (so clearing it really empties it), viewed across several days rather
 * than all this morning, so the day headings show.
 */
const acrossDays = override('historyList', ({ params, state }) => {
  const all = state.data.history.map((h, i) => ({
    id: h.id,
    product: productCard(productById(h.productId)!),
    viewedAt: ago(VIEWED_MINUTES_AGO[i] ?? (i + 1) * 24 * 60),
  }));
  const list = all.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
  return { list, page: params.page, pageSize: params.pageSize, total: all.length, hasMore: params.page * params.pageSize < all.length };
});

/** Browsing history grouped by day; "Clear" asks before wiping it. */
const meta = {
  title: 'Screens/Me/User/History',
  component: HistoryPage,
  parameters: { screen: { route: PATHS.history, session: 'buyer' } },
  beforeEach: ({ msw }) => msw.use(acrossDays),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const today = await canvas.findByRole('region', { name: t('pages.history.today') });
  await expect(within(today).getAllByRole('link')[0]!.getAttribute('href')).toContain(PATHS.productView);
  await expect(canvas.getByRole('region', { name: t('pages.history.yesterday') })).toBeInTheDocument();
  // Older days are headed by their date.
  await expect(canvas.getAllByRole('region').length).toBeGreaterThan(2);
});

/** Clear asks first; cancelling keeps everything, confirming empties the history. */
export const Clear: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async ({ canvas, t }) => {
    await canvas.findByRole('region', { name: t('pages.history.today') });

    await userEvent.click(canvas.getByRole('button', { name: t('common.clear') }));
    let dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.history.clearConfirm'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(await canvas.findByRole('region', { name: t('pages.history.today') })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t('common.clear') }));
    dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.clear') }));
    await expect(await canvas.findByText(t('pages.history.empty'))).toBeInTheDocument();
    await expect(await within(document.body).findByText(t('pages.history.cleared'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('common.clear') })).toBeNull();
  }),
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory({
  text: 'pages.history.empty',
  also: async (canvas, t) => expect(canvas.queryByRole('button', { name: t('common.clear') })).toBeNull(),
});

export const Failed: Story = failedStory();
