// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventHistoryEntry } from '../../../../domain/eventApi.ts';
import { initI18n } from '../../../i18n.ts';
import { eventDetail, historyEntry } from '../testing/eventFixtures.ts';
import { fakeEventsApi, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { EventChannelList } from './EventChannelList.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

function show(event: EventDetail, history: EventHistoryEntry[] = []) {
  const { api } = fakeEventsApi({ 'GET /api/ecc/events/42/history': () => history });
  renderEventsPage(<EventChannelList event={event} />, {
    api,
    path: '/events/42',
    me: { operationMode: event.operationMode },
  });
}

const published: Partial<EventDetail> = { state: 'ACTIVE', publishedVersions: 1, allowedActions: [] };

describe('the event’s channels', () => {
  it('of a published exercise say why none reached the population: it was an exercise', async () => {
    // A timeline written before exercises stopped recording the channels' checks.
    show(eventDetail({ ...published, operationMode: 'EXERCISE' }), [
      historyEntry('PUBLISHED', '1'),
      historyEntry('CHANNEL_DISABLED', 'ALERTSWISS'),
    ]);
    const reasons = await screen.findAllByText('Übung – nicht an die Bevölkerung verbreitet');
    const channels = reasons.map((reason) => reason.closest('li')?.textContent);
    expect(channels).toEqual([
      expect.stringMatching(/^Sirenen: Allgemeiner Alarm/),
      expect.stringMatching(/^Alertswiss-App und -Website/),
    ]);
    expect(screen.queryByText(/ausgeschaltet/)).toBeNull();
  });

  it('lead from the sirens to the siren alarm the event started', async () => {
    show(eventDetail({ ...published, sirenAlarmIds: [12] }));
    const link = await screen.findByRole('link', { name: 'Zum Sirenenalarm Nr. 12' });
    expect(link.getAttribute('href')).toBe('/data/sirenalarms/12');
    expect(link.closest('li')?.textContent).toMatch(/^Sirenen: Allgemeiner Alarm/);
  });

  it('lead to no alarm the user may not open (the server names none)', async () => {
    show(eventDetail(published));
    await screen.findByText('Sirenen: Allgemeiner Alarm');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
