// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthContext, type AuthSession } from '../auth/AuthContext.ts';
import { initI18n } from '../i18n.ts';
import { renderInConsole } from '../ui/test-utils.tsx';
import { ApiError } from './http.ts';
import { useHttpErrorHandler } from './useHttpErrorHandler.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const DATABASE_DOWN = new ApiError(503, {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  messageKey: 'errors.databaseUnavailable',
});

// Like a grid loading two pages at once while the database is down.
function TwoLoads() {
  const handleError = useHttpErrorHandler();
  const load = () => {
    void handleError(DATABASE_DOWN);
    void handleError(DATABASE_DOWN);
  };
  return (
    <button type="button" onClick={load}>
      Load
    </button>
  );
}

describe('useHttpErrorHandler', () => {
  it('shows a failure reported twice at once in one popup, and again after it was closed', async () => {
    const session = { relogin: () => undefined } as unknown as AuthSession;
    renderInConsole(
      <AuthContext.Provider value={session}>
        <TwoLoads />
      </AuthContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(popup.textContent).toContain('The central database cannot be reached.');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
  });
});
