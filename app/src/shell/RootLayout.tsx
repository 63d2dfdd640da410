import { useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRootTab, PATHS } from '../routes/paths';
import { routeByPath } from '../routes/routeTable';
import { useFeedback } from './feedback';
import { useDocumentTitle } from './useDocumentTitle';
import { useDoubleBackExit } from './useDoubleBackExit';
import * as styles from './RootLayout.css';

/** Everything every page gets: its document title, the page transition and the back-exit guard. */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const { t } = useTranslation();
  const feedback = useFeedback();
  const route = routeByPath(pathname);
  useDocumentTitle(route ? t(`routes.${route.name}`) : null, t('app.name'));
  useDoubleBackExit({
    enabled: isRootTab(pathname),
    locationKey: key,
    navigationType,
    onFirstPress: () => feedback.toast(t('messages.pressBackAgainToExit')),
  });
  // The page the app opens on replaces the boot frame in place (same banner, same spots); sliding
  // it in would move what is already on screen. Every page after it enters with the transition.
  const [openedOn] = useState(pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  const isOpenedPage = pathname === openedOn || (openedOn === '/' && pathname === PATHS.home);
  if (!hasNavigated && !isOpenedPage) setHasNavigated(true);
  return (
    <div key={pathname} className={hasNavigated || !isOpenedPage ? styles.page : undefined}>
      <Outlet />
    </div>
  );
}
