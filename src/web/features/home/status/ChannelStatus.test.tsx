// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MonitoringDashboard } from '../../../../domain/monitoring.ts';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext, type AuthSession } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import { testMe } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { ChannelStatus } from './ChannelStatus.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const status: SystemStatus = {
  centralEccAvailable: true,
  sirenAlarmAvailable: true,
  channels: {
    ICARO: 'AVAILABLE',
    SIRENS: 'AVAILABLE',
    ALERTSWISS: 'UNAVAILABLE',
    KSP_SYNC: 'AVAILABLE',
    TWITTER: 'DISABLED',
  },
};

const openErrors: MonitoringDashboard = {
  polyalert: { errors: 2, warnings: 1 },
  network: { errors: 1, warnings: 3 },
};

describe('ChannelStatus', () => {
  it('counts the available channels and lists each channel with its state, the open errors and the note on focus', async () => {
    const get = async (url: string) => (url.endsWith('/monitoring/dashboard') ? openErrors : status);
    const me = testMe({ permissions: ['MONTORING_PENDINGERROR_VIEW'] });
    const session = { me, permissions: new Set(me.permissions), relogin: vi.fn() } as unknown as AuthSession;
    renderInConsole(
      <AuthContext.Provider value={session}>
        <ApiProvider client={{ get } as unknown as ApiClient}>
          <ChannelStatus />
        </ApiProvider>
      </AuthContext.Provider>,
    );
    const summary = await screen.findByText('Channels: 3 of 5 available');
    await userEvent.tab();
    expect(document.activeElement).toBe(summary.closest('[tabindex="0"]'));
    const tooltip = await screen.findByRole('tooltip');
    for (const text of [
      'ICARO live',
      'Sirens',
      'Alertswiss',
      'KSP sync',
      'Twitter',
      'unavailable',
      'disabled',
    ]) {
      expect(tooltip.textContent).toContain(text);
    }
    expect(tooltip.textContent).toContain('Open errors: 3, warnings: 4');
    expect(tooltip.textContent).toContain('A channel can be disabled');
  });
});
