// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../../domain/permissions.ts';
import { sirenmodels } from '../../../../domain/registry/sirenmodels.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import de from '../../../locales/de.json' with { type: 'json' };
import { type ShellStatus, ShellStatusContext, UNKNOWN_STATUS } from '../../../shell/ShellStatus.ts';
import { testMe, testSession } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { type Row, resourceApi } from '../resourceApi.ts';
import { RecordForm } from './RecordForm.tsx';

const model: Row = {
  id: 4,
  version: 'v-read',
  manufacturer: 'Ergatec',
  name: 'APEX 1200',
  drive: 'ELECTRONIC',
  soundPowerDb: 125,
  rangeMetres: 1200,
  batteryBackup: true,
};

function renderForm(
  row: Row | null,
  profiles: readonly string[] = PROFILES.NATIONAL_ADMINISTRATOR,
  status: ShellStatus = UNKNOWN_STATUS,
) {
  const api = { get: vi.fn(), post: vi.fn(async () => model), put: vi.fn(async () => model), del: vi.fn() };
  const me = testMe({ permissions: [...profiles] as never });
  const session = testSession(me);
  const onChanged = vi.fn();
  const client = api as unknown as ApiClient;
  renderInConsole(
    <AuthContext.Provider value={session}>
      <ShellStatusContext.Provider value={status}>
        <ApiProvider client={client}>
          <RecordForm
            entry={sirenmodels}
            resources={resourceApi(client, sirenmodels)}
            title={row ? `Sirenenmodelle – ${row.name}` : 'Sirenenmodelle'}
            row={row}
            onClose={() => undefined}
            onChanged={onChanged}
          />
        </ApiProvider>
      </ShellStatusContext.Provider>
    </AuthContext.Provider>,
    { waitDelayMs: 10_000 },
  );
  return { api, onChanged };
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

describe('the detail form of a registry entry', () => {
  it('saves a changed row with the version it read', async () => {
    const user = userEvent.setup();
    const { api, onChanged } = renderForm(model);
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'APEX 1250');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.put).toHaveBeenCalledWith(
      '/api/scc/data/sirenmodels/4',
      expect.objectContaining({ name: 'APEX 1250', soundPowerDb: 125, version: 'v-read' }),
    );
  });

  it('asks before discarding typed changes, starting on Keep editing so a reflexive Enter keeps them', async () => {
    const user = userEvent.setup();
    renderForm(model);
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' neu');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    // Discarding reaches no one: the LIVE mode is named, without the LIVE warning.
    expect(within(question).getByText('LIVE')).toBeDefined();
    expect(within(question).queryByText(de.ui.liveMode.forReal)).toBeNull();
    const stay = within(question).getByRole('button', { name: 'Weiter bearbeiten' });
    await vi.waitFor(() => expect(document.activeElement).toBe(stay));
    expect(within(question).getByRole('button', { name: 'Verwerfen' }).hasAttribute('data-critical')).toBe(
      true,
    );
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'APEX 1200 neu');
  });

  it('closes only the delete question on Escape: the form stays open with what was typed', async () => {
    const user = userEvent.setup();
    const { api } = renderForm(model);
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' neu');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Eintrag löschen' });
    await vi.waitFor(() => expect(question.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'APEX 1200 neu');
    expect(api.del).not.toHaveBeenCalled();
  });

  it('says in operators’ words what an empty new row lacks and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderForm(null);
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle: neuer Eintrag' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect((await within(dialog).findAllByText('Bitte ausfüllen.')).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/Datentyp|expected|erwartet/)).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('keeps save and delete off, saying why, while the central system does not answer', async () => {
    const user = userEvent.setup();
    const { api } = renderForm(model, PROFILES.NATIONAL_ADMINISTRATOR, {
      ...UNKNOWN_STATUS,
      emergencyMode: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' });
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status')).toHaveProperty('textContent', de.ui.lastKnown.actionsOff);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' neu');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'APEX 1200 neu');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('is read-only without the management right', async () => {
    renderForm(model, PROFILES.CANTONAL_VIEWER);
    const dialog = await screen.findByRole('dialog', { name: 'Sirenenmodelle – APEX 1200' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
  });
});
