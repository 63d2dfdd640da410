import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockIcon, MapPinIcon, StoreIcon, UserIcon } from '../../icons';
import { Cell, CellGroup } from './Cell';

/**
 * List rows: icon, title, description, value and a chevron that mirrors right-to-left. A row with
 * `href` is a link, with `onPress` a button. `CellGroup` makes a list under an optional heading.
 */
const meta = {
  title: 'Kit/Cell',
  component: Cell,
  subcomponents: { CellGroup } as never,
  args: { title: 'My orders', onPress: fn() },
  argTypes: { title: { control: false }, value: { control: false }, description: { control: false }, icon: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Group: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <CellGroup title={t('kit.cell.account')} inset>
        <Cell icon={<UserIcon />} title={t('kit.cell.myOrders')} value={t('common.viewAll')} onPress={args.onPress} />
        <Cell icon={<MapPinIcon />} title={t('kit.cell.addresses')} description={t('kit.cell.addressesHint')} href="#/addresses" />
        <Cell icon={<LockIcon />} title={t('kit.cell.payPassword')} value={t('kit.cell.notSet')} href="#/pay-password" />
        <Cell icon={<StoreIcon />} title={t('kit.cell.wallet')} value="$1,280.00" />
      </CellGroup>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list');
    await expect(list).toHaveAccessibleName(/.+/);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '#/addresses');
    // Only pressable rows get a chevron, and it points the reading direction's way.
    const chevrons = canvasElement.querySelectorAll('svg');
    const chevron = button.lastElementChild as HTMLElement;
    const rtl = getComputedStyle(chevron).direction === 'rtl';
    await expect(getComputedStyle(chevron).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    await expect(chevrons).toHaveLength(4 + 3);
    // Rows are at least a touch target tall.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Titles and descriptions wrap; the value keeps at most half of the row. */
export const LongText: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <CellGroup>
        <Cell title={t('kit.choice.agree')} description={t('kit.textArea.placeholder')} value={t('kit.choice.unavailable')} onPress={args.onPress} />
        <Cell title={t('kit.navBar.storeApplication')} href="#/apply" />
      </CellGroup>
    );
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <CellGroup inset>
        <Cell title={t('kit.cell.settings')} onPress={args.onPress} isDisabled />
        <Cell title={t('kit.cell.addresses')} href="#/addresses" isDisabled />
      </CellGroup>
    );
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};
