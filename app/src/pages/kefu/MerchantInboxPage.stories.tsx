import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatScenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { playScreen } from '../../storybook/storyT';
import MerchantInboxPage from './MerchantInboxPage';
import { emptyStory } from '../../storybook/screenStates';

/** The merchant's store inbox (`kefu/mer`): buyers who wrote to the store. */
const meta = {
  title: 'Screens/Kefu/Store messages',
  component: MerchantInboxPage,
  parameters: { screen: { route: PATHS.chatMerchant, session: 'merchant' } },
} satisfies Meta<typeof MerchantInboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: { locales: 'all' } },
  beforeEach: () => chatScenarios.chatUnread(),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.chatMerchant') });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent('Leo Park');
    await expect(links[0]).toHaveTextContent('Hi, do you ship to Canada?');
    await expect(within(links[0]!).getByText(t('pages.kefu.unread', { count: 1 }))).toBeInTheDocument();
  }),
};

/** Someone without a store is offered to open one, as in the store centre. */
export const NotMerchant: Story = {
  parameters: { screen: { route: PATHS.chatMerchant, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.kefu.merchant.notMerchant'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.kefu.merchant.apply') })).toBeInTheDocument();
  }),
};

/** Its button leads to the store application. */
export const NotMerchantApplies: Story = {
  parameters: {
    screen: { route: PATHS.chatMerchant, session: 'buyer' },
    visual: { disable: 'ends on another route (the navigated-to marker); NotMerchant shows the state' },
  },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.kefu.merchant.apply') }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent(PATHS.applyStore));
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.kefu.merchant.empty' });
