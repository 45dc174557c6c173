// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WakeupDetail, WakeupOrganisation } from '../../../../domain/wakeupApi.ts';
import { initI18n } from '../../../i18n.ts';
import { ShellOverlays } from '../../../shell/overlays/ShellOverlays.tsx';
import { testMe } from '../../../shell/testing/renderInShell.tsx';
import { fakeEventsApi, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';

const detail = (overrides: Partial<WakeupDetail>): WakeupDetail => ({
  wakeupId: 7,
  state: 'ACKNOWLEDGE_PENDING',
  operationMode: 'LIVE',
  subject: { de: 'Lagerapport', fr: 'Rapport de situation', it: 'Rapporto sulla situazione', en: 'Report' },
  message: { de: '', fr: '', it: '', en: '' },
  senderOrganisation: 'ZH-KAPO',
  receiverOrganisation: 'CH-NAZ',
  createdAt: '2026-11-27T10:00:00.000Z',
  acknowledgedAt: null,
  wakeupAsReceiver: false,
  awaitingApprovalFrom: [],
  nationalMayDecideAt: null,
  eventId: null,
  sentBy: 'zh.operator',
  acknowledgedBy: null,
  escalations: 0,
  addressees: [],
  history: [
    {
      id: 1,
      at: '2026-11-27T10:00:00.000Z',
      userName: 'zh.operator',
      action: 'SEND',
      fromState: null,
      toState: 'ACKNOWLEDGE_PENDING',
      detail: '3',
    },
  ],
  actions: ['CLOSE'],
  ...overrides,
});

const organisation = (id: number, code: string, stateCode: string, name: string): WakeupOrganisation => ({
  id,
  code,
  stateCode,
  name: { de: name, fr: name, it: name, en: name },
  addressees: 2,
});

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('where sending a wake-up leads', () => {
  it('lists every wake-up the sending made, with receiver and state, and says which one waits for whose approval', async () => {
    const server = fakeEventsApi({
      'GET /api/ecc/wakeups/7': () => detail({}),
      'GET /api/ecc/wakeups/8': () =>
        detail({
          wakeupId: 8,
          state: 'INTERSTATE_APPROVAL_PENDING',
          receiverOrganisation: 'SO-KAPO',
          awaitingApprovalFrom: ['SO'],
          nationalMayDecideAt: '2026-11-27T10:10:00.000Z',
          history: [],
        }),
      'GET /api/ecc/wakeups/organisations': () => [
        organisation(1, 'CH-NAZ', 'CH', 'Nationale Alarmzentrale'),
        organisation(12, 'SO-KAPO', 'SO', 'Kantonspolizei Solothurn'),
      ],
    });
    const me = testMe();
    renderEventsPage(<ShellOverlays permissions={new Set(me.permissions)} operationMode="LIVE" />, {
      api: server.api,
      path: '/home?popup=sendManualWakeupFromHome/sent/7/8',
    });
    const popup = await screen.findByRole('dialog', { name: '2 Aufgebote gesendet' });
    expect(
      await within(popup).findByText(
        'Ihr Aufgebot ist gesendet, als eigenes Aufgebot an jede der 2 Organisationen:',
      ),
    ).toBeDefined();
    const [toNational, toSolothurn] = await within(popup).findAllByRole('listitem');
    expect(await within(toNational!).findByRole('link', { name: 'Aufgebot 7: Lagerapport' })).toHaveProperty(
      'pathname',
      '/wakeups/7',
    );
    expect(within(toNational!).getByText('Empfänger: CH-NAZ – Nationale Alarmzentrale')).toBeDefined();
    expect(within(toNational!).getByText('Bestätigung ausstehend')).toBeDefined();
    expect(within(toNational!).getByText('Aufgebotene Personen: 3')).toBeDefined();

    expect(await within(toSolothurn!).findByRole('link', { name: 'Aufgebot 8: Lagerapport' })).toBeDefined();
    expect(within(toSolothurn!).getByText('Empfänger: SO-KAPO – Kantonspolizei Solothurn')).toBeDefined();
    expect(within(toSolothurn!).getByText('Interkantonale Freigabe ausstehend')).toBeDefined();
    expect(
      within(toSolothurn!).getByText(
        /^Wartet auf die interkantonale Freigabe durch Solothurn; erst danach werden die Personen aufgeboten\./,
      ),
    ).toBeDefined();
  });

  it('names a single wake-up sent in the singular', async () => {
    const server = fakeEventsApi({
      'GET /api/ecc/wakeups/7': () => detail({}),
      'GET /api/ecc/wakeups/organisations': () => [],
    });
    const me = testMe();
    renderEventsPage(<ShellOverlays permissions={new Set(me.permissions)} operationMode="LIVE" />, {
      api: server.api,
      path: '/home?popup=sendManualWakeupFromHome/sent/7',
    });
    const popup = await screen.findByRole('dialog', { name: 'Aufgebot gesendet' });
    expect(await within(popup).findByText('Ihr Aufgebot ist gesendet.')).toBeDefined();
    expect(await within(popup).findByText('Empfänger: CH-NAZ')).toBeDefined();
  });
});
