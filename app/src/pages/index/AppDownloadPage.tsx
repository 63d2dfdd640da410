import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty, Page, Skeleton } from '@shop/ui';
import { useApi } from '../../api/useApi';
import { contentQueries } from '../../features/content/api';
import { AppNavBar } from '../../shell/AppNavBar';
import * as styles from './AppDownloadPage.css';

/** App download: the current version from the server and its download link when there is one. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const api = useApi();
  const info = useQuery(contentQueries.appInfo(api));
  return (
    <Page topBar={<AppNavBar title={t('routes.appDownload')} />}>
      <section className={styles.card}>
        <div className={styles.logo} aria-hidden="true" />
        <h2 className={styles.title}>{t('pages.appDownload.title')}</h2>
        <p className={styles.body}>{t('pages.appDownload.body')}</p>
        {info.isPending ? (
          <Skeleton shape="line" width="40%" />
        ) : info.isError ? (
          <Empty
            illustration="error"
            description={t('messages.loadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void info.refetch()}
          />
        ) : (
          <>
            <p className={styles.version}>
              {t('pages.appDownload.version', { version: info.data.version, code: info.data.versionCode })}
            </p>
            {info.data.downloadUrl ? (
              <a className={styles.download} href={info.data.downloadUrl} download>
                {t('pages.appDownload.download')}
              </a>
            ) : (
              <p className={styles.body}>{t('pages.appDownload.unavailable')}</p>
            )}
          </>
        )}
      </section>
    </Page>
  );
}
