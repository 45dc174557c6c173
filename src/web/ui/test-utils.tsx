import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type ApiClient, ApiError } from '../api/http.ts';
import { AuthContext, type AuthSession } from '../auth/AuthContext.ts';
import { i18n } from '../i18n.ts';
import { theme } from '../shell/theme.ts';
import { PopupsProvider } from './popups/PopupsProvider.tsx';

export interface ConsoleRenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  /** Passed to the PopupsProvider. */
  waitDelayMs?: number;
  /** The signed-in user's session, above the popups as in App.tsx (a question shows its mode). */
  session?: AuthSession;
}

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
function stubDocumentFonts() {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/**
 * Renders `element` at every address of a memory router, inside the providers of App.tsx: Mantine (without
 * transitions and portals), notifications, i18n (call `initI18n` first), a query client that does not retry,
 * the session when given, and the shared popups; happy-dom's document gets the `document.fonts` it lacks.
 * Returns the router too, to read or change the address.
 */
export function renderInConsole(
  element: ReactNode,
  { path = '/home', waitDelayMs, session }: ConsoleRenderOptions = {},
) {
  stubDocumentFonts();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MantineProvider env="test" theme={theme}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthContext.Provider value={session ?? null}>
            <PopupsProvider waitDelayMs={waitDelayMs}>
              <RouterProvider router={router} />
            </PopupsProvider>
          </AuthContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** The server's answer to a record that is not there, or that the user may not see (the same 404). */
export function notFoundError(): ApiError {
  return new ApiError(404, {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    messageKey: 'errors.notFound',
  });
}

/** An API client that answers the GET paths given (a path's value is the answer) and 404 to anything else. */
export function apiAnswering(answers: Record<string, unknown>): ApiClient {
  const refuse = async () => {
    throw new ApiError(404, null);
  };
  return {
    get: (async (path: string) => (path in answers ? answers[path] : refuse())) as ApiClient['get'],
    post: refuse,
    put: refuse,
    del: refuse,
    upload: refuse,
  };
}
