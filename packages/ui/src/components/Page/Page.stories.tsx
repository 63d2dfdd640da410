import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { CartIcon, GridIcon, HomeIcon, LockIcon, MapPinIcon, StoreIcon, UserIcon } from '../../icons';
import { Cell, CellGroup } from '../Cell';
import { NavBar } from '../NavBar';
import { TabBar } from '../TabBar';
import { Page } from './Page';

/**
 * The frame of every screen: a column capped at 400px (the ground shows around it on wide
 * screens), a top bar, a scrolling `main` and a bottom bar, with safe-area insets.
 */
const meta = {
  title: 'Kit/Page',
  component: Page,
  args: { children: null },
  argTypes: { children: { control: false }, topBar: { control: false }, bottomBar: { control: false } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const onBack = fn();

function AccountPage({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  const groups = Array.from({ length: rows }, (_, i) => i);
  return (
    <Page
      topBar={<NavBar title={t('tabs.me')} onBack={onBack} backLabel={t('common.back')} />}
      bottomBar={
        <TabBar
          label={t('kit.tabBar.label')}
          activeKey="me"
          onNavigate={(_key, event) => event.preventDefault()}
          items={[
            { key: 'home', label: t('tabs.home'), icon: <HomeIcon />, href: '#/' },
            { key: 'category', label: t('tabs.category'), icon: <GridIcon />, href: '#/categories' },
            { key: 'cart', label: t('tabs.cart'), icon: <CartIcon />, href: '#/cart' },
            { key: 'street', label: t('tabs.street'), icon: <StoreIcon />, href: '#/street' },
            { key: 'me', label: t('tabs.me'), icon: <UserIcon />, href: '#/me' },
          ]}
        />
      }
    >
      {groups.map((i) => (
        <CellGroup key={i} title={t('kit.cell.account')} inset>
          <Cell icon={<MapPinIcon />} title={t('kit.cell.addresses')} description={t('kit.cell.addressesHint')} href="#/addresses" />
          <Cell icon={<LockIcon />} title={t('kit.cell.payPassword')} value={t('kit.cell.notSet')} href="#/pay-password" />
        </CellGroup>
      ))}
    </Page>
  );
}

export const Default: Story = {
  render: () => <AccountPage rows={2} />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const frame = main.parentElement!;
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Many rows: only the content scrolls; the navigation bar and the tab bar stay in place. */
export const ScrollingContent: Story = {
  render: () => <AccountPage rows={8} />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const nav = canvas.getByRole('navigation');
    const navTop = nav.getBoundingClientRect().top;
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = main.scrollHeight;
    await expect(nav.getBoundingClientRect().top).toBe(navTop);
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0);
    main.scrollTop = 0;
    // Keyboard users can scroll it: the scroll container takes focus.
    main.focus();
    await expect(main).toHaveFocus();
  },
};

/** Without bars the content itself keeps clear of the notch and the home indicator. */
export const WithoutBars: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Page>
        <CellGroup inset title={t('kit.cell.account')}>
          <Cell title={t('kit.cell.wallet')} value="$1,280.00" />
        </CellGroup>
      </Page>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
