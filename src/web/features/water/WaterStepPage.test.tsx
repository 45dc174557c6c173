// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../domain/permissions.ts';
import type { Dam, DamAlarmAnswer } from '../../../domain/water.ts';
import { ApiError } from '../../api/http.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import type { LiveChannel, LiveTopicName } from '../../live/LiveContext.ts';
import { alarmTask, totals } from '../alarming/testing/alarmFixtures.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { AlarmDamPage, UnlockDamPage } from './WaterPages.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const sihlsee: Dam = {
  id: 7,
  name: 'Sihlsee',
  stateCode: 'SZ',
  municipality: 'Einsiedeln',
  nearZone: { groupId: 3, name: 'Nahzone Sihlsee', sirenCount: 12 },
  locked: true,
  changedBy: null,
  changedAt: null,
  reason: null,
  lastAlarmId: null,
  lastAlarmStatus: null,
  lastGeneralAlarm: null,
};
const grimsel: Dam = { ...sihlsee, id: 8, name: 'Grimsel', stateCode: 'BE', municipality: 'Guttannen' };

const NO_GENERAL_ALARM =
  'No general alarm has sounded in the near zone in the last 24 hours. The water alarm normally follows a general alarm.';
const generalAlarm45 = { alarmId: 45, startedAt: '2026-11-27T18:40:12Z', status: 'RUNNING' as const };

/** A live channel that delivers each message on its own topic only, as the server does. */
function liveByTopic() {
  const handlers = new Map<LiveTopicName, Set<(payload: unknown) => void>>();
  const channel: LiveChannel = {
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    onConnected: () => () => undefined,
  };
  const send = (topic: LiveTopicName, payload: unknown) => {
    for (const handler of handlers.get(topic) ?? []) handler(payload);
  };
  return { channel, send };
}

function WaterScreen() {
  return (
    <Routes>
      <Route path="/water/unlock" element={<UnlockDamPage />} />
      <Route path="/water/alarm" element={<AlarmDamPage />} />
    </Routes>
  );
}

describe('water alarm pages', () => {
  it('leads from a locked dam on the alarm page to its unlock, the same dam chosen', async () => {
    await switchLanguage('en');
    const server = fakeEventsApi({ 'GET /api/ecc/water/dams': () => [grimsel, sihlsee] });
    const { router } = renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7' });

    const blocked = await screen.findByTestId('water-blocked');
    expect(blocked.textContent).toContain('The water alarm of Sihlsee is locked. Unlock it first.');
    await userEvent.click(within(blocked).getByRole('link', { name: 'Unlock the water alarm of Sihlsee' }));

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/water/unlock?dam=7');
    expect(await screen.findByRole('heading', { name: 'Unlock the water alarm' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sihlsee' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Sihlsee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveProperty('disabled', false);
  });
  it('after the trigger says the water alarm runs, links to it and offers no second one until it has ended', async () => {
    await switchLanguage('en');
    let dam: Dam = { ...sihlsee, locked: false, changedBy: 'zh.operator' };
    const server = fakeEventsApi({
      'GET /api/ecc/water/dams': () => [grimsel, dam],
      'POST /api/ecc/water/dams/7/alarm': (): DamAlarmAnswer => {
        dam = { ...dam, lastAlarmId: 31, lastAlarmStatus: 'RUNNING' };
        return { dam, alarmId: 31 };
      },
      'GET /api/scc/alarming/sirenalarms/31': () => alarmTask({ id: 31, signal: 'WATER_ALARM' }),
      'GET /api/scc/alarming/sirenalarms/31/sirens': () => [],
    });
    const live = fakeLive();
    renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7', live: live.channel });

    await userEvent.click(await screen.findByRole('button', { name: 'Trigger the water alarm' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox'), 'Sihlsee');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Trigger the water alarm' }));

    const running = await screen.findByTestId('water-blocked');
    expect(running.textContent).toContain('The water alarm of Sihlsee is running (siren alarm no. 31).');
    expect(within(running).getByRole('link', { name: 'Show siren alarm no. 31' }).getAttribute('href')).toBe(
      '/data/sirenalarms/31',
    );
    expect(screen.getByRole('button', { name: 'Trigger the water alarm' })).toHaveProperty('disabled', true);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    const panel = screen.getByRole('region', { name: 'Current state of Sihlsee' });
    const lastAlarm = within(panel).getByText('Last water alarm').parentElement!;
    expect(within(lastAlarm).getByRole('link', { name: 'No. 31' }).getAttribute('href')).toBe(
      '/data/sirenalarms/31',
    );

    // The alarm ends (its sirens are through, or someone stopped it): the dam, still unlocked, may sound again.
    dam = { ...dam, lastAlarmStatus: 'FINISHED' };
    act(() =>
      live.send({
        alarmId: 31,
        operationMode: 'LIVE',
        status: 'FINISHED',
        finishedAt: '2026-11-23T09:20:00Z',
        totals: totals({ FINISHED: 12 }),
        changes: [],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Trigger the water alarm' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.queryByTestId('water-blocked')).toBeNull();
  });

  it('says so when another console’s water alarm of the dam is already running', async () => {
    await switchLanguage('en');
    const server = fakeEventsApi({
      'GET /api/ecc/water/dams': () => [{ ...sihlsee, locked: false }],
      'POST /api/ecc/water/dams/7/alarm': () => {
        throw new ApiError(409, {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          messageKey: 'water.errors.alarmRunning',
          params: { name: 'Sihlsee', id: 32 },
        });
      },
    });
    renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Trigger the water alarm' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox'), 'Sihlsee');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Trigger the water alarm' }));
    expect(
      await screen.findByText(
        'The water alarm of Sihlsee is already running (siren alarm no. 32): a new one can be triggered only once it has finished or been stopped.',
      ),
    ).toBeTruthy();
  });

  it('warns, without blocking, that no general alarm came first, until one elsewhere reaches the near zone', async () => {
    await switchLanguage('en');
    let dam: Dam = { ...sihlsee, locked: false, changedBy: 'zh.operator' };
    const server = fakeEventsApi({ 'GET /api/ecc/water/dams': () => [grimsel, dam] });
    const live = liveByTopic();
    renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7', live: live.channel });

    expect((await screen.findByTestId('water-no-general-alarm')).textContent).toBe(NO_GENERAL_ALARM);
    const trigger = screen.getByRole('button', { name: 'Trigger the water alarm' });
    expect(trigger).toHaveProperty('disabled', false);
    expect(screen.queryByText('Last general alarm in the near zone')).toBeNull();
    await userEvent.click(trigger);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(NO_GENERAL_ALARM);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    // The canton's general alarm, triggered on another console: its first progress reads the dams again.
    dam = { ...dam, lastGeneralAlarm: generalAlarm45 };
    act(() =>
      live.send('alarms/progress', {
        alarmId: 45,
        operationMode: 'LIVE',
        status: 'RUNNING',
        finishedAt: null,
        totals: totals({ COMMANDED: 450 }),
        changes: [],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('water-no-general-alarm')).toBeNull());
    const panel = screen.getByRole('region', { name: 'Current state of Sihlsee' });
    const fact = within(panel).getByText('Last general alarm in the near zone').parentElement!;
    expect(fact.textContent).toContain('No. 45, 27.11.2026 19:40:12');
    expect(within(fact).getByRole('link', { name: 'No. 45' }).getAttribute('href')).toBe(
      '/data/sirenalarms/45',
    );
    expect(screen.getByRole('button', { name: 'Trigger the water alarm' })).toHaveProperty('disabled', false);
  });

  it('names the general alarm and the last water alarm without a link for users who may not read siren alarms', async () => {
    await switchLanguage('en');
    const server = fakeEventsApi({
      'GET /api/ecc/water/dams': () => [
        {
          ...sihlsee,
          locked: false,
          lastAlarmId: 31,
          lastAlarmStatus: 'FINISHED',
          lastGeneralAlarm: generalAlarm45,
        },
      ],
    });
    const permissions = PROFILES.CANTONAL_OPERATOR.filter((p) => p !== 'ALARMING_ALARMTASK_VIEW');
    renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7', me: { permissions } });

    const label = await screen.findByText('Last general alarm in the near zone');
    expect(label.parentElement!.textContent).toContain('No. 45, 27.11.2026 19:40:12');
    expect(within(label.parentElement!).queryByRole('link')).toBeNull();
    const lastAlarm = screen.getByText('Last water alarm').parentElement!;
    expect(lastAlarm.textContent).toContain('No. 31');
    expect(within(lastAlarm).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /No\. \d+/ })).toBeNull();
    expect(screen.queryByTestId('water-no-general-alarm')).toBeNull();
  });

  it('brings the warning back the moment the general alarm leaves the 24 hours, the page still open', async () => {
    await switchLanguage('en');
    // Time runs on its own (the page loads), and the test moves it on past the window's end.
    vi.useFakeTimers({
      now: Date.parse('2026-11-28T18:39:12Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    });
    try {
      // Started 23 h 59 min before the page opens (the window ends at 18:40:12).
      const server = fakeEventsApi({
        'GET /api/ecc/water/dams': () => [{ ...sihlsee, locked: false, lastGeneralAlarm: generalAlarm45 }],
      });
      renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7' });
      const panel = await screen.findByRole('region', { name: 'Current state of Sihlsee' });
      expect(within(panel).getByText('Last general alarm in the near zone')).toBeTruthy();
      expect(screen.queryByTestId('water-no-general-alarm')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect((await screen.findByTestId('water-no-general-alarm')).textContent).toBe(NO_GENERAL_ALARM);
      expect(within(panel).queryByText('Last general alarm in the near zone')).toBeNull();
      // The question says so too, and nothing was asked of the server again.
      await userEvent.click(screen.getByRole('button', { name: 'Trigger the water alarm' }));
      expect((await screen.findByRole('alertdialog')).textContent).toContain(NO_GENERAL_ALARM);
      expect(server.calls.map((call) => call.url)).toEqual(['/api/ecc/water/dams']);
    } finally {
      vi.useRealTimers();
    }
  });
});
