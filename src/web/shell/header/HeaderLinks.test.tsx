// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { renderInShell, testMe } from '../testing/renderInShell.tsx';
import { EventsLink } from './EventsLink.tsx';
import { WakeupsLink } from './WakeupsLink.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

function Links() {
  return (
    <>
      <EventsLink />
      <WakeupsLink />
    </>
  );
}

describe('events and wake-ups in the header', () => {
  it('show the managed territory and the addressee, without a count while none is known', () => {
    renderInShell(<Links />, { me: testMe({ managedTerritory: 'ZH', wakeupAddresseeName: 'KAPO Zürich' }) });
    const events = screen.getByRole('link', { name: /Ereignisse/ });
    expect(events.getAttribute('href')).toBe('/events');
    expect(events.textContent).toBe('EreignisseZH');
    expect(screen.getByRole('link', { name: /Aufgebote/ }).textContent).toBe('AufgeboteKAPO Zürich');
  });

  it('show the counts once the dashboard knows them', () => {
    renderInShell(<Links />, { status: { eventCount: 3, wakeupCount: 12 } });
    expect(screen.getByRole('link', { name: /Ereignisse/ }).textContent).toContain('3');
    expect(screen.getByRole('link', { name: /Aufgebote/ }).textContent).toContain('12');
  });

  it('say that the events count counts the active events', () => {
    renderInShell(<Links />, { status: { eventCount: 3, wakeupCount: 12 } });
    expect(screen.getByRole('link', { name: /3 aktive Ereignisse/ })).toBeDefined();
    expect(screen.getByTitle('3 aktive Ereignisse').textContent).toContain('3');
  });

  it("flag the events waiting for the own canton's approval and lead to them", () => {
    renderInShell(<Links />, { status: { eventCount: 0, approvalCount: 2 } });
    const events = screen.getByRole('link', { name: /2 Ereignisse warten auf Ihre Freigabe/ });
    expect(events.getAttribute('href')).toBe('/events?state=APPROVAL_PENDING');
  });

  it('label both counts when the approvals stand beside the active events, in the display language', async () => {
    await switchLanguage('fr');
    try {
      renderInShell(<Links />, { status: { eventCount: 0, approvalCount: 2 } });
      const visible = (title: string) => screen.getByTitle(title).querySelector('[aria-hidden]')?.textContent;
      expect(visible('0 événement actif')).toBe('0 actif');
      expect(visible('2 événements attendent votre approbation')).toBe('2 approbations');
    } finally {
      await switchLanguage('de');
    }
  });

  it('are left out without the view permission', () => {
    renderInShell(<Links />, { permissions: ['HOME_VIEW', 'WAKEUP_VIEW'] });
    expect(screen.queryByRole('link', { name: /Ereignisse/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Aufgebote/ })).toBeDefined();
  });
});
