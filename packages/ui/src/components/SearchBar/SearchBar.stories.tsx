import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SEARCH_DEBOUNCE_MS, SearchBar, type SearchBarProps } from './SearchBar';

/**
 * The search field in a `search` landmark: typing searches after a 500 ms pause, Enter searches
 * at once, the clear button (or Escape) empties it and searches for nothing.
 */
const meta = {
  title: 'Kit/SearchBar',
  component: SearchBar,
  args: { label: 'Search', clearLabel: 'Clear', onSearch: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: SearchBarProps & { withAction?: boolean }) {
  const { t } = useTranslation();
  const { withAction, ...rest } = props;
  return (
    <SearchBar
      {...rest}
      label={t('common.search')}
      placeholder={t('common.searchPlaceholder')}
      clearLabel={t('common.clear')}
      actionLabel={withAction ? t('common.search') : undefined}
    />
  );
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveAccessibleName(/.+/);
    const started = performance.now();
    await userEvent.type(input, 'shoes');
    // Nothing yet while typing; one search for the whole word after the pause.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('shoes'), { timeout: SEARCH_DEBOUNCE_MS * 3 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    // Enter searches at once and cancels the pending search.
    await userEvent.type(input, ' red{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('shoes red');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);

    // The clear button empties the field and searches for nothing, at once.
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Escape clears the field too. */
export const WithQuery: Story = {
  args: { defaultValue: 'running shoes' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** With a "Search" button after the field. */
export const WithAction: Story = {
  args: { defaultValue: 'running shoes' },
  render: (args) => <Localised {...args} withAction />,
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    await expect(args.onSearch).toHaveBeenCalledWith('running shoes');
  },
};
