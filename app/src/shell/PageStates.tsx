import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@shop/ui';
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

/** A page whose chunk failed or timed out: what happened and a retry. */
export function PageLoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="alert">
      <p className={styles.message}>{t('messages.pageLoadFailed')}</p>
      <Button onPress={retry}>{t('common.retry')}</Button>
    </div>
  );
}
