// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { initI18n } from '../../../i18n.ts';
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

describe('ChannelStatus', () => {
  it('counts the available channels and lists each channel with its state and the note on focus', async () => {
    const api = { get: async () => status } as unknown as ApiClient;
    renderInConsole(
      <ApiProvider client={api}>
        <ChannelStatus />
      </ApiProvider>,
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
    expect(tooltip.textContent).toContain('A channel can be disabled');
  });
});
