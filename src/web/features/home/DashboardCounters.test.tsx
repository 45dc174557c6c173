// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { AuthContext } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../ui/test-utils.tsx';
import { DashboardCounters } from './DashboardCounters.tsx';
import { untilRecount } from './dashboardApi.ts';
import { useDashboardCounters } from './useDashboard.ts';

const counters = (decide: number, recountAt: string | null) => ({
  activeEvents: 0,
  pendingPublications: 0,
  inPreparationEvents: 0,
  approvalsToDecide: 0,
  approvalsAwaited: 0,
  wakeupsToBeAcknowledged: 1,
  wakeupsWaitAcknowledge: 0,
  wakeupsDecideInterstateApproval: decide,
  wakeupsWaitInterstateApproval: 0,
  wakeupsToBeHandled: 1 + decide,
  wakeupsRecountAt: recountAt,
});

function Counters() {
  const { data } = useDashboardCounters();
  return <DashboardCounters events={null} approvals={null} wakeups={data ?? null} />;
}

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('wake-up counters on the home page', () => {
  it('count a wake-up approval as the national level’s the moment its deadline passes, and stand out', async () => {
    const deadline = Date.now() + 1_200;
    // The server counts by the clock: before the deadline nothing to decide, and it says when that changes.
    const get = vi.fn(async () =>
      Date.now() >= deadline ? counters(1, null) : counters(0, new Date(deadline).toISOString()),
    );
    const me = testMe({ organisation: 'CH-NAZ', stateCode: 'CH', managedTerritory: 'CH' });
    renderInConsole(
      <AuthContext.Provider value={testSession(me)}>
        <ApiProvider client={{ get } as unknown as ApiClient}>
          <Counters />
        </ApiProvider>
      </AuthContext.Provider>,
    );
    const tile = await screen.findByRole('group', {
      name: 'Aufgebote, interkantonale Freigabe: zu entscheiden / ausstehend',
    });
    expect(within(tile).getByText('0 / 0')).toBeDefined();
    await waitFor(() => expect(within(tile).getByText('1 / 0')).toBeDefined(), { timeout: 4_000 });
    expect(get).toHaveBeenCalledTimes(2);
    expect(tile.getAttribute('style')).toMatch(/orange/);
  });

  it('are read again no sooner than a second apart, and not at all without a time', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(untilRecount('2026-11-27T10:03:00Z', now)).toBe(180_000);
    expect(untilRecount('2026-11-27T09:59:00Z', now)).toBe(1_000);
    expect(untilRecount(null, now)).toBe(false);
  });
});
