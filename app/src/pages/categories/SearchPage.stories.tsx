import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotSearches } from '@shop/api/mocks';
import { SEARCH_DEBOUNCE_MS } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { playScreen } from '../../storybook/storyT';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';
import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './searchHistory';
import SearchPage from './SearchPage';

const PAST_SEARCHES = ['running shoes', 'coffee', 'phone case'];
const storedHistory = () => JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as string[];
const withHistory = (history: string[]) => () => {
  localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
};

/**
 * Search: suggestions while typing (after the 500 ms pause), recent and popular searches while
 * the field is empty. Every search opens the product list with `?keyword=`.
 */
const meta = {
  title: 'Screens/Categories/Search',
  component: SearchPage,
  parameters: { screen: { route: PATHS.search } },
  // Each story starts from its own history (none unless it says so) and leaves none behind.
  beforeEach: () => {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
    return () => localStorage.removeItem(SEARCH_HISTORY_KEY);
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: { locales: 'all' } },
  beforeEach: withHistory(PAST_SEARCHES),
  play: playScreen(async ({ canvas, t }) => {
    const field = canvas.getByRole('searchbox', { name: t('common.search') });
    await expect(field).toHaveFocus();
    const history = canvas.getByRole('region', { name: t('pages.search.history') });
    const past = within(history).getAllByRole('button').filter((b) => PAST_SEARCHES.includes(b.textContent ?? ''));
    await expect(past.map((b) => b.textContent)).toEqual(PAST_SEARCHES);
    const hot = await canvas.findByRole('region', { name: t('pages.search.hot') });
    await expect(within(hot).getAllByRole('button')).toHaveLength(hotSearches.length);
  }),
};

/** Popular searches on their way; the field is usable meanwhile. */
export const Loading: Story = loadingStory({
  also: async (canvas) => expect(canvas.getByRole('searchbox')).toBeEnabled(),
});

/** No history and no popular searches: a hint of what to do. */
export const Empty: Story = emptyStory({
  text: 'pages.search.start',
  also: async (canvas, t) => expect(canvas.queryByRole('button', { name: t('pages.search.clearHistory') })).toBeNull(),
});

/** Popular searches failed: a retry where they would be; the history and the field still work. */
export const Failed: Story = failedStory({
  setup: withHistory(PAST_SEARCHES),
  also: async (canvas, t) => expect(canvas.getByRole('region', { name: t('pages.search.history') })).toBeInTheDocument(),
});

/** Typing shows completions after the pause; picking one searches for it and remembers it. */
export const Suggestions: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'tea');
    const suggestions = canvas.getByRole('region', { name: t('pages.search.suggestions') });
    // At once: searching for exactly what was typed.
    await expect(within(suggestions).getByRole('button', { name: t('pages.search.searchFor', { keyword: 'tea' }) })).toBeInTheDocument();
    // After the pause: the completions from the server.
    const completion = await within(suggestions).findByRole(
      'button',
      { name: 'Jasmine green tea' },
      { timeout: SEARCH_DEBOUNCE_MS + 4000 },
    );
    await userEvent.click(completion);
    await waitFor(async () =>
      expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.productList}?keyword=Jasmine+green+tea`),
    );
    await expect(storedHistory()).toEqual(['Jasmine green tea']);
  }),
};

/**
 * Enter searches and records the keyword first, once, trimmed; the list keeps ten. An empty
 * search does nothing.
 */
export const SubmitRecordsHistory: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  beforeEach: withHistory(['a1', 'a2', 'Coffee', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']),
  play: playScreen(async ({ canvas }) => {
    const field = canvas.getByRole('searchbox');
    await userEvent.type(field, '   {Enter}');
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
    await expect(storedHistory()).toHaveLength(SEARCH_HISTORY_MAX);

    await userEvent.type(field, ' coffee {Enter}');
    await waitFor(async () =>
      expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.productList}?keyword=coffee`),
    );
    await expect(storedHistory()).toEqual(['coffee', 'a1', 'a2', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
  }),
};

/** Clearing the history asks first: cancel keeps it, confirm removes it here and on the device. */
export const ClearHistory: Story = {
  beforeEach: withHistory(PAST_SEARCHES),
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('pages.search.clearHistory') }));
    let dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.search.clearHistoryConfirm'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(canvas.getByRole('region', { name: t('pages.search.history') })).toBeInTheDocument();
    await expect(storedHistory()).toEqual(PAST_SEARCHES);

    await userEvent.click(canvas.getByRole('button', { name: t('pages.search.clearHistory') }));
    dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.clear') }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('pages.search.history') })).toBeNull());
    await expect(storedHistory()).toEqual([]);
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  }),
};
