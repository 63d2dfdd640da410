import { useTranslation } from 'react-i18next';
import { buttonClassName, Spinner } from '@shop/ui';
import * as styles from './PageStates.css';

/** Shown only after the 200 ms delay while a page's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status">
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
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
