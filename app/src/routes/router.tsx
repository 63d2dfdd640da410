import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoadError, PageLoading } from '../shell/PageStates';
import { RootLayout } from '../shell/RootLayout';
import { RouteGuard, UnknownPath } from './guards';
import { createLazyPage } from './lazyPage';
import { PATHS, type RouteName } from './paths';
import { ROUTES, type RouteDef } from './routeTable';

const lazyPages = new Map<RouteName, ComponentType>();
function pageFor(route: RouteDef): ComponentType {
  let page = lazyPages.get(route.name);
  if (!page) {
    page = createLazyPage(route.load, {
      loading: <PageLoading />,
      error: (retry) => <PageLoadError retry={retry} />,
    });
    lazyPages.set(route.name, page);
  }
  return page;
}

/** The route table for the hash router: `/` is the home page's alias; unknown paths go to 404. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <Navigate to={PATHS.home} replace /> },
        ...ROUTES.map((route) => {
          const Page = pageFor(route);
          return {
            path: route.path,
            element: (
              <RouteGuard>
                <Page />
              </RouteGuard>
            ),
          };
        }),
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}
