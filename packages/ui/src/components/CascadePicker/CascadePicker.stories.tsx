import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CascadePicker, type CascadePickerProps } from './CascadePicker';
import { phoneColumn } from '../../storybook/frames';

/**
 * Region, then city: two labelled lists in one bottom sheet. Choosing a region fills the city
 * list and moves focus to it; choosing a city closes the sheet with the pair.
 */
const meta = {
  title: 'Kit/CascadePicker',
  component: CascadePicker,
  args: {
    label: '',
    levelLabels: ['', ''],
    options: [],
    chooseFirstText: '',
    closeLabel: '',
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  decorators: [phoneColumn],
} satisfies Meta<typeof CascadePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const REGIONS = {
  JP: ['tokyo', 'osaka'],
  FR: ['paris', 'lyon'],
  TH: ['bangkok', 'chiangMai'],
} as const;

function Region(props: Partial<CascadePickerProps>) {
  const { t, i18n } = useTranslation();
  // Country names come translated from the browser's own data.
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const options = Object.entries(REGIONS).map(([code, cities]) => ({
    id: code,
    label: names.of(code) ?? code,
    children: cities.map((city) => ({ id: city, label: t(`kit.cascade.${city}`) })),
  }));
  return (
    <CascadePicker
      label={t('kit.cascade.label')}
      levelLabels={[t('kit.cascade.region'), t('kit.cascade.city')]}
      options={options}
      placeholder={t('kit.picker.placeholder')}
      chooseFirstText={t('kit.cascade.chooseRegionFirst')}
      closeLabel={t('common.close')}
      {...props}
    />
  );
}

export const Default: Story = {
  render: (args) => <Region onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const [regions, cities] = within(dialog).getAllByRole('listbox');
    // Nothing chosen yet: the city list is empty and says why.
    // (react-aria exposes the empty message as the list's single, unselectable entry.)
    await expect(within(cities!).queryAllByRole('option').length).toBeLessThanOrEqual(1);
    await expect(cities!.textContent!.length).toBeGreaterThan(0);
    await userEvent.click(within(regions!).getAllByRole('option')[1]!);
    await waitFor(() => expect(within(cities!).getAllByRole('option')).toHaveLength(2), {
      timeout: 5000,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(cities!).getAllByRole('option')[1]!);
    await expect(args.onChange).toHaveBeenCalledWith(['FR', 'lyon']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger.textContent).toContain(' / ');
  },
};

/** Keyboard: choosing a region moves focus into the city list. */
export const Keyboard: Story = {
  render: (args) => <Region onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const [regions, cities] = within(dialog).getAllByRole('listbox');
    within(regions!).getAllByRole('option')[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(cities).toContainElement(document.activeElement as HTMLElement), {
      timeout: 5000,
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['TH', 'bangkok']);
  },
};

/** Reopening shows the saved pair selected. */
export const WithValue: Story = {
  render: (args) => <Region onChange={args.onChange} defaultValue={['JP', 'osaka']} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const selected = within(dialog).getAllByRole('option', { selected: true });
    await expect(selected).toHaveLength(2);
  },
};

export const Disabled: Story = {
  render: () => <Region isDisabled defaultValue={['TH', 'chiangMai']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
