import { useTranslation } from 'react-i18next';
import { ArticleScreen } from '../../features/content/ArticleScreen';

export default function AgreementPage() {
  const { t } = useTranslation();
  return <ArticleScreen query={{ endpoint: 'articleAgreement' }} title={t('routes.agreement')} />;
}
