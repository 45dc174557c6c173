// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { initI18n } from '../../../i18n.ts';
import { eventDetail, reachPreview } from '../testing/eventFixtures.ts';
import { fakeEventsApi, type Handler, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { EventDetailPage } from './EventDetailPage.tsx';
import { FOCUS_ON_ARRIVAL } from './focusOnArrival.ts';

const BASE = '/api/ecc/events/42';
const HEADING = 'Ereignis 42: Schweres Gewitter in Zürich';

function open(path: string, detail: EventDetail, extra: Record<string, Handler> = {}) {
  const server = fakeEventsApi({
    [`GET ${BASE}`]: () => detail,
    [`GET ${BASE}/history`]: () => [],
    [`GET ${BASE}/versions`]: () => [],
    'POST /api/ecc/events/reach': () =>
      reachPreview({
        exercise: true,
        channels: [],
        confirmation: { strong: false, pattern: null, reasons: [] },
      }),
    ...extra,
  });
  return renderEventsPage(
    <Routes>
      <Route path="/events/:eventId" element={<EventDetailPage />} />
      <Route
        path="/editor"
        element={
          <Link to="/events/42" state={FOCUS_ON_ARRIVAL}>
            Einreichen
          </Link>
        }
      />
    </Routes>,
    { api: server.api, path, me: { userName: 'zh.operator2' } },
  );
}

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('focus on the event page', () => {
  it('stays where the browser puts it on an ordinary visit', async () => {
    open('/events/42', eventDetail());
    await screen.findByRole('heading', { name: HEADING });
    expect(document.activeElement).toBe(document.body);
  });

  it('goes to the heading when a step led to the page, and only once', async () => {
    const { router } = open('/editor', eventDetail());
    await userEvent.click(screen.getByRole('link', { name: 'Einreichen' }));
    const heading = await screen.findByRole('heading', { name: HEADING });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The request is forgotten: a reload of this entry would not move the focus again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('goes to the heading after an approval took its button away', async () => {
    let current = eventDetail({ operationMode: 'EXERCISE' });
    open('/events/42', current, {
      [`GET ${BASE}`]: () => current,
      [`POST ${BASE}/actions/APPROVE`]: () => {
        current = eventDetail({ operationMode: 'EXERCISE', state: 'ACTIVE', allowedActions: [] });
        return current;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog');
    await userEvent.click(within(popup).getByRole('button', { name: 'Übung veröffentlichen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: HEADING })));
  });
});
