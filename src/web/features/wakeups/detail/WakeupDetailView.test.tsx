// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { initI18n } from '../../../i18n.ts';
import { fakeEventsApi, fakeLive, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { WakeupDetailView } from './WakeupDetailView.tsx';

const pending: WakeupDetail = {
  wakeupId: 7,
  state: 'ACKNOWLEDGE_PENDING',
  operationMode: 'LIVE',
  subject: { de: 'Lagerapport', fr: 'Rapport de situation', it: 'Rapporto', en: 'Situation report' },
  message: { de: 'Treffpunkt 15:00', fr: 'Rendez-vous 15h00', it: 'Ritrovo 15:00', en: 'Meet at 15:00' },
  senderOrganisation: 'CH-NAZ',
  receiverOrganisation: 'ZH-KAPO',
  createdAt: '2026-11-26T10:00:00.000Z',
  acknowledgedAt: null,
  wakeupAsReceiver: true,
  awaitingApprovalFrom: [],
  nationalMayDecideAt: null,
  eventId: null,
  sentBy: 'nat.operator',
  acknowledgedBy: null,
  escalations: 0,
  addressees: [
    {
      id: 1,
      name: 'Daniel Meier',
      channel: 'EMAIL',
      address: 'daniel.meier@zh.example.ch',
      step: 0,
      deliveredAt: '2026-11-26T10:00:01.000Z',
      failure: null,
      acknowledgedAt: null,
    },
  ],
  history: [
    {
      id: 1,
      at: '2026-11-26T10:00:00.000Z',
      userName: 'nat.operator',
      action: 'SEND',
      fromState: null,
      toState: 'ACKNOWLEDGE_PENDING',
      detail: '1',
    },
  ],
  actions: ['ACKNOWLEDGE'],
};

beforeAll(() => initI18n('de'));
afterEach(cleanup);

/** A wake-up from Zurich to Bern awaiting Bern's interstate approval, the national level's from `deadline`. */
const awaitingBern = (deadline: string): WakeupDetail => ({
  ...pending,
  state: 'INTERSTATE_APPROVAL_PENDING',
  senderOrganisation: 'ZH-KAPO',
  receiverOrganisation: 'BE-KAPO',
  wakeupAsReceiver: false,
  awaitingApprovalFrom: ['BE'],
  nationalMayDecideAt: deadline,
  addressees: [],
  actions: [],
});

describe('wake-up detail', () => {
  it('shows whom it called and acknowledges after the confirmation', async () => {
    let current = pending;
    const server = fakeEventsApi({
      'GET /api/ecc/wakeups/7': () => current,
      'POST /api/ecc/wakeups/7/actions/ACKNOWLEDGE': () => {
        current = { ...pending, state: 'ACKNOWLEDGED', acknowledgedBy: 'zh.operator', actions: [] };
        return current;
      },
    });
    renderEventsPage(<WakeupDetailView id={7} />, { api: server.api, path: '/wakeups/7' });
    expect(await screen.findByRole('heading', { name: 'Lagerapport' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'daniel.meier@zh.example.ch' })).toBeDefined();
    expect(screen.getByText('Aufgebotene Personen: 1')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Empfang bestätigen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Empfang von Aufgebot 7 bestätigen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Empfang bestätigen' }));
    await waitFor(() => expect(screen.getAllByText('Bestätigt').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Empfang bestätigen' })).toBeNull();
  });

  it('names the console itself as «System» in the timeline, in the reader’s language', async () => {
    const escalated: WakeupDetail = {
      ...pending,
      history: [
        ...pending.history,
        {
          id: 2,
          at: '2026-11-26T10:10:00.000Z',
          userName: 'system',
          action: 'ESCALATE',
          fromState: 'ACKNOWLEDGE_PENDING',
          toState: 'ACKNOWLEDGE_PENDING',
          detail: '2',
        },
      ],
    };
    const server = fakeEventsApi({ 'GET /api/ecc/wakeups/7': () => escalated });
    await initI18n('it');
    try {
      renderEventsPage(<WakeupDetailView id={7} />, { api: server.api, path: '/wakeups/7' });
      const timeline = await screen.findByRole('region', { name: 'Cronologia' });
      expect(within(timeline).getByText('Sistema, 26.11.2026 11:10:00')).toBeDefined();
      expect(within(timeline).queryByText(/system/)).toBeNull();
    } finally {
      await initI18n('de');
    }
  });

  it('gives the national level the decision the moment the canton’s deadline passes, saying in whose place', async () => {
    const deadline = new Date(Date.now() + 1_500).toISOString();
    const awaiting = awaitingBern(deadline);
    // The server offers the decision once the deadline has passed, as decideWakeup lets it.
    const server = fakeEventsApi({
      'GET /api/ecc/wakeups/7': () =>
        Date.now() >= Date.parse(deadline) ? { ...awaiting, actions: ['APPROVE', 'REFUSE'] } : awaiting,
    });
    renderEventsPage(<WakeupDetailView id={7} />, {
      api: server.api,
      path: '/wakeups/7',
      me: { organisation: 'CH-NAZ', stateCode: 'CH', managedTerritory: 'CH' },
    });
    expect(await screen.findByText(/^Bern entscheidet über die interkantonale Freigabe\. Ab /)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Freigeben' }, { timeout: 5_000 })).toBeDefined();
    expect(screen.getByText('Frist abgelaufen: Sie entscheiden an Stelle von Bern')).toBeDefined();
  });

  it.each([
    [
      'the receiving canton',
      'BE',
      'BE-KAPO',
      /^Ihr Kanton entscheidet .*Die Frist ist abgelaufen: Der Bund kann jetzt an Ihrer Stelle entscheiden\.$/,
    ],
    [
      'the sender',
      'ZH',
      'ZH-KAPO',
      /^Wartet auf .*Die Frist ist abgelaufen: Der Bund kann jetzt an Stelle von Bern entscheiden\.$/,
    ],
  ])(
    'tells %s once the deadline has passed that the national level may decide now',
    async (_, stateCode, organisation, said) => {
      const awaiting = awaitingBern(new Date(Date.now() - 60_000).toISOString());
      renderEventsPage(<WakeupDetailView id={7} />, {
        api: fakeEventsApi({ 'GET /api/ecc/wakeups/7': () => awaiting }).api,
        path: '/wakeups/7',
        me: { organisation, stateCode, managedTerritory: stateCode },
      });
      expect(await screen.findByText(said)).toBeDefined();
      expect(screen.queryByText(/innert 10 Minuten/)).toBeNull();
    },
  );

  it('reloads when the live topic announces a change', async () => {
    const live = fakeLive();
    const server = fakeEventsApi({ 'GET /api/ecc/wakeups/7': () => pending });
    renderEventsPage(<WakeupDetailView id={7} />, {
      api: server.api,
      path: '/wakeups/7',
      live: live.channel,
    });
    await screen.findByRole('heading', { name: 'Lagerapport' });
    live.send({ wakeupId: 7 });
    await waitFor(() => expect(server.calls.filter((c) => c.url === '/api/ecc/wakeups/7')).toHaveLength(2));
  });
});
