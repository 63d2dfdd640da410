import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Empty, Page } from '@shop/ui';
import { isRootTab, PATHS } from '../../routes/paths';
import { routeByPath } from '../../routes/routeTable';
import { AppTabBar } from '../../shell/AppTabBar';
import { AppNavBar } from '../../shell/AppNavBar';

/**
 * What a routed screen shows until its page is built: its real title and navigation, and an
 * honest note with a way back to shopping. Routes, guards and titles are already in force.
 */
export default function ScreenPlaceholderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname: path } = useLocation();
  const route = routeByPath(path);
  const title = route ? t(`routes.${route.name}`) : '';
  return (
    <Page
      topBar={<AppNavBar title={title} />}
      bottomBar={isRootTab(path) ? <AppTabBar /> : undefined}
    >
      <Empty
        title={t('pages.placeholder.title')}
        description={t('pages.placeholder.body')}
        {...(path === PATHS.home
          ? {}
          : { actionLabel: t('pages.placeholder.action'), onAction: () => navigate(PATHS.home) })}
      />
    </Page>
  );
}
