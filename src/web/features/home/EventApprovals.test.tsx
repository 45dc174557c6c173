// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardEvent } from '../../../domain/events.ts';
import { initI18n } from '../../i18n.ts';
import { renderInShell } from '../../shell/testing/renderInShell.tsx';
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
  ...overrides,
});

const events = [
  event(9, {}),
  event(5, { affectedStates: ['BE', 'SO', 'LU'], awaitingApprovalFrom: ['SO', 'LU'] }),
  event(3, { eventState: 'ACTIVE', awaitingApprovalFrom: [] }),
];

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

describe('interstate approvals on the home page', () => {
  it('tell the deciding canton which events wait for it, each a link', () => {
    renderInShell(<EventApprovals events={events} stateCode="SO" />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('2 Ereignisse warten auf die Freigabe Ihres Kantons')).toBeDefined();
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ereignis 9: Chemieunfall 9', '/events/9'],
      ['Ereignis 5: Chemieunfall 5', '/events/5'],
    ]);
    expect(within(notice).getByText(/danach darf der Bund an Ihrer Stelle entscheiden/)).toBeDefined();
  });

  it('show the owning canton what it waits for, and from whom', () => {
    renderInShell(<EventApprovals events={events} stateCode="BE" />);
    expect(screen.queryByRole('status')).toBeNull();
    const waiting = screen.getByRole('region', {
      name: '2 Ereignisse Ihres Kantons warten auf die Freigabe anderer Kantone',
    });
    expect(within(waiting).getByText('wartet auf: Solothurn, Luzern')).toBeDefined();
  });

  it('stay away from a canton neither asked nor waiting', () => {
    renderInShell(<EventApprovals events={events} stateCode="ZH" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
