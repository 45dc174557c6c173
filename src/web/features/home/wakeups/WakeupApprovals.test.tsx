// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WakeupListItem } from '../../../../domain/wakeupApi.ts';
import { initI18n } from '../../../i18n.ts';
import { renderInShell } from '../../../shell/testing/renderInShell.tsx';
import { WakeupApprovals } from './WakeupApprovals.tsx';

const NOW = Date.parse('2026-11-27T10:00:00Z');

const wakeup = (wakeupId: number, overrides: Partial<WakeupListItem>): WakeupListItem => ({
  wakeupId,
  state: 'INTERSTATE_APPROVAL_PENDING',
  operationMode: 'LIVE',
  subject: { de: `Chemieunfall ${wakeupId}`, fr: '', it: `Incidente chimico ${wakeupId}`, en: '' },
  senderOrganisation: 'ZH-KAPO',
  receiverOrganisation: 'BE-KAPO',
  createdAt: '2026-11-27T09:53:00Z',
  acknowledgedAt: null,
  wakeupAsReceiver: false,
  awaitingApprovalFrom: ['BE'],
  nationalMayDecideAt: '2026-11-27T10:03:00Z',
  ...overrides,
});

// The demo's wake-up 3 (Zurich to Bern) has waited past the deadline; wake-up 9 has time left.
const pending = [
  wakeup(3, { createdAt: '2026-11-27T09:45:00Z', nationalMayDecideAt: '2026-11-27T09:55:00Z' }),
  wakeup(9, { senderOrganisation: 'SO-KAPO', receiverOrganisation: 'LU-KAPO', awaitingApprovalFrom: ['LU'] }),
];

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('wake-up approvals on the home page', () => {
  it('tell the national level which overdue approvals are now its to decide, and in whose place', () => {
    renderInShell(<WakeupApprovals wakeups={pending} stateCode="CH" now={NOW} />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('1 Aufgebot wartet auf Ihre interkantonale Freigabe')).toBeDefined();
    const link = within(notice).getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'Aufgebot 3: Chemieunfall 3',
      '/wakeups/3',
    ]);
    expect(
      within(notice).getByText('ZH-KAPO an BE-KAPO – Frist abgelaufen: Sie entscheiden an Stelle von Bern'),
    ).toBeDefined();
  });

  it('tell the receiving canton what waits for its decision, and that the national level may decide after the deadline', () => {
    const timely = wakeup(7, { senderOrganisation: 'SO-KAPO' });
    renderInShell(<WakeupApprovals wakeups={[...pending, timely]} stateCode="BE" now={NOW} />);
    const notice = screen.getByRole('status');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aufgebot 3: Chemieunfall 3', 'Aufgebot 7: Chemieunfall 7']);
    expect(
      within(notice).getByText(
        'ZH-KAPO an BE-KAPO – Frist abgelaufen: Der Bund kann jetzt an Ihrer Stelle entscheiden.',
      ),
    ).toBeDefined();
    expect(within(notice).getByText('SO-KAPO an BE-KAPO')).toBeDefined();
    expect(within(notice).getByText(/innert 10 Minuten nach dem Senden; danach darf der Bund/)).toBeDefined();
  });

  it('no longer give the receiving canton the deadline once it has passed for all its wake-ups', () => {
    renderInShell(<WakeupApprovals wakeups={pending} stateCode="BE" now={NOW} />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('link').textContent).toBe('Aufgebot 3: Chemieunfall 3');
    expect(
      within(notice).getByText(/Frist abgelaufen: Der Bund kann jetzt an Ihrer Stelle entscheiden/),
    ).toBeDefined();
    expect(within(notice).queryByText(/innert 10 Minuten/)).toBeNull();
  });

  it('stay away from the sender and from the national level before any deadline passed', () => {
    renderInShell(<WakeupApprovals wakeups={pending} stateCode="ZH" now={NOW} />);
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderInShell(
      <WakeupApprovals wakeups={pending} stateCode="CH" now={Date.parse('2026-11-27T09:50:00Z')} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speak Italian to an Italian-speaking operator', async () => {
    await initI18n('it');
    try {
      renderInShell(<WakeupApprovals wakeups={pending} stateCode="CH" now={NOW} />);
      const notice = screen.getByRole('status');
      expect(
        within(notice).getByText('1 convocazione attende la Sua autorizzazione intercantonale'),
      ).toBeDefined();
      expect(within(notice).getByText(/Termine scaduto: decide Lei al posto di Berna/)).toBeDefined();
    } finally {
      await initI18n('de');
    }
  });
});
