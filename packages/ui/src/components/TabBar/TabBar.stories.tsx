import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from '../../icons';
import { TabBar, type TabBarItem } from './TabBar';

/**
 * The bottom tabs: Home, Category, Cart, Street, Me. Links in a named `nav`; the current tab has
 * `aria-current="page"` and the accent colour. Badges show counts (999+ at most) or a dot and are
 * read as a sentence.
 */
const meta = {
  title: 'Kit/TabBar',
  component: TabBar,
  args: {
    items: [],
    label: 'Main',
    activeKey: 'home',
    // Keep the story iframe where it is; the app lets the link change the hash route.
    onNavigate: fn((_key: string, event: { preventDefault(): void }) => event.preventDefault()),
  },
  argTypes: { items: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function useTabs(cart: number | undefined, me: 'dot' | undefined): TabBarItem[] {
  const { t } = useTranslation();
  return [
    { key: 'home', label: t('tabs.home'), icon: <HomeIcon />, href: '#/' },
    { key: 'category', label: t('tabs.category'), icon: <GridIcon />, href: '#/categories' },
    {
      key: 'cart',
      label: t('tabs.cart'),
      icon: <CartIcon />,
      href: '#/cart',
      badge: cart,
      badgeLabel: cart ? t('kit.tabBar.cartCount', { count: cart }) : undefined,
    },
    { key: 'street', label: t('tabs.street'), icon: <StoreIcon />, href: '#/street' },
    { key: 'me', label: t('tabs.me'), icon: <UserIcon />, href: '#/me', badge: me, badgeLabel: me && t('kit.tabBar.newActivity') },
  ];
}

function Tabs(props: Omit<ComponentProps<typeof TabBar>, 'items' | 'label'> & { cart?: number; me?: 'dot' }) {
  const { t } = useTranslation();
  const { cart, me, ...rest } = props;
  return <TabBar {...rest} label={t('kit.tabBar.label')} items={useTabs(cart, me)} />;
}

export const Default: Story = {
  render: (args) => <Tabs activeKey={args.activeKey} onNavigate={args.onNavigate} cart={3} me="dot" />,
  play: async ({ canvas, canvasElement, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAccessibleName(/.+/);
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    // The cart tab's name carries the sentence, not the bare digit.
    await expect(links[2]!.textContent).toMatch(/3/);
    await expect(links[2]!.querySelector('[data-badge]')).toHaveAttribute('aria-hidden', 'true');
    await expect(links[2]).not.toHaveAttribute('aria-current');
    await userEvent.click(links[2]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('cart', expect.anything());
    // Keyboard: links are in the tab order.
    await userEvent.keyboard('{Tab}');
    await expect(links[3]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('street', expect.anything());
    // 50px tall, never wider than the 400px column.
    await expect(nav.getBoundingClientRect().height).toBeGreaterThanOrEqual(50);
    await expect(canvasElement.querySelector('ul')!.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const CartActive: Story = {
  args: { activeKey: 'cart' },
  render: (args) => <Tabs activeKey={args.activeKey} onNavigate={args.onNavigate} cart={12} />,
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '#/cart');
  },
};

/** Counts above 999 show as "999+"; the sentence keeps the real number. */
export const LargeCount: Story = {
  render: (args) => <Tabs activeKey={args.activeKey} onNavigate={args.onNavigate} cart={1200} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent('999+');
    await expect(within(canvasElement).getByText(/1200/)).toBeInTheDocument();
  },
};
