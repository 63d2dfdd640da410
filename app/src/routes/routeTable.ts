import type { ComponentType } from 'react';
import { PATHS, type RouteName } from './paths';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDef {
  name: RouteName;
  path: string;
  /** The page chunk; loaded on first visit. */
  load: () => PageModule;
}

const placeholder = () => import('../pages/placeholder/ScreenPlaceholderPage');

/**
 * Which page each route shows. Screens of later work (shopping, wallet, merchant centre, chat)
 * show the placeholder screen until their page lands; they are routed, guarded and titled already.
 */
const PAGES: Partial<Record<RouteName, () => PageModule>> = {
  home: () => import('../pages/home/HomePage'),
  appDownload: () => import('../pages/index/AppDownloadPage'),
  about: () => import('../pages/article/AboutPage'),
  help: () => import('../pages/article/HelpPage'),
  login: () => import('../pages/login/LoginPage'),
  register: () => import('../pages/login/RegisterPage'),
  forget: () => import('../pages/login/ForgetPasswordPage'),
  agreement: () => import('../pages/login/AgreementPage'),
  notFound: () => import('../pages/public/NotFoundPage'),
  me: () => import('../pages/me/MePage'),
  articleView: () => import('../pages/article/ArticleViewPage'),
  language: () => import('../pages/public/LanguagePage'),
};

export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as RouteName[]).map((name) => ({
  name,
  path: PATHS[name],
  load: PAGES[name] ?? placeholder,
}));

export function routeByPath(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}
