import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import HelpPage from './HelpPage';
import { failedStory } from '../../storybook/screenStates';
import { everyLocale } from '../../storybook/storyT';

/** Help topics; each opens as an article. */
const meta = {
  title: 'Screens/Article/Help',
  component: HelpPage,
  parameters: { screen: { route: PATHS.help } },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = everyLocale(async ({ canvas }) => {
  const links = await canvas.findAllByRole('link');
  await expect(links[0]).toHaveAttribute('href', expect.stringContaining(`#${PATHS.articleView}?id=`));
  // Under the topics, the way to customer service.
  await expect(links.at(-1)).toHaveAttribute('href', `#${PATHS.serviceInfo}`);
});

export const Failed: Story = failedStory({ text: 'pages.article.loadFailed', handlers: scenarios.networkError, retry: false });
