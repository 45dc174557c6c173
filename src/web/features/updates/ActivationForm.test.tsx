// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../domain/permissions.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { AuthContext } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { apiAnswering, renderInConsole } from '../../ui/test-utils.tsx';
import { ActivationForm } from './ActivationForm.tsx';
import { AVAILABLE_RELEASE } from './testing/release.ts';

/** The form for a Zurich user who may manage updates, against a server that counts 212 devices for any activation. */
function renderForm() {
  const post = vi.fn(async (path: string, _body: unknown) =>
    path.endsWith('/reach') ? { devices: 212 } : { id: 1 },
  );
  const api: ApiClient = { ...apiAnswering({}), post: post as ApiClient['post'] };
  const me = testMe({ permissions: [...PROFILES.NATIONAL_ADMINISTRATOR] });
  renderInConsole(
    <AuthContext.Provider value={testSession(me)}>
      <ApiProvider client={api}>
        <ActivationForm releases={[AVAILABLE_RELEASE]} />
      </ApiProvider>
    </AuthContext.Provider>,
    { waitDelayMs: 10_000 },
  );
  return () => post.mock.calls.filter(([path]) => path.endsWith('/activations'));
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

describe('activation form', () => {
  it('schedules only after a question naming the version, the devices, the cantons and the time', async () => {
    const scheduled = renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Übertragene Version' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FGP 4.13.0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aktivierung planen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aktivierung von FGP 4.13.0 planen?' });
    // A cantonal user's empty choice means their own canton, so the question names it and is no critical one.
    expect(dialog.textContent).toContain('Geräte: 212\nKantone: Zürich (ZH)\nZeitpunkt: sofort');
    const ok = within(dialog).getByRole('button', { name: 'Aktivierung planen' });
    expect(ok.dataset.critical).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nicht planen' }));
    expect(scheduled()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Aktivierung planen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aktivierung planen' }),
    );
    await waitFor(() => expect(scheduled()).toHaveLength(1));
    expect(scheduled()[0]![1]).toMatchObject({ releaseId: 7, stateCodes: [] });
  });
});
