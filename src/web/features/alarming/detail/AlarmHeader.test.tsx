// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n.ts';
import { fakeEventsApi, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { alarmTask } from '../testing/alarmFixtures.ts';
import { AlarmHeader } from './AlarmHeader.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

function show(openableEventId: number | null) {
  const task = alarmTask({
    id: 31,
    eventId: 9,
    target: { kind: 'event', eventId: 9 },
    stateCodes: ['BE', 'SO'],
    openableEventId,
  });
  renderEventsPage(<AlarmHeader task={task} hornsSounded={0} />, {
    api: fakeEventsApi({}).api,
    path: '/data/sirenalarms/31',
  });
}

describe('the siren alarm’s header', () => {
  it('leads from an event’s area back to the event the reader may open', () => {
    show(9);
    const link = screen.getByRole('link', { name: 'Gebiet von Ereignis 9' });
    expect(link.getAttribute('href')).toBe('/events/9');
  });

  it('names the event without a link when the server sends none: the reader may not open that event', () => {
    // An events screen is not enough: an update may have taken the reader's canton out of the event's area.
    show(null);
    expect(screen.getByText('Gebiet von Ereignis 9')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
