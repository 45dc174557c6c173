// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../../domain/permissions.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { useQueryNotices } from '../useQueryNotices.ts';
import { ResourceGuard, ScreenGuard } from './guards.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  cleanup();
  notifications.clean();
});

function Page({ name }: { name: string }) {
  useQueryNotices();
  return <p>{name}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/home',
    element: <ScreenGuard screenKey="home" />,
    children: [{ index: true, element: <Page name="home" /> }],
  },
  {
    path: '/water',
    element: <ScreenGuard screenKey="water" />,
    children: [{ path: '*', element: <Page name="water" /> }],
  },
  {
    path: '/data/:resource',
    element: <ResourceGuard />,
    children: [{ index: true, element: <Page name="data" /> }],
  },
];

function open(path: string, permissions: Permission[], sirenTestActive = false) {
  return renderInShell(null, { routes, path, permissions, status: { sirenTestActive } });
}

describe('route guards', () => {
  it('let a permitted user open a screen and its sub-paths', async () => {
    open('/water/alarm', ['HOME_VIEW', 'WATER_ALARM_EDIT']);
    expect(await screen.findByText('water')).toBeDefined();
  });

  it('send a forbidden screen typed by hand home and say which page the rights do not open', async () => {
    const { router } = open('/water/alarm', ['HOME_VIEW']);
    expect(await screen.findByText('home')).toBeDefined();
    expect(await screen.findByText('Seite nicht geöffnet')).toBeDefined();
    expect(
      screen.getByText('Die Seite «Wasseralarm» steht Ihnen mit Ihren Berechtigungen nicht zur Verfügung.'),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.search).toBe('');
  });

  it('guard each /data page with its own view permission', async () => {
    const allowed = open('/data/sirens', ['HOME_VIEW', 'STATIONARYSIREN_VIEW']);
    expect(await screen.findByText('data')).toBeDefined();
    allowed.unmount();
    const { router } = open('/data/sirengroups', ['HOME_VIEW', 'STATIONARYSIREN_VIEW']);
    expect(await screen.findByText('home')).toBeDefined();
    expect(router.state.location.pathname).toBe('/home');
    expect(
      await screen.findByText(
        'Die Seite «Sirenengruppen» steht Ihnen mit Ihren Berechtigungen nicht zur Verfügung.',
      ),
    ).toBeDefined();
  });

  it('say it in the language of the user', async () => {
    await switchLanguage('fr');
    try {
      open('/data/releases', ['HOME_VIEW']);
      expect(
        await screen.findByText(
          'La page « Versions logicielles » ne vous est pas accessible avec vos autorisations.',
        ),
      ).toBeDefined();
    } finally {
      await switchLanguage('de');
    }
  });

  it('switch the notice still on screen to the language chosen after it', async () => {
    open('/water/alarm', ['HOME_VIEW']);
    expect(await screen.findByText('Seite nicht geöffnet')).toBeDefined();
    await act(() => switchLanguage('fr'));
    try {
      expect(await screen.findByText('Page non ouverte')).toBeDefined();
      expect(screen.getByText(/^La page «\s.+\s» ne vous est pas accessible/)).toBeDefined();
      expect(screen.queryByText('Seite nicht geöffnet')).toBeNull();
    } finally {
      await act(() => switchLanguage('de'));
    }
  });

  it('send an unknown /data page home without a notice', async () => {
    const { router } = open('/data/nothing', ['HOME_VIEW']);
    expect(await screen.findByText('home')).toBeDefined();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/steht Ihnen .*nicht zur Verfügung/)).toBeNull();
  });

  it('open the siren test result only while a test is active', async () => {
    const during = open('/data/siren-test-result', ['HOME_VIEW', 'SIRENTEST_CURRENT_VIEW'], true);
    expect(await screen.findByText('data')).toBeDefined();
    during.unmount();
    open('/data/siren-test-result', ['HOME_VIEW', 'SIRENTEST_CURRENT_VIEW'], false);
    expect(await screen.findByText('home')).toBeDefined();
  });

  it('explain on home, instead of redirecting in a circle, when home itself is not permitted', async () => {
    open('/home', ['EVENT_VIEW']);
    expect(await screen.findByText(/Ihnen fehlt die Berechtigung für die Startseite/)).toBeDefined();
  });
});
