// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../../../../domain/permissions.ts';
import type { Me } from '../../../../domain/session.ts';
import { initI18n } from '../../../i18n.ts';
import { fakeEventsApi, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { alarmTask } from '../testing/alarmFixtures.ts';
import { AlarmHeader } from './AlarmHeader.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

function show(me: Partial<Me> = {}) {
  const task = alarmTask({
    id: 31,
    eventId: 9,
    target: { kind: 'event', eventId: 9 },
    stateCodes: ['BE', 'SO'],
  });
  renderEventsPage(<AlarmHeader task={task} hornsSounded={0} />, {
    api: fakeEventsApi({}).api,
    path: '/data/sirenalarms/31',
    me,
  });
}

describe('the siren alarm’s header', () => {
  it('leads from an event’s area back to the event', () => {
    show();
    const link = screen.getByRole('link', { name: 'Gebiet von Ereignis 9' });
    expect(link.getAttribute('href')).toBe('/events/9');
  });

  it('names the event without a link for a user who may not open events', () => {
    show({ permissions: PROFILES.CANTONAL_OPERATOR.filter((permission) => permission !== 'EVENT_VIEW') });
    expect(screen.getByText('Gebiet von Ereignis 9')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
