// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmProgress, SirenResult } from '../../../domain/alarming.ts';
import { ApiError } from '../../api/http.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import {
  fakeEventsApi,
  fakeLive,
  type Handler,
  renderEventsPage,
} from '../events/testing/renderEventsPage.tsx';
import { SirenAlarmDetailPage } from './SirenAlarmDetailPage.tsx';
import { alarmTask, sirenLine, totals } from './testing/alarmFixtures.ts';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

function renderDetail(
  task = alarmTask(),
  rows: SirenResult[] | Promise<SirenResult[]> = [sirenLine(1), sirenLine(2)],
) {
  const live = fakeLive();
  const served = { task, rows };
  const handlers: Record<string, Handler> = {
    'GET /api/scc/alarming/sirenalarms/5': () => served.task,
    'GET /api/scc/alarming/sirenalarms/5/sirens': () => served.rows,
    'GET /api/ecc/states': () => [],
  };
  const fake = fakeEventsApi(handlers);
  renderEventsPage(
    <Routes>
      <Route path="/data/sirenalarms/:id" element={<SirenAlarmDetailPage />} />
    </Routes>,
    {
      api: fake.api,
      path: '/data/sirenalarms/5',
      live: live.channel,
      me: task.operationMode === 'EXERCISE' ? { operationMode: 'EXERCISE' } : {},
    },
  );
  return { ...fake, handlers, live, served };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const counter = (state: string) => screen.getByRole('group', { name: state });
const cantonRow = () =>
  within(screen.getByRole('table', { name: 'Je Kanton' })).getByRole('row', { name: /Zürich/ });

describe('siren alarm detail', () => {
  it('shows what the task sounds, in which mode, and who started it', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Sirenenalarm Nr. 5: Allgemeiner Alarm' }),
    ).toBeTruthy();
    expect(await screen.findByText('Sirenengruppen: Ganzer Kanton Zürich (ZH)')).toBeTruthy();
    expect(screen.getByText('zh.operator, 23.11.2026 10:15:02')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alarm stoppen' })).toBeTruthy();
  });

  it('moves the counters and the canton totals with the live progress, without reading the task again', async () => {
    const { live, calls } = renderDetail();
    await waitFor(() => expect(counter('Befohlen').textContent).toBe('Befohlen2'));
    await waitFor(() => expect(within(cantonRow()).getAllByRole('cell')[0]?.textContent).toBe('2'));
    const reads = calls.length;
    const progress: AlarmProgress = {
      alarmId: 5,
      operationMode: 'LIVE',
      status: 'RUNNING',
      finishedAt: null,
      totals: totals({ SOUNDING: 1, FAILED: 1 }),
      changes: [
        {
          sirenId: 1,
          state: 'SOUNDING',
          faultCode: null,
          bearer: 'POLYCOM',
          attempts: 1,
          horn: true,
          updatedAt: '2026-11-23T09:15:04Z',
        },
        {
          sirenId: 2,
          state: 'FAILED',
          faultCode: 'AMPLIFIER',
          bearer: 'RDS',
          attempts: 2,
          horn: false,
          updatedAt: '2026-11-23T09:15:05Z',
        },
      ],
    };
    act(() => live.send(progress));
    act(() => live.send({ ...progress, alarmId: 6, totals: totals({ FINISHED: 9 }) }));
    act(() => live.send({ ...progress, operationMode: 'EXERCISE', totals: totals({ FINISHED: 9 }) }));
    await waitFor(() => expect(counter('Störung').textContent).toBe('Störung1'));
    expect(counter('Ertönt').textContent).toBe('Ertönt1');
    expect(counter('Befohlen').textContent).toBe('Befohlen0');
    expect(counter('Beendet').textContent).toBe('Beendet0');
    const cells = within(cantonRow())
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['0', '0', '1', '0', '1', '0', '0']);
    // The siren that sounds its horn is counted in the header at once.
    expect(screen.getByText('Sirenen mit Ton').nextSibling?.textContent).toBe('1');
    expect(
      within(screen.getByRole('table', { name: 'Je Übertragungsweg' })).getByRole('row', { name: /RDS/ }),
    ).toBeTruthy();
    expect(calls.length).toBe(reads);
  });

  it('keeps a change heard while the sirens were still being read', async () => {
    let answer: (rows: SirenResult[]) => void = () => undefined;
    const pending = new Promise<SirenResult[]>((resolve) => {
      answer = resolve;
    });
    const { live } = renderDetail(alarmTask(), pending);
    await screen.findByRole('heading', { name: /Sirenenalarm Nr. 5/ });
    act(() =>
      live.send({
        alarmId: 5,
        operationMode: 'LIVE',
        status: 'RUNNING',
        finishedAt: null,
        totals: totals({ COMMANDED: 1, FAILED: 1 }),
        changes: [
          {
            sirenId: 2,
            state: 'FAILED',
            faultCode: 'AMPLIFIER',
            bearer: 'RDS',
            attempts: 1,
            horn: false,
            updatedAt: '2026-11-23T09:15:05Z',
          },
        ],
      }),
    );
    act(() => answer([sirenLine(1), sirenLine(2)]));
    await waitFor(() => expect(counter('Störung').textContent).toBe('Störung1'));
    expect(counter('Befohlen').textContent).toBe('Befohlen1');
  });

  it('reads the task again when it ends, and when the live connection reopens', async () => {
    const { live, served } = renderDetail();
    await screen.findByRole('button', { name: 'Alarm stoppen' });
    served.task = alarmTask({
      status: 'STOPPED',
      stoppedBy: 'zh.operator2',
      stoppedAt: '2026-11-23T09:16:00Z',
    });
    act(() =>
      live.send({
        alarmId: 5,
        operationMode: 'LIVE',
        status: 'STOPPED',
        finishedAt: null,
        totals: totals({ COMMANDED: 2 }),
        changes: [],
      }),
    );
    expect(await screen.findByText('zh.operator2, 23.11.2026 10:16:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alarm stoppen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Alarm wiederholen' })).toBeTruthy();
    served.rows = [sirenLine(1, { state: 'FINISHED' }), sirenLine(2, { state: 'FINISHED' })];
    served.task = { ...served.task, totals: totals({ FINISHED: 2 }) };
    act(() => live.reconnect());
    await waitFor(() => expect(counter('Beendet').textContent).toBe('Beendet2'));
  });

  it('stops a running alarm after asking, and says so when it had already ended', async () => {
    const { handlers, calls } = renderDetail();
    handlers['POST /api/scc/alarming/sirenalarms/5/stop'] = () => {
      throw new ApiError(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        messageKey: 'alarming.errors.alreadyEnded',
      });
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Alarm stoppen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sirenenalarm Nr. 5 stoppen' });
    expect(within(confirm).getByText('LIVE-Betrieb')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Alarm stoppen' }));
    expect(await screen.findByText('Dieser Sirenenalarm ist bereits beendet.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/scc/alarming/sirenalarms/5/stop',
    ]);
  });

  it('says, before an exercise is stopped, that the stop goes to the devices as an exercise', async () => {
    renderDetail(alarmTask({ operationMode: 'EXERCISE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Alarm stoppen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sirenenalarm Nr. 5 stoppen' });
    expect(
      within(confirm).getByText('Sie üben: Die Geräte erhalten den Stopp als Übung; keine Sirene ertönt.'),
    ).toBeTruthy();
    expect(within(confirm).queryByText(/Nichts verlässt die Konsole/)).toBeNull();
    expect(
      within(confirm).getByText('Die Übung wird gestoppt; die Geräte brechen den Ablauf ab.'),
    ).toBeTruthy();
  });

  it('names the target groups in the repeat confirmation', async () => {
    renderDetail(
      alarmTask({ status: 'FINISHED', finishedAt: '2026-11-23T09:17:00Z', totals: totals({ FINISHED: 2 }) }),
    );
    await screen.findByText('Sirenengruppen: Ganzer Kanton Zürich (ZH)');
    await userEvent.click(screen.getByRole('button', { name: 'Alarm wiederholen' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Ziel: Sirenengruppen: Ganzer Kanton Zürich \(ZH\)/)).toBeTruthy();
    expect(within(confirm).queryByText(/#3/)).toBeNull();
  });

  it('offers no repeat the server would refuse, and says why when the alarm reaches beyond the territory', async () => {
    renderDetail(
      alarmTask({
        status: 'FINISHED',
        finishedAt: '2026-11-23T09:17:00Z',
        stateCodes: ['AG', 'BE', 'LU', 'SO'],
        mayRepeat: false,
        repeatOutsideTerritory: true,
      }),
    );
    expect(
      await screen.findByText(
        'Wiederholen kann diesen Alarm nur, wer alle seine Kantone alarmieren darf (Aargau, Bern, Luzern, Solothurn).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alarm wiederholen' })).toBeNull();
  });

  it('offers no stop the server would refuse, and says who may stop an alarm across the border', async () => {
    renderDetail(
      alarmTask({
        stateCodes: ['AG', 'BE', 'LU', 'SO', 'ZH'],
        // Zurich's only siren was skipped: no command went there, and a stop would send it none.
        byCanton: ['AG', 'BE', 'LU', 'SO']
          .map((stateCode) => ({ stateCode, totals: totals({ COMMANDED: 1 }) }))
          .concat([{ stateCode: 'ZH', totals: totals({ SKIPPED: 1 }) }]),
        mayStop: false,
        stopOutsideTerritory: true,
      }),
    );
    expect(
      await screen.findByText(
        'Stoppen kann diesen Alarm nur, wer alle seine Kantone alarmieren darf (Aargau, Bern, Luzern, Solothurn). Die Nationale Alarmzentrale kann ihn stoppen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alarm stoppen' })).toBeNull();
  });

  it('offers neither stop nor repeat nor a note to a reader who may not trigger alarms', async () => {
    renderDetail(alarmTask({ mayStop: false, mayRepeat: false }));
    await screen.findByRole('heading', { name: 'Sirenenalarm Nr. 5: Allgemeiner Alarm' });
    expect(screen.queryByRole('button', { name: 'Alarm stoppen' })).toBeNull();
    expect(screen.queryByText(/Wiederholen kann diesen Alarm nur/)).toBeNull();
    expect(screen.queryByText(/Stoppen kann diesen Alarm nur/)).toBeNull();
  });

  it('offers no repeat of a water alarm: the dam’s page sounds it again', async () => {
    renderDetail(
      alarmTask({ signal: 'WATER_ALARM', status: 'FINISHED', finishedAt: '2026-11-23T09:17:00Z' }),
    );
    await screen.findByRole('heading', { name: 'Sirenenalarm Nr. 5: Wasseralarm' });
    expect(screen.queryByRole('button', { name: 'Alarm wiederholen' })).toBeNull();
  });

  it('shows when a stopped alarm has ended, once its last sirens are through', async () => {
    const { live } = renderDetail(
      alarmTask({ status: 'STOPPED', stoppedBy: 'zh.operator', stoppedAt: '2026-11-23T09:16:00Z' }),
    );
    await screen.findByText('zh.operator, 23.11.2026 10:16:00');
    act(() =>
      live.send({
        alarmId: 5,
        operationMode: 'LIVE',
        status: 'STOPPED',
        finishedAt: '2026-11-23T09:16:10Z',
        totals: totals({ NO_ANSWER: 2 }),
        changes: [],
      }),
    );
    expect(await screen.findByText('23.11.2026 10:16:10')).toBeTruthy();
  });

  it('says in the present tense that no siren sounds while an exercise runs', async () => {
    renderDetail(alarmTask({ operationMode: 'EXERCISE' }));
    expect(
      await screen.findByText(
        'Keine Sirene ertönt (Sirenen mit Ton: 0). Die Geräte durchlaufen den Ablauf ohne Ton.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/hat ertönt/)).toBeNull();
  });

  it('never says "sounding" in an exercise: the devices only confirm they would have sounded', async () => {
    const sounding = [sirenLine(1, { state: 'SOUNDING' }), sirenLine(2, { state: 'SOUNDING' })];
    renderDetail(alarmTask({ operationMode: 'EXERCISE', totals: totals({ SOUNDING: 2 }) }), sounding);
    await waitFor(() => expect(counter('Hätte ertönt (Übung)').textContent).toBe('Hätte ertönt (Übung)2'));
    const byCanton = screen.getByRole('table', { name: 'Je Kanton' });
    expect(within(byCanton).getByRole('columnheader', { name: 'Hätte ertönt (Übung)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Zustand' }));
    expect(await screen.findByRole('option', { name: 'Hätte ertönt (Übung) (2)' })).toBeTruthy();
    expect(screen.queryAllByText(/^Ertönt/)).toEqual([]);
  });

  it('keeps "sounding" for a live alarm', async () => {
    renderDetail(alarmTask({ totals: totals({ SOUNDING: 1 }) }), [sirenLine(1, { state: 'SOUNDING' })]);
    await waitFor(() => expect(counter('Ertönt').textContent).toBe('Ertönt1'));
    expect(screen.queryByText(/Hätte ertönt/)).toBeNull();
  });

  it('says plainly that no siren sounded in an exercise', async () => {
    renderDetail(
      alarmTask({
        operationMode: 'EXERCISE',
        status: 'FINISHED',
        totals: totals({ FINISHED: 2 }),
        hornsSounded: 0,
      }),
    );
    expect(await screen.findByText(/Keine Sirene hat ertönt \(Sirenen mit Ton: 0\)/)).toBeTruthy();
  });
  it.each([
    ['de', 'Je Übertragungsweg', 'Ohne Übertragungsweg (ausser Dienst oder noch keine Antwort)'],
    ['fr', 'Par voie de transmission', 'Sans voie de transmission (hors service ou pas encore de réponse)'],
    ['it', 'Per via di trasmissione', 'Senza via di trasmissione (fuori servizio o ancora nessuna risposta)'],
  ] as const)(
    'names the sirens without a bearer in %s as having no transmission path, not as a bearer',
    async (language, table, none) => {
      await switchLanguage(language);
      try {
        renderDetail();
        const byBearer = await screen.findByRole('table', { name: table });
        expect(
          within(byBearer).getByRole('row', { name: new RegExp(`^${escapeRegExp(none)}`) }),
        ).toBeTruthy();
      } finally {
        await switchLanguage('de');
      }
    },
  );
});
