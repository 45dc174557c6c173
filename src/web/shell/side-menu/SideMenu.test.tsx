// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringDashboard } from '../../../domain/monitoring.ts';
import { PERMISSIONS } from '../../../domain/permissions.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { initI18n } from '../../i18n.ts';
import { PopupsProvider } from '../../ui/popups/PopupsProvider.tsx';
import { renderInShell } from '../testing/renderInShell.tsx';
import { SideMenu } from './SideMenu.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

const counts: MonitoringDashboard = {
  polyalert: { errors: 1, warnings: 0 },
  network: { errors: 3, warnings: 5 },
};
const api = {
  get: async (url: string) => (url.endsWith('/sirenalarms/active') ? { count: 2 } : counts),
} as unknown as ApiClient;

// The menu's boxes read their counts through the API client, as inside the console.
function MenuWithServices() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <PopupsProvider>
        <ApiProvider client={api}>
          <SideMenu />
        </ApiProvider>
      </PopupsProvider>
    </QueryClientProvider>
  );
}

function menu() {
  return screen.getByRole('navigation', { name: 'Hauptmenü' });
}

describe('side menu', () => {
  it('shows only the groups and entries the permissions allow', async () => {
    renderInShell(<MenuWithServices />, {
      permissions: ['LOCATION_VIEW', 'SIRENMODEL_VIEW', 'ALARMING_SIREN_VIEW'],
    });
    const groups = within(menu())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(groups).toEqual(['Anlagen', 'Alarmierung']);
    await userEvent.click(within(menu()).getByRole('button', { name: 'Anlagen' }));
    expect(within(menu()).getByRole('link', { name: 'Standorte' })).toHaveProperty(
      'pathname',
      '/data/locations',
    );
    expect(within(menu()).getByRole('link', { name: 'Sirenenmodelle' })).toBeDefined();
    expect(within(menu()).queryByRole('link', { name: 'Stationäre Sirenen' })).toBeNull();
    expect(within(menu()).queryByText('Komponenten')).toBeNull();
    expect(within(menu()).getByText('Sirenen')).toBeDefined();
  });

  it('opens the group of the current page and marks its entry; the Monitoring group holds the box', async () => {
    renderInShell(<MenuWithServices />, { permissions: [...PERMISSIONS], path: '/data/auditlog' });
    expect(within(menu()).getByRole('button', { name: 'Überwachung' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(menu()).getByRole('button', { name: 'Anlagen' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(menu()).getByRole('link', { name: 'Audit-Protokoll' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const box = within(menu()).getByRole('region', { name: 'Offene Fehler' });
    expect(await within(box).findByText('Warnungen: 5')).toBeDefined();
  });

  it('lists the active siren test pages only while a test runs', async () => {
    const permissions = ['SIRENTEST_CURRENT_VIEW' as const, 'SIRENTEST_ARCHIVE_VIEW' as const];
    const idle = renderInShell(<MenuWithServices />, { permissions, path: '/data/siren-test-archive' });
    expect(within(menu()).queryByRole('link', { name: 'Resultate Sirenentest' })).toBeNull();
    idle.unmount();
    renderInShell(<MenuWithServices />, {
      permissions,
      path: '/data/siren-test-archive',
      status: { sirenTestActive: true },
    });
    expect(within(menu()).getByRole('link', { name: 'Resultate Sirenentest' })).toBeDefined();
  });

  it('collapses and expands a group with the keyboard and moves between items with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInShell(<MenuWithServices />, {
      permissions: ['PERSON_VIEW', 'UPDATEMGMT_VIEW'],
      path: '/data/persons',
    });
    const persons = within(menu()).getByRole('button', { name: 'Personen und Organisationen' });
    const updates = within(menu()).getByRole('button', { name: 'Update-Verwaltung' });
    persons.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Personen');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(updates);
    await user.keyboard('{Enter}');
    expect(updates.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Software-Versionen');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(persons);
    await user.keyboard('{Enter}');
    expect(persons.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the active siren alarm count on the siren alarms entry', async () => {
    renderInShell(<MenuWithServices />, {
      permissions: ['ALARMING_ALARMTASK_VIEW'],
      path: '/data/sirenalarms',
    });
    const entry = within(menu()).getByRole('link', { name: /^Sirenenalarme/ });
    expect(await within(entry).findByLabelText('Aktive Sirenenalarme: 2')).toBeDefined();
  });
});
