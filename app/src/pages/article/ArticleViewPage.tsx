import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../routes/paths';
import { ArticleScreen } from '../../features/content/ArticleScreen';

/** One article, `?id=`; a missing or malformed id is an unknown page. */
export default function ArticleViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={PATHS.notFound} replace />;
  return <ArticleScreen query={{ endpoint: 'articleView', id }} title={t('routes.articleView')} />;
}
