// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../domain/permissions.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { SirenAlarmsPage } from './SirenAlarmsPage.tsx';
import { alarmTask, totals } from './testing/alarmFixtures.ts';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderList(
  permissions = [...PROFILES.CANTONAL_OPERATOR],
  tasks = [
    alarmTask({ id: 8, status: 'FINISHED', totals: totals({ FINISHED: 2 }) }),
    alarmTask({ id: 7, status: 'RUNNING', target: { kind: 'cantons', stateCodes: ['ZH'] } }),
  ],
) {
  const live = fakeLive();
  const served = { tasks };
  const fake = fakeEventsApi({
    'GET /api/scc/alarming/sirenalarms': () => served.tasks,
  });
  renderEventsPage(<SirenAlarmsPage />, {
    api: fake.api,
    path: '/data/sirenalarms',
    live: live.channel,
    me: { permissions },
  });
  return { live, served };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Sirenenalarme' }))
    .getAllByRole('row')
    .slice(1);

describe('siren alarm list', () => {
  it('lists running alarms first, with their target, result and start', async () => {
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.textContent).toMatch(/^Nr. 7.*Läuft.*Kantone: Zürich/);
    await waitFor(() =>
      expect(rows()[1]?.textContent).toMatch(
        /Nr. 8.*Abgeschlossen.*Sirenengruppen: Ganzer Kanton Zürich \(ZH\).*2 beendet · 0 ertönen · 0 Störungen · 0 ohne Antwort · 0 ausser Dienst · 0 offen.*zh.operator.*23.11.2026 10:15:02/,
      ),
    );
  });

  it('counts sounding sirens apart from those still to answer, and says an exercise sounds none', async () => {
    renderList(undefined, [
      alarmTask({ id: 8, totals: totals({ SOUNDING: 8, COMMANDED: 1 }) }),
      alarmTask({ id: 7, operationMode: 'EXERCISE', totals: totals({ SOUNDING: 1 }) }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.textContent).toMatch(/0 beendet · 8 ertönen · .* · 1 offen/);
    expect(rows()[1]?.textContent).toMatch(/0 beendet · 1 hätte ertönt \(Übung\) · .* · 0 offen/);
  });

  it.each([
    ['de', '1 beendet · 8 ertönen · 6 Störungen · 0 ohne Antwort · 1 ausser Dienst · 1 offen'],
    ['fr', '1 terminée · 8 retentissent · 6 dérangements · 0 sans réponse · 1 hors service · 1 en attente'],
    ['it', '1 terminata · 8 suonano · 6 guasti · 0 senza risposta · 1 fuori servizio · 1 in attesa'],
    ['en', '1 finished · 8 sounding · 6 faults · 0 no answer · 1 out of service · 1 open'],
  ] as const)('counts the result in %s with each noun in its number', async (language, text) => {
    await switchLanguage(language);
    try {
      renderList(undefined, [
        alarmTask({
          id: 8,
          totals: totals({ FINISHED: 1, SOUNDING: 8, FAILED: 6, SKIPPED: 1, COMMANDED: 1 }),
        }),
      ]);
      await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
    } finally {
      await switchLanguage('de');
    }
  });

  it('names a target group deleted since the alarm by its number', async () => {
    renderList(undefined, [alarmTask({ id: 8, target: { kind: 'groups', groupIds: [3, 4] } })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toMatch(/Sirenengruppen: Ganzer Kanton Zürich \(ZH\), #4/);
  });

  it('reads the list again when an alarm progresses', async () => {
    const { live, served } = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    served.tasks = [alarmTask({ id: 9, status: 'RUNNING' }), ...served.tasks];
    act(() =>
      live.send({
        alarmId: 9,
        operationMode: 'LIVE',
        status: 'RUNNING',
        finishedAt: null,
        totals: totals(),
        changes: [],
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('says that a finished alarm counts as active until its repeat window ends, a stopped one not', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Three minutes after the fixtures' start (10:15:02 in Zurich): the five-minute window ends at 10:20:02.
    vi.setSystemTime(new Date('2026-11-23T09:18:02Z'));
    renderList(undefined, [
      alarmTask({ id: 8, status: 'FINISHED', totals: totals({ FINISHED: 2 }) }),
      alarmTask({ id: 7, status: 'STOPPED', stoppedAt: '2026-11-23T09:16:00Z' }),
      alarmTask({ id: 6, status: 'FINISHED', startedAt: '2026-11-23T09:05:02Z' }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const note = 'Zählt bis 10:20:02 als aktiv (Wiederholungsfenster)';
    expect(within(rows()[0]!).getByText(note)).toBeTruthy();
    expect(screen.getAllByText(/als aktiv/)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2 * 60_000 + 5_000));
    expect(screen.queryByText(note)).toBeNull();
  });

  it('offers triggering only to users who may trigger', async () => {
    renderList([...PROFILES.CANTONAL_VIEWER]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sirenenalarm auslösen' })).toBeNull();
  });
});
