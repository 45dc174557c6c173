// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../../../../domain/permissions.ts';
import { initI18n } from '../../../i18n.ts';
import { eventDetail, listItem } from '../testing/eventFixtures.ts';
import { fakeEventsApi, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { FalseAlarmPage } from './FalseAlarmPage.tsx';

const published = '2026-11-23T15:20:00.000Z';

function openPicker(permissions = [...PROFILES.CANTONAL_OPERATOR]) {
  const items = [
    listItem({
      eventId: 39,
      state: 'UPDATE_PENDING',
      publishedAt: '2026-11-23T14:00:00.000Z',
      title: { de: 'Hochwasser' },
    }),
    listItem({ eventId: 42, state: 'ACTIVE', publishedAt: published }),
    listItem({
      eventId: 40,
      state: 'ACTIVE',
      publishedAt: published,
      owningState: 'BE',
      title: { de: 'Bern' },
    }),
  ];
  const server = fakeEventsApi({
    'GET /api/ecc/events': (url) => {
      expect(new URL(url, 'http://console').searchParams.get('state')).toBe(
        'ACTIVE,UPDATE_PENDING,ALL_CLEAR_PENDING,ALL_CLEAR_ACTIVE',
      );
      return { items, total: items.length };
    },
    'POST /api/ecc/events/42/false-alarm': () =>
      eventDetail({ eventId: 77, correctionOf: 42, state: 'PREPARATION' }),
  });
  const page = renderEventsPage(<FalseAlarmPage />, {
    api: server.api,
    path: '/events/newFalseAlarm',
    me: { permissions },
  });
  return { ...page, calls: server.calls };
}

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('false-alarm picker', () => {
  it('lists the published events of the own territory, newest publication first', async () => {
    openPicker();
    await screen.findByText('Hochwasser');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['42', '39']);
  });

  it('prepares the correction after a confirmation and opens its editor', async () => {
    const { calls, router } = openPicker();
    await screen.findByText('Hochwasser');
    await userEvent.click(
      within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Korrektur vorbereiten' }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Ereignis 42 als Fehlalarm erklären' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Korrektur vorbereiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77/edit'));
  });

  it('sends a user without the false-alarm right home', async () => {
    const { router } = openPicker([...PROFILES.CANTONAL_VIEWER]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
