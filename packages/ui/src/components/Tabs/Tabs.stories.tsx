import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

/**
 * Scrollable tabs (order status, categories) with optional badges. Arrow keys follow the reading
 * direction; the active tab is underlined in the accent colour and scrolled into view.
 */
const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  args: { items: [], label: '', onSelectionChange: fn() },
  argTypes: { items: { control: false } },
  // Screens cap content at 400px (Page); the story does the same so wide previews read true.
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 400, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_TABS = [
  'all',
  'toPay',
  'toShip',
  'toReceive',
  'toReview',
  'completed',
  'afterSales',
] as const;

function OrderTabs({
  counts = {},
  disabled = [],
  ...props
}: Partial<TabsProps> & { counts?: Record<string, number>; disabled?: string[] }) {
  const { t } = useTranslation();
  const items: TabItem[] = ORDER_TABS.map((id) => ({
    id,
    label: id === 'all' ? t('common.all') : t(`kit.tabs.${id}`),
    badge: counts[id],
    badgeLabel: counts[id] ? t('kit.badge.unread', { count: counts[id] }) : undefined,
    isDisabled: disabled.includes(id),
  }));
  return (
    <Tabs items={items} label={t('kit.tabs.ordersLabel')} defaultSelectedKey="all" {...props}>
      {(item) => <p style={{ padding: 16 }}>{item.label}</p>}
    </Tabs>
  );
}

const forward = () => (document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
const back = () => (document.documentElement.dir === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}');

export const OrderStatus: Story = {
  render: (args) => (
    <OrderTabs
      onSelectionChange={args.onSelectionChange}
      counts={{ toPay: 2, toShip: 1, afterSales: 12 }}
    />
  ),
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(ORDER_TABS.length);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1]!);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('toPay');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    // Keyboard: arrows move in the reading direction and select; End jumps to the last tab.
    await userEvent.keyboard(forward());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('toShip');
    await userEvent.keyboard(back());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('toPay');
    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('afterSales');
    // The last tab was off screen; it is scrolled into view.
    const list = canvas.getByRole('tablist');
    await waitFor(() => {
      const tab = tabs[tabs.length - 1]!.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return expect(tab.left >= box.left - 1 && tab.right <= box.right + 1).toBe(true);
    });
  },
};

/** Two or three tabs share the width evenly. */
export const Few: Story = {
  render: (args) => {
    const { t } = useTranslation();
    const items = [
      { id: 'products', label: t('kit.list.productsLabel') },
      { id: 'stores', label: t('tabs.street') },
    ];
    return (
      <Tabs items={items} label={t('common.search')} onSelectionChange={args.onSelectionChange} />
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    // react-aria builds the collection after the first render; outside act() the tabs come a
    // moment later.
    const tabs = await within(list).findAllByRole('tab');
    // Few tabs share the whole row instead of huddling at the start.
    const used = tabs.reduce((sum, tab) => sum + tab.getBoundingClientRect().width, 0);
    await expect(used).toBeCloseTo(list.getBoundingClientRect().width, 0);
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <OrderTabs onSelectionChange={args.onSelectionChange} disabled={['afterSales']} />
  ),
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[6]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tabs[6]!, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** A dot for "something new" and a capped count. */
export const Badges: Story = {
  render: () => {
    const { t } = useTranslation();
    const items: TabItem[] = [
      { id: 'all', label: t('common.all') },
      {
        id: 'toPay',
        label: t('kit.tabs.toPay'),
        badge: 1500,
        badgeLabel: t('kit.badge.unread', { count: 1500 }),
      },
      {
        id: 'toReview',
        label: t('kit.tabs.toReview'),
        dot: true,
        badgeLabel: t('kit.badge.newActivity'),
      },
    ];
    return <Tabs items={items} label={t('kit.tabs.ordersLabel')} />;
  },
  play: async ({ canvas }) => {
    const tab = (await canvas.findAllByRole('tab'))[1]!;
    // The tab's name carries the sentence, not "999+".
    await expect(tab.textContent).toContain('999+');
    await expect(tab.querySelector('[aria-hidden="true"]')).toHaveTextContent('999+');
  },
};
