import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { articles } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import ArticleListPage from './ArticleListPage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/** The articles (news): cover, title, summary and how long ago; each opens the article. */
const meta = {
  title: 'Screens/Article/List',
  component: ArticleListPage,
  parameters: { screen: { route: PATHS.articles } },
} satisfies Meta<typeof ArticleListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const news = articles.filter((a) => a.kind === 'news');

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const list = await canvas.findByRole('list', { name: t('routes.articles') });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(news.length);
  await expect(links[0]).toHaveTextContent(news[0]!.title);
  await expect(links[0]!.querySelector('time')).toHaveAttribute('datetime', news[0]!.publishedAt);
});

/** An article opens on its own page. */
export const OpensArticle: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the list' } },
  play: playScreen(async (context) => {
    const { canvas } = context;
    const list = await canvas.findByRole('list', { name: storyT(context)('routes.articles') });
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.articleView}?id=${news[0]!.id}`);
  }),
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory({ text: 'pages.articles.empty' });

export const Failed: Story = failedStory();
