import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockState, override, wholesaleItems } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import WholesaleCentrePage from './WholesalePage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** The wholesale catalogue: "Put in my store" in one tap, then "In my store", never twice. */
const meta = {
  title: 'Screens/Me/Wholesale/Wholesale',
  component: WholesaleCentrePage,
  parameters: { screen: { route: PATHS.wholesale, session: 'merchant' } },
} satisfies Meta<typeof WholesaleCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const fresh = wholesaleItems.find((w) => !w.shelved)!;
const shelved = wholesaleItems.find((w) => w.shelved)!;
const card = async (context: Context, name: string) =>
  (await within(context.canvasElement).findByRole('heading', { name })).closest(
    'article',
  ) as HTMLElement;

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  await expect(
    within(await card(context, fresh.name)).getByRole('button', {
      name: t('pages.merchant.wholesale.put'),
    }),
  ).toBeEnabled();
  await expect(
    within(await card(context, shelved.name)).getByRole('button', {
      name: t('pages.merchant.wholesale.inStore'),
    }),
  ).toBeDisabled();
});

/** One tap: the button waits, then reads "In my store"; the store has it once. */
export const PutsInStore: Story = {
  parameters: { visual: { disable: 'an interaction; Loaded shows both button states' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const item = within(await card(context, fresh.name));
    const put = item.getByRole('button', {
      name: t('pages.merchant.wholesale.put'),
    });
    await userEvent.click(put);
    const done = await item.findByRole('button', { name: t('pages.merchant.wholesale.inStore') });
    await expect(done).toBeDisabled();
    await expect(mockState.data.wholesale.find((w) => w.id === fresh.id)!.shelved).toBe(true);
  }),
};

/** While the request is on its way the button is disabled: a second tap sends nothing. */
export const Pending: Story = {
  parameters: { visual: { locales: ['en', 'ar'] } },
  beforeEach: ({ msw }) =>
    msw.use(
      override('wholesaleShelve', () => ({ shelved: [], skipped: [] }), { delay: 'infinite' }),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    const item = within(await card(context, fresh.name));
    const put = item.getByRole('button', {
      name: t('pages.merchant.wholesale.put'),
    });
    await userEvent.click(put);
    await waitFor(() => expect(put).toHaveAttribute('data-pending', 'true'));
    await expect(put).toBeDisabled();
    await userEvent.click(put);
    await expect(mockState.data.wholesale.find((w) => w.id === fresh.id)!.shelved).toBe(false);
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.merchant.wholesale.empty' });

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ retry: false });
