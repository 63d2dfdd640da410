import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TabBar } from '@shop/ui';
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from '@shop/ui/icons';
import { guestCartCount, useGuestCart } from '../features/cart/guestCart';
import { PATHS } from '../routes/paths';
import { selectSignedIn, useSession } from '../session/SessionProvider';
import { ChatUnreadReporter } from '../features/chat/chatUnreadLoader';
import { CartCountReporter } from './cartCountLoader';

const TABS = [
  { key: 'home', path: PATHS.home, icon: <HomeIcon /> },
  { key: 'category', path: PATHS.categories, icon: <GridIcon /> },
  { key: 'cart', path: PATHS.cart, icon: <CartIcon /> },
  { key: 'street', path: PATHS.storeStreet, icon: <StoreIcon /> },
  { key: 'me', path: PATHS.me, icon: <UserIcon /> },
] as const;

/**
 * The cart tab's badge: the server's count for a signed-in user (SignedInCartCount, loaded with the
 * session), the device's guest cart for a visitor.
 */
function useCartCount() {
  const signedIn = useSession(selectSignedIn);
  const guest = useGuestCart();
  const [serverCount, setServerCount] = useState(0);
  const reporter = signedIn ? (
    <Suspense fallback={null}>
      <CartCountReporter onCount={setServerCount} />
    </Suspense>
  ) : null;
  return { count: signedIn ? serverCount : guestCartCount(guest), reporter };
}

/** The account tab's badge: unread chat messages (own and the store's), for a signed-in user only. */
function useChatUnread() {
  const signedIn = useSession(selectSignedIn);
  const [count, setCount] = useState(0);
  const reporter = signedIn ? (
    <Suspense fallback={null}>
      <ChatUnreadReporter onCount={setCount} />
    </Suspense>
  ) : null;
  return { count: signedIn ? count : 0, reporter };
}

/** The five bottom tabs, the cart's with its count; tabs switch in place (replace), as native tab bars do. */
export function AppTabBar() {
  const { t } = useTranslation();
  const { count: cartCount, reporter } = useCartCount();
  const { count: unread, reporter: unreadReporter } = useChatUnread();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((tab) => tab.path === pathname)?.key;
  return (
    <>
      {reporter}
      {unreadReporter}
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
          ...(tab.key === 'me' && unread > 0 ? { badge: unread, badgeLabel: t('pages.kefu.unread', { count: unread }) } : {}),
        }))}
        onNavigate={(key, event) => {
          event.preventDefault();
          const tab = TABS.find((candidate) => candidate.key === key);
          if (tab) navigate(tab.path, { replace: true });
        }}
      />
    </>
  );
}
