import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { storyT } from '../../storybook/storyT';
import ScreenPlaceholderPage from './ScreenPlaceholderPage';

/**
 * What a routed screen shows until its page is built (shopping, wallet and merchant screens come
 * in later work): the route's real title and navigation, and an honest note.
 */
const meta = {
  title: 'Screens/Public/Screen on its way',
  component: ScreenPlaceholderPage,
  parameters: { screen: { route: PATHS.wallet, session: 'buyer' }, visual: { locales: 'all' } },
} satisfies Meta<typeof ScreenPlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('routes.wallet') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.placeholder.action') })).toBeInTheDocument();
  },
};

/** The note's action leads back to shopping. */
export const GoesHome: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); the screen itself is shot by its other stories' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: storyT(context)('pages.placeholder.action') }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.home);
  },
};
