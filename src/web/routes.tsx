import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import {
  type AccessContext,
  canSeeResource,
  canSeeScreen,
  SCREENS,
  type ScreenDefinition,
} from '../domain/navigation.ts';
import { RESOURCES } from '../domain/resources/index.ts';
import { eventRoutes } from './features/events/eventRoutes.tsx';
import { ConsoleStatusProvider } from './features/home/status/ConsoleStatusProvider.tsx';
import { textsScreenPages } from './features/texts/textsRoutes.tsx';
import { wakeupRoutes } from './features/wakeups/wakeupRoutes.tsx';
import { waterRoutes } from './features/water/waterRoutes.tsx';
import { RouteErrorPage } from './shell/errors/RouteErrorPage.tsx';
import { withChunkRetry } from './shell/errors/withChunkRetry.tsx';
import { PageLoading } from './shell/PageLoading.tsx';
import { ResourceGuard, ScreenGuard } from './shell/routing/guards.tsx';
import { PagePreloader } from './shell/routing/PagePreloader.tsx';
import type { RouteHandle } from './shell/routing/routeHandle.ts';
import { ToResourceList } from './shell/routing/ToResourceList.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';

type PageLoader = () => Promise<{ Component: ComponentType }>;

// Every page is its own chunk, fetched when its route is first opened.
const dataPage: PageLoader = async () => ({
  Component: (await import('./features/data/DataRoutePage.tsx')).DataRoutePage,
});
const dataDetailPage: PageLoader = async () => ({
  Component: (await import('./features/data/DataRoutePage.tsx')).DataDetailRoutePage,
});
const home: PageLoader = async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage });

/** Fetches the home page's code at once when the console starts there, alongside its texts and the sign-in. */
export function preloadHomePage() {
  home().catch(() => undefined);
}
const twitter: PageLoader = async () => ({
  Component: (await import('./features/socialmedia/TwitterPage.tsx')).TwitterPage,
});
const samples: PageLoader = async () => ({
  Component: (await import('./features/samples/SamplesPage.tsx')).SamplesPage,
});
const emptySample: PageLoader = async () => ({
  Component: (await import('./features/samples/EmptySamplePage.tsx')).EmptySamplePage,
});
const popupsSample: PageLoader = async () => ({
  Component: (await import('./features/samples/PopupsSamplePage.tsx')).PopupsSamplePage,
});

/** The pages below each screen; a screen without pages (none today) leads home. */
const SCREEN_PAGES: Record<string, RouteObject[]> = {
  home: [{ index: true, lazy: home }],
  events: eventRoutes,
  water: waterRoutes,
  wakeups: wakeupRoutes,
  twitter: [{ index: true, lazy: twitter }],
  ...textsScreenPages,
  samples: [
    { index: true, lazy: samples },
    { path: 'empty', lazy: emptySample },
    { path: 'popups', lazy: popupsSample },
  ],
};

const NO_PAGES: RouteObject[] = [{ index: true, element: <Navigate to="/home" replace /> }];

function screenRoute(screen: ScreenDefinition): RouteObject {
  const handle: RouteHandle = { screenKey: screen.key, sideMenu: screen.sideMenu };
  return {
    path: screen.path.slice(1),
    element: <ScreenGuard screenKey={screen.key} />,
    handle,
    children: SCREEN_PAGES[screen.key] ?? NO_PAGES,
  };
}

/** The first page of every screen and /data page the user may open: what the menu and header lead to. */
function pagesToPreload(context: AccessContext): PageLoader[] {
  const screens = SCREENS.filter((screen) => canSeeScreen(screen, context)).map(
    (screen) => SCREEN_PAGES[screen.key]?.find((route) => route.index)?.lazy as PageLoader,
  );
  const data = RESOURCES.some((resource) => canSeeResource(resource, context)) ? [dataPage] : [];
  return [...new Set([...screens, ...data])].filter(Boolean);
}

/** Redirects keep the query (`?sidemenu=0`, `?debug=1`) so that a bare address still carries its options. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const dataRoute: RouteObject = {
  path: 'data',
  handle: { sideMenu: true } satisfies RouteHandle,
  children: [
    { index: true, element: <RedirectKeepingQuery to="/home" /> },
    {
      path: ':resource',
      element: <ResourceGuard />,
      children: [
        { index: true, lazy: dataPage },
        { path: ':id', lazy: dataDetailPage },
        { path: '*', element: <ToResourceList /> },
      ],
    },
  ],
};

/**
 * The route table of SPEC.md §2: guards come from the navigation model in src/domain. Errors of a page
 * show inside the shell (the pathless route's error page); only a failing shell uses the outer one.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <ConsoleStatusProvider>
        <ShellLayout />
        <PagePreloader pagesFor={pagesToPreload} />
      </ConsoleStatusProvider>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: withChunkRetry([
          { index: true, element: <RedirectKeepingQuery to="/home" /> },
          ...SCREENS.map(screenRoute),
          dataRoute,
          { path: 'alarming/*', element: <Navigate to="/" replace /> },
          { path: 'sirentest/*', element: <Navigate to="/" replace /> },
          { path: '*', element: <RedirectKeepingQuery to="/home" /> },
        ]),
      },
    ],
  },
];
