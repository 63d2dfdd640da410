import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { playScreen } from '../../storybook/storyT';
import NotFoundPage from './NotFoundPage';

/** Where every unknown address lands: what happened and the way back to shopping. */
const meta = {
  title: 'Screens/Public/Not found',
  component: NotFoundPage,
  parameters: { screen: { route: PATHS.notFound }, visual: { locales: 'all' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('routes.notFound') })).toBeInTheDocument();
  }),
};

/** The action leads back to the home page. */
export const GoesHome: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); the screen itself is shot by its other stories' } },
  play: playScreen(async ({ canvas, t }) => {
    const button = await canvas.findByRole('button', { name: t('pages.notFound.action') });
    await userEvent.click(button);
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.home);
  }),
};
