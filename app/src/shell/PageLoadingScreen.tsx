import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '@shop/ui';
import { visuallyHidden } from '@shop/ui/theme';
import { isRootTab } from '../routes/paths';
import { routeByPath } from '../routes/routeTable';
import { AppNavBar } from './AppNavBar';
import { AppTabBar } from './AppTabBar';
import { PageSkeleton, pageSkeletonKindOf, ProductActionBarSkeleton, SearchBarSkeleton } from './PageSkeletons';

/**
 * What a page shows while its code downloads (PageStates' PageLoading, after 200 ms): the page's
 * own frame (its bar with the route's title and back, or home's search bar; the tab bar on a tab)
 * around grey shapes laid out like its content, never a blank page with a spinner. Back works
 * while it loads.
 */
export default function PageLoadingScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = routeByPath(pathname)?.name;
  const kind = pageSkeletonKindOf(route);
  const topBar =
    kind === 'home' ? (
      <header>
        <h1 className={visuallyHidden}>{t('app.name')}</h1>
        <SearchBarSkeleton />
      </header>
    ) : (
      <AppNavBar title={route ? t(`routes.${route}`) : t('app.name')} />
    );
  const bottomBar = isRootTab(pathname) ? <AppTabBar /> : kind === 'product' ? <ProductActionBarSkeleton /> : undefined;
  return (
    <Page topBar={topBar} bottomBar={bottomBar}>
      <PageSkeleton kind={kind} />
    </Page>
  );
}
