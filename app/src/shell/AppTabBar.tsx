import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TabBar } from '@shop/ui';
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from '@shop/ui/icons';
import { PATHS } from '../routes/paths';

const TABS = [
  { key: 'home', path: PATHS.home, icon: <HomeIcon /> },
  { key: 'category', path: PATHS.categories, icon: <GridIcon /> },
  { key: 'cart', path: PATHS.cart, icon: <CartIcon /> },
  { key: 'street', path: PATHS.storeStreet, icon: <StoreIcon /> },
  { key: 'me', path: PATHS.me, icon: <UserIcon /> },
] as const;

/** The five bottom tabs; tabs switch in place (replace), as native tab bars do. */
export function AppTabBar({ cartCount = 0 }: { cartCount?: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((tab) => tab.path === pathname)?.key;
  return (
    <TabBar
      label={t('tabs.label')}
      activeKey={active}
      items={TABS.map((tab) => ({
        key: tab.key,
        label: t(`tabs.${tab.key}`),
        icon: tab.icon,
        href: `#${tab.path}`,
        ...(tab.key === 'cart' && cartCount > 0
          ? { badge: cartCount, badgeLabel: t('common.itemCount', { count: cartCount }) }
          : {}),
      }))}
      onNavigate={(key, event) => {
        event.preventDefault();
        const tab = TABS.find((candidate) => candidate.key === key);
        if (tab) navigate(tab.path, { replace: true });
      }}
    />
  );
}
