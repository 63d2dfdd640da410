import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRootTab } from '../routes/paths';
import { routeByPath } from '../routes/routeTable';
import { useFeedback } from './feedback';
import { useDocumentTitle } from './useDocumentTitle';
import { useDoubleBackExit } from './useDoubleBackExit';
import * as styles from './RootLayout.css';

/** Everything every page gets: its document title, the page transition and the back-exit guard. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const feedback = useFeedback();
  const route = routeByPath(pathname);
  useDocumentTitle(route ? t(`routes.${route.name}`) : null, t('app.name'));
  useDoubleBackExit({
    enabled: isRootTab(pathname),
    onFirstPress: () => feedback.toast(t('messages.pressBackAgainToExit')),
  });
  return (
    <div key={pathname} className={styles.page}>
      <Outlet />
    </div>
  );
}
