import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import AgreementPage from './AgreementPage';

/** The user agreement a new user must accept, as the server serves it. */
const meta = {
  title: 'Screens/Login/User agreement',
  component: AgreementPage,
  parameters: { screen: { route: PATHS.agreement }, visual: { locales: 'all' } },
} satisfies Meta<typeof AgreementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article')).toBeInTheDocument();
  },
};
