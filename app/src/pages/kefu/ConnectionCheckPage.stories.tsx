import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { resetStoryChat, storyChat } from '../../storybook/storyChat';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import ConnectionCheckPage from './ConnectionCheckPage';
import { intlLocale } from '../../i18n/intlLocale';

/** The connection check (`kefu/test`) support asks a user to open when chat does not update. */
const meta = {
  title: 'Screens/Kefu/Connection check',
  component: ConnectionCheckPage,
  parameters: { screen: { route: PATHS.chatTest, session: 'buyer' } },
} satisfies Meta<typeof ConnectionCheckPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected, no heartbeat yet, no reconnection. */
export const Connected: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('pages.kefu.test.open'))).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.kefu.test.noHeartbeat'))).toBeInTheDocument();
});

/** "Reconnect now" opens a new socket and counts it. */
export const ReconnectNow: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await canvas.findByText(t('pages.kefu.test.open'));
    await userEvent.click(canvas.getByRole('button', { name: t('pages.kefu.test.reconnectNow') }));
    await waitFor(() => expect(storyChat().sockets).toHaveLength(2));
    await expect(await canvas.findByText(t('pages.kefu.test.open'))).toBeInTheDocument();
    const reconnects = canvas.getByText(t('pages.kefu.test.reconnects')).nextElementSibling;
    await expect(reconnects).toHaveTextContent(new Intl.NumberFormat(intlLocale(String(context.globals.locale ?? 'en'))).format(1));
  }),
};

/** The server does not take the connection: reconnecting, with backoff. */
export const Reconnecting: Story = {
  parameters: {
    visual: { disable: 'the reconnection count moves with the backoff timers; Offline in Screens/Kefu/Chat shows a refused channel' },
  },
  beforeEach: () => {
    resetStoryChat({ refuse: true });
  },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(storyT(context)('pages.kefu.test.reconnecting'))).toBeInTheDocument();
  },
};
