import { useTranslation } from 'react-i18next';
import { ArticleScreen } from '../../features/content/ArticleScreen';

export default function AboutPage() {
  const { t } = useTranslation();
  return <ArticleScreen query={{ endpoint: 'articleAbout' }} title={t('routes.about')} />;
}
