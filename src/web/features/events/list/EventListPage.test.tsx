// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n.ts';
import { listItem } from '../testing/eventFixtures.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { EventListPage } from './EventListPage.tsx';

function openList(path = '/events') {
  let rows = [
    listItem(),
    listItem({ eventId: 41, state: 'ACTIVE', messageType: 'WARNING', title: { de: 'Hochwasser' } }),
  ];
  const server = fakeEventsApi({ 'GET /api/ecc/events': () => ({ items: rows, total: rows.length }) });
  const live = fakeLive();
  const page = renderEventsPage(<EventListPage />, { api: server.api, path, live: live.channel });
  const listCalls = () => server.calls.filter((c) => c.url.startsWith('/api/ecc/events'));
  return {
    ...page,
    live,
    listCalls,
    serve: (next: typeof rows) => {
      rows = next;
    },
  };
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.querySelector('a')?.textContent);

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('events list', () => {
  it("marks the events waiting for the own canton's approval, and for whom the others wait", async () => {
    const pending = {
      state: 'APPROVAL_PENDING' as const,
      owningState: 'BE',
      affectedStates: ['BE', 'ZH', 'SO'],
    };
    const server = fakeEventsApi({
      'GET /api/ecc/events': () => ({
        items: [
          listItem({ ...pending, eventId: 9, awaitingApprovalFrom: ['ZH', 'SO'] }),
          listItem({ ...pending, eventId: 5, awaitingApprovalFrom: ['SO'] }),
        ],
        total: 2,
      }),
    });
    renderEventsPage(<EventListPage />, { api: server.api, path: '/events' });
    const row = async (id: number) =>
      (await screen.findByText(String(id), { selector: 'td' })).closest('tr')!;
    expect(within(await row(9)).getByText('Wartet auf Ihre Freigabe')).toBeDefined();
    expect(within(await row(5)).queryByText('Wartet auf Ihre Freigabe')).toBeNull();
    expect(within(await row(5)).getByText('Wartet auf: Solothurn')).toBeDefined();
  });

  it('gives the national organisation the approvals whose cantons let the deadline pass, not the others', async () => {
    const pending = { state: 'APPROVAL_PENDING' as const, owningState: 'BE', awaitingApprovalFrom: ['SO'] };
    const server = fakeEventsApi({
      'GET /api/ecc/events': () => ({
        items: [
          listItem({
            ...pending,
            eventId: 9,
            nationalMayDecideAt: new Date(Date.now() - 60_000).toISOString(),
          }),
          listItem({
            ...pending,
            eventId: 5,
            nationalMayDecideAt: new Date(Date.now() + 600_000).toISOString(),
          }),
        ],
        total: 2,
      }),
    });
    renderEventsPage(<EventListPage />, { api: server.api, path: '/events', me: { stateCode: 'CH' } });
    const row = async (id: number) =>
      (await screen.findByText(String(id), { selector: 'td' })).closest('tr')!;
    expect(within(await row(9)).getByText('Wartet auf Ihre Freigabe')).toBeDefined();
    expect(within(await row(9)).getByText('Wartet auf: Solothurn')).toBeDefined();
    expect(within(await row(5)).queryByText('Wartet auf Ihre Freigabe')).toBeNull();
    expect(within(await row(5)).getByText('Wartet auf: Solothurn')).toBeDefined();
  });

  it('lists the events newest first with type, state and cantons', async () => {
    const { listCalls } = openList();
    expect(await screen.findByRole('link', { name: 'Schweres Gewitter in Zürich' })).toBeDefined();
    expect(titles()).toEqual(['Schweres Gewitter in Zürich', 'Hochwasser']);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('Alarm')).toBeDefined();
    expect(within(first).getByText('Publikation ausstehend')).toBeDefined();
    expect(listCalls()[0]?.url).toBe('/api/ecc/events?page=0&size=25&sort=createdAt%2Cdesc');
  });

  it('asks the server for the chosen state and keeps it in the address', async () => {
    const { listCalls, router } = openList();
    await screen.findByRole('link', { name: 'Hochwasser' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aktiv' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=ACTIVE'));
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('state=ACTIVE'));
  });

  it('reads a day range in Swiss time', async () => {
    const { listCalls } = openList('/events?from=2026-11-23&to=2026-11-23&canton=ZH');
    await screen.findByRole('link', { name: 'Hochwasser' });
    const url = new URL(listCalls()[0]!.url, 'http://console');
    expect(url.searchParams.get('from')).toBe('2026-11-22T23:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-23T22:59:59.999Z');
    expect(url.searchParams.get('canton')).toBe('ZH');
  });

  it('changes without reload when an event changes live, and after a reconnection', async () => {
    const { live, serve, listCalls } = openList();
    await screen.findByRole('link', { name: 'Hochwasser' });
    serve([listItem({ eventId: 43, title: { de: 'Waldbrand' } }), listItem()]);
    act(() => live.send({ eventId: 43, eventState: 'PREPARATION' }));
    expect(await screen.findByRole('link', { name: 'Waldbrand' })).toBeDefined();
    const before = listCalls().length;
    act(() => live.reconnect());
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });

  it('opens an event from its row', async () => {
    const { router } = openList();
    await screen.findByRole('link', { name: 'Hochwasser' });
    const row = screen.getAllByRole('row')[2]!;
    await userEvent.click(within(row).getAllByRole('cell')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/41'));
  });

  it('says so when no event matches', async () => {
    const { serve } = openList();
    serve([]);
    await screen.findByRole('link', { name: 'Hochwasser' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Meldungstyp' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Test' }));
    expect(await screen.findByText('Kein Ereignis entspricht diesen Filtern.')).toBeDefined();
  });
});
