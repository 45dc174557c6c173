// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { notFoundError } from '../../ui/test-utils.tsx';
import { fakeEventsApi, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { WakeupPopup } from './WakeupPopup.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('wake-up popup', () => {
  it('says plainly that a wake-up of another organisation is not there, as its page does', async () => {
    // The server answers 404 for a wake-up the user may not see, as for one that does not exist.
    const server = fakeEventsApi({
      'GET /api/ecc/wakeups/8': () => {
        throw notFoundError();
      },
    });
    renderEventsPage(<WakeupPopup path={['8']} onClose={() => undefined} />, {
      api: server.api,
      path: '/home?popup=sendManualWakeupFromHome/8',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Dieses Aufgebot gibt es nicht, oder es gehört zu einem anderen Gebiet oder Betriebsmodus.',
    );
    expect(screen.queryByText('Das Aufgebot konnte nicht geladen werden.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    // The popup closes by its own button and Escape: no link leads away to the list.
    expect(screen.queryByRole('link', { name: 'Zurück zu den Aufgeboten' })).toBeNull();
  });
});
