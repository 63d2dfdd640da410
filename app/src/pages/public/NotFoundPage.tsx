import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Empty, Page } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';

/** The route named 404: where any unknown path lands. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page topBar={<AppNavBar title={t('routes.notFound')} />}>
      <Empty
        illustration="search"
        title={t('pages.notFound.title')}
        description={t('pages.notFound.body')}
        actionLabel={t('pages.notFound.action')}
        onAction={() => navigate(PATHS.home, { replace: true })}
      />
    </Page>
  );
}
