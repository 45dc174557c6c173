// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../domain/permissions.ts';
import { CH_ALL } from '../../../domain/session.ts';
import { UPDATE_PROBLEMS } from '../../../domain/updates.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import { type ApiClient, ApiError } from '../../api/http.ts';
import { AuthContext } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { apiAnswering, renderInConsole } from '../../ui/test-utils.tsx';
import { DeploymentForm } from './DeploymentForm.tsx';
import { AVAILABLE_RELEASE } from './testing/release.ts';

/**
 * The form for the national admin, against a server that counts 5136 devices for any selection (and, when
 * given, how many more are left out: in a running deployment, or holding the image already) and starts
 * deployment 41.
 */
function renderForm(left: { busy?: number; holding?: number } = {}, refusal?: ApiError) {
  const post = vi.fn(async (path: string, _body: unknown) => {
    if (refusal) throw refusal;
    return path.endsWith('/reach') ? { devices: 5136, ...left } : { id: 41 };
  });
  const onStarted = vi.fn();
  const api: ApiClient = { ...apiAnswering({}), post: post as ApiClient['post'] };
  const me = testMe({
    userName: 'admin',
    organisation: 'CH-NAZ',
    stateCode: 'CH',
    organisationCharacteristic: CH_ALL,
    permissions: [...PROFILES.NATIONAL_ADMINISTRATOR],
  });
  renderInConsole(
    <AuthContext.Provider value={testSession(me)}>
      <ApiProvider client={api}>
        <DeploymentForm releases={[AVAILABLE_RELEASE]} onStarted={onStarted} />
      </ApiProvider>
    </AuthContext.Provider>,
    { waitDelayMs: 10_000 },
  );
  const started = () => post.mock.calls.filter(([path]) => path.endsWith('/deployments'));
  return { post, started, onStarted };
}

async function pickRelease() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Version' }));
  await userEvent.click(await screen.findByRole('option', { name: 'FGP 4.13.0' }));
}

beforeAll(async () => {
  await initI18n('fr');
});
afterEach(cleanup);

describe('deployment form', () => {
  it('finds a canton by its name or its code, and Enter picks the first match', async () => {
    renderForm();
    const cantons = screen.getByRole('combobox', { name: 'Cantons' });
    await userEvent.type(cantons, 'Zur{Enter}');
    await userEvent.type(cantons, 'genev{Enter}');
    await userEvent.type(cantons, 'BE{Enter}');
    const chosen = document.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...chosen].map((input) => input.value)).toContain('ZH,BE,GE');
  });

  it('asks before reaching the whole of Switzerland, naming what and how many, focus on not starting', async () => {
    const { post, started } = renderForm();
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Lancer la distribution de FGP 4.13.0\u00a0?',
    });
    // Grouped the Swiss way; the separator depends on the ICU version.
    expect(dialog.textContent).toMatch(/Appareils qui la recevront\u00a0: 5.136\n/);
    expect(dialog.textContent).toContain('Cantons\u00a0: toute la Suisse (les 26 cantons)');
    const keep = within(dialog).getByRole('button', { name: 'Ne pas lancer' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    expect(within(dialog).getByRole('button', { name: 'Lancer la distribution' }).dataset.critical).toBe(
      'true',
    );
    expect(post).toHaveBeenCalledTimes(1);
    await userEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(started()).toHaveLength(0);
  });

  it('names the chosen cantons and starts only once confirmed', async () => {
    const { started } = renderForm();
    await pickRelease();
    await userEvent.type(screen.getByRole('combobox', { name: 'Cantons' }), 'Zur{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Cantons\u00a0: Zurich (ZH)');
    const ok = within(dialog).getByRole('button', { name: 'Lancer la distribution' });
    expect(ok.dataset.critical).toBeUndefined();
    expect(started()).toHaveLength(0);
    await userEvent.click(ok);
    await waitFor(() => expect(started()).toHaveLength(1));
    expect(started()[0]![1]).toMatchObject({ releaseId: 7, selection: { stateCodes: ['ZH'] } });
  });

  it('empties itself once started, so the same rollout is not one click away, and hands on the new one', async () => {
    const { started, onStarted } = renderForm();
    await pickRelease();
    await userEvent.type(screen.getByRole('combobox', { name: 'Cantons' }), 'Zur{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lancer la distribution' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(41));
    expect(started()).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Version' }).value).toBe('');
    const chosen = document.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...chosen].map((input) => input.value).filter(Boolean)).toEqual([]);
    const submit = screen.getByRole('button', { name: 'Lancer la distribution' });
    expect(submit).toHaveProperty('disabled', true);
  });

  it('keeps what was chosen when the start is not confirmed', async () => {
    const { onStarted } = renderForm();
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ne pas lancer' }),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Version' }).value).toBe('FGP 4.13.0');
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('says in its question how many devices a running deployment keeps out', async () => {
    renderForm({ busy: 12 });
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '12\u00a0appareils de la sélection font déjà partie d’une distribution en cours et ne sont pas repris.',
    );
  });

  it('says in its question how many devices hold the release already and will not get it again', async () => {
    renderForm({ busy: 3, holding: 1 });
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '3\u00a0appareils de la sélection font déjà partie d’une distribution en cours et ne sont pas repris.\n' +
        '1\u00a0appareil de la sélection a déjà reçu cette version et ne la recevra pas une seconde fois\u00a0: ' +
        'activez-la sous «\u00a0Tâches d’activation\u00a0».',
    );
  });

  it('says nothing of devices holding the release when none does', async () => {
    renderForm({ holding: 0 });
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).not.toContain('déjà reçu');
  });

  it('says as information, not as an error, that the selected devices hold the release already, and keeps the choice', async () => {
    const { started, onStarted } = renderForm(
      {},
      new ApiError(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        messageKey: UPDATE_PROBLEMS.alreadyTransferred,
        params: { devices: 4 },
      }),
    );
    await pickRelease();
    await userEvent.type(screen.getByRole('combobox', { name: 'Cantons' }), 'Zur{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const notice = await screen.findByRole('dialog', { name: 'Version déjà transférée' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(notice.textContent).toContain(
      'Cette version a déjà été transférée aux appareils de cette sélection (nombre\u00a0: 4)',
    );
    expect(notice.textContent).not.toContain('Erreur');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(started()).toHaveLength(0);
    expect(onStarted).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Version' }).value).toBe('FGP 4.13.0');
    const chosen = document.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...chosen].map((input) => input.value)).toContain('ZH');
  });

  it('says as information that the selected devices are all in a running rollout', async () => {
    const { started } = renderForm(
      {},
      new ApiError(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        messageKey: UPDATE_PROBLEMS.alreadyDeploying,
        params: { deployments: 'FGP 4.12.0' },
      }),
    );
    await pickRelease();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la distribution' }));
    const notice = await screen.findByRole('dialog', { name: 'Distribution déjà en cours' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(notice.textContent).toContain('font tous déjà partie d’une distribution en cours (FGP 4.12.0)');
    expect(started()).toHaveLength(0);
  });
});
