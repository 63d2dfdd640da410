import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { merchantStore, override } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import StoreCentrePage from './StoreCentrePage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * The store centre: the store's figures (today's and total orders and sales, profit, followers,
 * orders waiting to ship) and the entries to the merchant's screens and the profit transfer.
 */
const meta = {
  title: 'Screens/Me/Store/StoreCentre',
  component: StoreCentrePage,
  parameters: { screen: { route: PATHS.merchant, session: 'merchant' } },
} satisfies Meta<typeof StoreCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const figure = async (context: Context, key: string) => {
  const canvas = within(context.canvasElement);
  const label = await canvas.findByText(storyT(context)(`pages.merchant.centre.${key}`));
  return label.closest('div')!.querySelector('dd')!;
};

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(
    await canvas.findByRole('heading', { name: merchantStore.name }),
  ).toBeInTheDocument();
  await expect(await figure(context, 'followers')).toHaveTextContent(/\d/);
  await expect(
    canvas.getByRole('link', { name: (name) => name.startsWith(t('routes.merchantOrders')) }),
  ).toHaveAttribute('href', `#${PATHS.merchantOrders}?tab=toShip`);
  for (const [key, path] of [
    ['routes.merchantProducts', PATHS.merchantProducts],
    ['routes.wholesale', PATHS.wholesale],
    ['routes.storeInfo', PATHS.storeInfo],
    ['routes.storeInvite', PATHS.storeInvite],
  ] as const) {
    await expect(canvas.getByRole('link', { name: t(key) })).toHaveAttribute('href', `#${path}`);
  }
  await expect(
    canvas.getByRole('link', {
      name: (name) => name.startsWith(t('pages.merchant.centre.transfer')),
    }),
  ).toHaveAttribute('href', `#${PATHS.wallet}`);
});

/** No paid order waits: the count reads zero and the orders entry shows no number. */
export const NothingToShip: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('merchantOrders', ({ params }) => ({
        list: [],
        page: params.page,
        pageSize: params.pageSize,
        total: 0,
        hasMore: false,
      })),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    // The count arrives with its own request, after the store's figures ("–" until then).
    const toShip = await figure(context, 'toShip');
    await waitFor(() => expect(toShip).toHaveTextContent('0'));
    await expect(
      within(context.canvasElement).getByRole('link', { name: t('routes.merchantOrders') }),
    ).toBeInTheDocument();
  }),
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();
