import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen } from '../../storybook/storyT';
import ServiceInfoPage from './ServiceInfoPage';
import { containing } from '../../storybook/namePatterns';

/** Customer service (`index/kefu`): what it helps with, when it answers, the way into the chat. */
const meta = {
  title: 'Screens/Index/Service info',
  component: ServiceInfoPage,
  parameters: { screen: { route: PATHS.serviceInfo, session: 'buyer' } },
} satisfies Meta<typeof ServiceInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { name: t('pages.kefu.service.hoursTitle') })).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: containing(t('routes.help')) })).toHaveAttribute('href', `#${PATHS.help}`);
  await expect(canvas.getByRole('link', { name: containing(t('routes.chatTest')) })).toHaveAttribute('href', `#${PATHS.chatTest}`);
});

/** The button opens the customer-service chat. */
export const OpensChat: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Default shows the page' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.kefu.service.chat') }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent(`${PATHS.chat}?with=support`));
  }),
};
