import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@shop/ui';
import { loadPageLoaders } from '../routes/routeTable';
import * as styles from './PageStates.css';

const loadScreen = () => loadPageLoaders().then(({ loadingScreen }) => loadingScreen());

// The screen (the nav bar, the tab bar, the skeletons of every page) is not part of home's first
// visit: it downloads with the other pages' loaders (pageLoaders.ts asks for it), which every
// page but home waits for anyway. If it cannot come (offline), that wait shows nothing, and the
// next wait asks for it again (React keeps a failed lazy() for good, hence a new one).
const Nothing: ComponentType = () => null;
const makeScreen = () =>
  lazy<ComponentType>(() =>
    loadScreen().catch(() => {
      LoadingScreen = makeScreen();
      return { default: Nothing };
    }),
  );
let LoadingScreen = makeScreen();

/** Shown only after the 200 ms delay while a page's chunk loads (see PageLoadingScreen). */
export function PageLoading() {
  const Screen = LoadingScreen;
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

/**
 * A page whose chunk failed or timed out: what happened and a retry. Part of the entry (it cannot
 * itself load lazily), so it is in every first visit: a native button styled as the kit's
 * primary Button keeps react-aria's press, hover and focus machinery out of that download.
 */
export function PageLoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="alert">
      <p className={styles.message}>{t('messages.pageLoadFailed')}</p>
      <button type="button" className={buttonClassName()} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
