import { useTranslation } from 'react-i18next';
import { Empty } from '@shop/ui';

/**
 * The page failed to load and nothing is shown yet: say so, and offer to try again. A module of
 * its own, so a screen that is no list does not download the list with it.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty
      illustration="error"
      description={t('messages.pageLoadFailed')}
      actionLabel={t('common.retry')}
      onAction={onRetry}
    />
  );
}
