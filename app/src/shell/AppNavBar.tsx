import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavBar } from '@shop/ui';
import { isRootTab, PATHS } from '../routes/paths';

/**
 * The custom navigation bar every page has. Root tabs have no back button; elsewhere back goes one
 * step back, or home when the page was opened directly (nothing of the app's to go back to).
 */
export function AppNavBar({ title, end }: { title: string; end?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (isRootTab(pathname)) return <NavBar title={title} end={end} />;
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) navigate(-1);
    else navigate(PATHS.home, { replace: true });
  };
  return <NavBar title={title} onBack={back} backLabel={t('common.back')} end={end} />;
}
