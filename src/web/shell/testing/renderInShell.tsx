import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Permission } from '../../../domain/permissions.ts';
import { PROFILES } from '../../../domain/permissions.ts';
import type { Me } from '../../../domain/session.ts';
import { AuthContext, type AuthSession } from '../../auth/AuthContext.ts';
import { i18n } from '../../i18n.ts';
import { type ShellStatus, ShellStatusContext, UNKNOWN_STATUS } from '../ShellStatus.ts';
import { theme } from '../theme.ts';

/** A signed-in cantonal operator of Zurich; override what a test is about. */
export function testMe(overrides: Partial<Me> = {}): Me {
  return {
    userName: 'zh.operator',
    displayName: 'Anna Keller',
    organisation: 'ZH-KAPO',
    stateCode: 'ZH',
    managedTerritory: 'ZH',
    wakeupAddresseeName: 'KAPO Zürich',
    operationMode: 'LIVE',
    groupLogin: false,
    organisationCharacteristic: null,
    lang: 'de',
    profiles: [{ name: 'zh.operator', profileName: 'CANTONAL_OPERATOR' }],
    permissions: [...PROFILES.CANTONAL_OPERATOR],
    ...overrides,
  };
}

export interface ShellOptions {
  me?: Me;
  permissions?: Permission[];
  status?: Partial<ShellStatus>;
  /** The address the memory router starts at. */
  path?: string;
  /** Routes beside the element under test (which is rendered at `*`). */
  routes?: RouteObject[];
  session?: Partial<AuthSession>;
}

/** The session of a signed-in user for the auth context; override what a test is about. */
export function testSession(me: Me = testMe(), overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    me,
    permissions: new Set(me.permissions),
    idleMinutes: 30,
    logout: () => undefined,
    relogin: () => undefined,
    renewToken: async () => null,
    accessToken: async () => null,
    ...overrides,
  };
}

function sessionFor(options: ShellOptions): AuthSession {
  const me = options.me ?? testMe(options.permissions ? { permissions: options.permissions } : {});
  return testSession(me, options.session);
}

/**
 * Renders `element` (or, given null, just `options.routes`) as the signed-in user would see it inside the
 * console: Mantine, i18n (call `initI18n` first), the session and a memory router. Returns the router too.
 */
export function renderInShell(element: ReactNode, options: ShellOptions = {}) {
  const routes =
    element === null ? (options.routes ?? []) : [...(options.routes ?? []), { path: '*', element }];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.path ?? '/home'],
  });
  const result = render(
    <MantineProvider env="test" theme={theme}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <AuthContext.Provider value={sessionFor(options)}>
          <ShellStatusContext.Provider value={{ ...UNKNOWN_STATUS, ...options.status }}>
            <RouterProvider router={router} />
          </ShellStatusContext.Provider>
        </AuthContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
