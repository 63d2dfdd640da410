import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import AboutPage from './AboutPage';
import { failedStory, loadingStory } from '../../storybook/screenStates';
import { everyLocale } from '../../storybook/storyT';

/** About us: a page of text from the server; loading, loaded and failed. */
const meta = {
  title: 'Screens/Article/About us',
  component: AboutPage,
  parameters: { screen: { route: PATHS.about } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas }) => {
  await expect(await canvas.findByRole('article')).toBeInTheDocument();
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ text: 'pages.article.loadFailed' });
