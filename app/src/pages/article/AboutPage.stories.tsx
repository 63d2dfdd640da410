import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { storyT } from '../../storybook/storyT';
import AboutPage from './AboutPage';

/** About us: a page of text from the server; loading, loaded and failed. */
const meta = {
  title: 'Screens/Article/About us',
  component: AboutPage,
  parameters: { screen: { route: PATHS.about } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: { locales: 'all' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.loading),
  play: async (context) => {
    // A status region is named by nothing but its content: what a screen reader hears is the
    // hidden "Loading…" inside the busy skeleton.
    const text = await within(context.canvasElement).findByText(storyT(context)('common.loading'));
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.errorMessage),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('pages.article.loadFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};
