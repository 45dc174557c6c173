import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { i18n } from './i18n.ts';
import { routes } from './routes.tsx';
import { theme } from './shell/theme.ts';
import { PopupsProvider } from './ui/popups/PopupsProvider.tsx';

// The notices' container comes after the first render; notices shown before it appear once it is there.
const Notices = lazy(() => import('./shell/Notices.tsx'));

// Created only after login, so that it starts at the address the login round trip came back to.
function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/** The providers in the order of the web contract, around the router. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notices />
      </Suspense>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <PopupsProvider>
              <AppRouter />
            </PopupsProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
