import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from './api/http.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { prefetchHome } from './features/home/prefetchHome.ts';
import { startsOnHome } from './firstScreen.ts';
import { i18n } from './i18n.ts';
import { routes } from './routes.tsx';
import { theme } from './shell/theme.ts';
import { PopupsProvider } from './ui/popups/PopupsProvider.tsx';

// The notices' container comes after the first render; notices shown before it appear once it is there.
const Notices = lazy(() => import('./shell/Notices.tsx'));

// A client error (4xx) will not go away by asking again; server and network errors get two more tries, and
// an unavailable database (503) more, so a screen opened as an outage begins waits for it instead of failing.
function retryTransient(failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return failures < 2;
  if (error.status === 503) return failures < 5;
  return failures < 2 && !(error.status >= 400 && error.status < 500);
}

// What a screen loaded stays in memory for a shift, so it can be shown as last known during an outage.
const LAST_KNOWN_KEPT_MS = 12 * 60 * 60 * 1000;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, refetchOnWindowFocus: false, gcTime: LAST_KNOWN_KEPT_MS },
    },
  });
}

// Created only after login, so that it starts at the address the login round trip came back to.
function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/** The providers in the order of the web contract, around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notices />
      </Suspense>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider onSignedIn={(api, me) => startsOnHome() && prefetchHome(queryClient, api, me)}>
            <PopupsProvider>
              <AppRouter />
            </PopupsProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
