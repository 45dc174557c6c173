// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardEvent } from '../../../domain/events.ts';
import { initI18n } from '../../i18n.ts';
import { renderInShell } from '../../shell/testing/renderInShell.tsx';
import { useApprovalClock } from '../events/useApprovalClock.ts';
import { EventApprovals } from './EventApprovals.tsx';

const event = (eventId: number, overrides: Partial<DashboardEvent>): DashboardEvent => ({
  eventId,
  eventState: 'APPROVAL_PENDING',
  messageType: 'ALARM',
  affectedStates: ['BE', 'SO'],
  title: { de: `Chemieunfall ${eventId}`, fr: '', it: '', en: '' },
  primaryLanguage: 'de',
  owningOrganisation: { territory: 'BE' },
  awaitingApprovalFrom: ['SO'],
  nationalMayDecideAt: null,
  ...overrides,
});

const NOW = Date.parse('2026-11-27T10:00:00Z');

const events = [
  event(9, {}),
  event(5, { affectedStates: ['BE', 'SO', 'LU'], awaitingApprovalFrom: ['SO', 'LU'] }),
  event(3, { eventState: 'ACTIVE', awaitingApprovalFrom: [] }),
];

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The notice as the home page shows it: judged on the approval clock. */
function OnTheClock({ events, stateCode }: { events: readonly DashboardEvent[]; stateCode: string }) {
  const now = useApprovalClock(events);
  return <EventApprovals events={events} stateCode={stateCode} now={now} />;
}

const GENERAL_DEADLINE = /danach darf der Bund an Ihrer Stelle entscheiden/;
const PASSED = /Frist abgelaufen: Der Bund kann jetzt an Ihrer Stelle entscheiden\./;

describe('interstate approvals on the home page', () => {
  it('tell the deciding canton which events wait for it, each a link', () => {
    renderInShell(<EventApprovals events={events} stateCode="SO" now={NOW} />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('2 Ereignisse warten auf Ihre Freigabe')).toBeDefined();
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ereignis 9: Chemieunfall 9', '/events/9'],
      ['Ereignis 5: Chemieunfall 5', '/events/5'],
    ]);
    expect(within(notice).getByText(/danach darf der Bund an Ihrer Stelle entscheiden/)).toBeDefined();
  });

  it('tell the deciding canton, the moment a deadline passes, that the Confederation may now decide', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const pending = [
      event(9, { nationalMayDecideAt: '2026-11-27T10:03:00Z' }),
      event(5, { nationalMayDecideAt: '2026-11-27T10:08:00Z' }),
    ];
    renderInShell(<OnTheClock events={pending} stateCode="SO" />);
    const notice = screen.getByRole('status');
    const itemOf = (eventId: number) =>
      within(notice)
        .getByRole('link', { name: new RegExp(`^Ereignis ${eventId}:`) })
        .closest('li');
    expect(within(notice).queryByText(PASSED)).toBeNull();
    expect(within(notice).getByText(GENERAL_DEADLINE)).toBeDefined();

    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(itemOf(9)?.textContent).toMatch(PASSED);
    expect(itemOf(5)?.textContent).not.toMatch(PASSED);
    // Event 5 is still within its deadline.
    expect(within(notice).getByText(GENERAL_DEADLINE)).toBeDefined();

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(itemOf(5)?.textContent).toMatch(PASSED);
    expect(within(notice).queryByText(GENERAL_DEADLINE)).toBeNull();
  });

  it('show the owning canton what it waits for, and from whom', () => {
    renderInShell(<EventApprovals events={events} stateCode="BE" now={NOW} />);
    expect(screen.queryByRole('status')).toBeNull();
    const waiting = screen.getByRole('region', {
      name: '2 Ereignisse Ihres Kantons warten auf die Freigabe anderer Kantone',
    });
    expect(within(waiting).getByText('wartet auf: Solothurn, Luzern')).toBeDefined();
  });

  it('give the national organisation the cantonal approvals whose deadline passed, naming the cantons', () => {
    const national = [
      event(9, { nationalMayDecideAt: '2026-11-27T09:59:00Z' }),
      event(5, { awaitingApprovalFrom: ['SO', 'LU'], nationalMayDecideAt: '2026-11-27T10:05:00Z' }),
      event(4, { owningOrganisation: { territory: 'CH' }, awaitingApprovalFrom: ['CH'] }),
    ];
    renderInShell(<EventApprovals events={national} stateCode="CH" now={NOW} />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('2 Ereignisse warten auf Ihre Freigabe')).toBeDefined();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ereignis 9: Chemieunfall 9', 'Ereignis 4: Chemieunfall 4']);
    expect(
      within(notice).getByText(/Frist abgelaufen: Sie entscheiden an Stelle von Solothurn/),
    ).toBeDefined();
  });

  it('stay away from a canton neither asked nor waiting', () => {
    renderInShell(<EventApprovals events={events} stateCode="ZH" now={NOW} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
