import { useTranslation } from 'react-i18next';

/** Realistic copy for stories: a dictionary key rendered in the toolbar's locale. */
export function T({ k, count }: { k: string; count?: number }) {
  const { t } = useTranslation();
  return <>{count === undefined ? t(k) : t(k, { count })}</>;
}
