// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventTypeCatalogue } from '../../../../domain/eventApi.ts';
import { initI18n } from '../../../i18n.ts';
import { eventDetail } from '../testing/eventFixtures.ts';
import { fakeEventsApi, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { EventFacts } from './EventFacts.tsx';

const name = (de: string) => ({ de, fr: de, it: de, en: de });

const CATALOGUE: EventTypeCatalogue = {
  categories: [{ code: 'SOCIETY', texts: name('Gesellschaft'), category: null }],
  types: [{ code: 'CHEMICAL_ACCIDENT', texts: name('Chemieunfall'), category: 'SOCIETY' }],
};

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('the event’s facts', () => {
  it('name the event type only once the catalogue has answered, never by its code', async () => {
    let answer: (catalogue: EventTypeCatalogue) => void = () => undefined;
    const catalogue = new Promise<EventTypeCatalogue>((resolve) => {
      answer = resolve;
    });
    const { api } = fakeEventsApi({ 'GET /api/ecc/event-types': () => catalogue });
    renderEventsPage(<EventFacts event={eventDetail({ eventType: 'CHEMICAL_ACCIDENT' })} />, {
      api,
      path: '/events/42',
    });

    const eventType = () => screen.getByText('Ereignisart').nextElementSibling?.textContent;
    expect(eventType()).toBe('');
    expect(screen.queryByText(/CHEMICAL_ACCIDENT/)).toBeNull();
    answer(CATALOGUE);
    expect(await screen.findByText('Chemieunfall')).toBeTruthy();
    expect(eventType()).toBe('Chemieunfall');
  });
});
