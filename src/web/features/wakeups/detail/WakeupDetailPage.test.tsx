// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n.ts';
import { notFoundError } from '../../../ui/test-utils.tsx';
import { fakeEventsApi, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { WakeupDetailPage } from './WakeupDetailPage.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

function openPage(path: string) {
  // The server answers 404 for a wake-up that does not exist and for one of another canton or mode alike.
  const server = fakeEventsApi({
    'GET /api/ecc/wakeups/8': () => {
      throw notFoundError();
    },
  });
  return renderEventsPage(
    <Routes>
      <Route path="/wakeups/:wakeupId" element={<WakeupDetailPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { api: server.api, path },
  );
}

describe('wake-up page', () => {
  it('says plainly that a wake-up it may not see is not there, without offering a retry', async () => {
    openPage('/wakeups/8');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Dieses Aufgebot gibt es nicht, oder es gehört zu einem anderen Gebiet oder Betriebsmodus.',
    );
    expect(screen.queryByText('Das Aufgebot konnte nicht geladen werden.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zu den Aufgeboten' })).toHaveProperty(
      'pathname',
      '/wakeups',
    );
  });

  it('leads an address that is no wake-up number back to the list', async () => {
    const { router } = openPage('/wakeups/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wakeups'));
  });
});
