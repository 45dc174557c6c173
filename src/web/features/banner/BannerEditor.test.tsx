// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../domain/permissions.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import { type ApiClient, ApiError } from '../../api/http.ts';
import { AuthContext } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../ui/test-utils.tsx';
import { BannerEditor } from './BannerEditor.tsx';

const empty = { de: '', fr: '', it: '', en: '' };
const wire = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: { ...empty, de: 'Sirenentest' },
  subtitle: { ...empty, de: 'Heute um 13.30 Uhr' },
  url: { ...empty, de: 'https://www.alert.swiss' },
  primaryLanguage: 'de',
  bannerState: 'BannerState.NOT_ACTIVE',
  bannerAction: null,
  edited: false,
  lastChangedBy: 'admin',
  publicationType: null,
  lastPublicationTime: null,
  lastChangeTime: '2026-11-23T08:05:00.000Z',
  publicationTime: null,
  ...overrides,
});

function fakeApi(banner: unknown, post: ApiClient['post'] = vi.fn()) {
  return { get: vi.fn(async () => banner), post, put: vi.fn(), del: vi.fn() } as unknown as ApiClient;
}

function renderEditor(api: ApiClient, national = true) {
  const me = testMe({
    userName: 'admin',
    organisation: 'CH-NAZ',
    organisationCharacteristic: national ? 'CH_ALL' : null,
    permissions: [...PROFILES.NATIONAL_ADMINISTRATOR],
  });
  const session = testSession(me);
  return renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={api}>
        <BannerEditor path={[]} onClose={() => undefined} />
      </ApiProvider>
    </AuthContext.Provider>,
    { waitDelayMs: 10_000 },
  );
}

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  // Each test starts without the unsaved draft an earlier one kept in this browser.
  localStorage.clear();
});

describe('banner editor', () => {
  it.each([
    [wire(), 'Neues Banner'],
    [wire({ bannerState: 'BannerState.ACTIVE', bannerAction: 'EDIT' }), 'Aktives Banner'],
    [
      wire({ bannerState: 'BannerState.ACTIVE', bannerAction: 'EDIT', edited: true }),
      'Aktives Banner – geändert',
    ],
    [wire({ bannerAction: 'REVOKE', publicationType: 'REVOKE' }), 'Widerrufenes Banner'],
  ])('titles the banner by its state (%#)', async (banner, heading) => {
    renderEditor(fakeApi(banner));
    expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
    expect(screen.getByText('Zuletzt geändert: 23.11.2026 09:05 (admin)')).toBeDefined();
  });

  it('calls an active banner edited as soon as the form differs', async () => {
    renderEditor(fakeApi(wire({ bannerState: 'BannerState.ACTIVE', bannerAction: 'EDIT' })));
    const title = await screen.findByRole('textbox', { name: 'Titel' });
    await userEvent.type(title, ' verschoben');
    expect(screen.getByRole('heading', { name: 'Aktives Banner – geändert' })).toBeDefined();
    expect(screen.getByText('22 / 35 Zeichen')).toBeDefined();
  });

  it('does not start a new line on Enter or Shift+Enter', async () => {
    renderEditor(fakeApi(wire()));
    const subtitle = await screen.findByRole('textbox', { name: 'Untertitel' });
    await userEvent.type(subtitle, '{Enter}{Shift>}{Enter}{/Shift}!');
    expect((subtitle as HTMLTextAreaElement).value).toBe('Heute um 13.30 Uhr!');
  });

  it('keeps a pasted subtitle over the limit whole, says it is too long and does not publish it', async () => {
    const post = vi.fn();
    renderEditor(fakeApi(wire(), post as ApiClient['post']));
    const subtitle = await screen.findByRole('textbox', { name: 'Untertitel' });
    const pasted = 'Sirenentest am 4. Februar: Hinweise, Fragen und Antworten sowie die aktuelle Lage hier.';
    await userEvent.clear(subtitle);
    await userEvent.click(subtitle);
    await userEvent.paste(pasted);
    expect((subtitle as HTMLTextAreaElement).value).toBe(pasted);
    expect(
      screen.getByText(
        'Zu lang: 87 Zeichen, erlaubt sind höchstens 75. Kürzen Sie den Text, bevor Sie speichern oder publizieren.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Publizieren' }));
    expect(screen.queryByRole('alertdialog', { name: 'Banner publizieren?' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('turns the line breaks of a pasted text into spaces', async () => {
    renderEditor(fakeApi(wire()));
    const title = await screen.findByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('Sirenentest\r\nheute');
    expect((title as HTMLTextAreaElement).value).toBe('Sirenentest heute');
  });

  it('offers revoke only for an active banner', async () => {
    renderEditor(fakeApi(wire()));
    const revoke = await screen.findByRole('button', { name: 'Widerrufen' });
    expect((revoke as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "banner saving failed" with the server’s reason when saving fails', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(403, {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        messageKey: 'banner.errors.nationalOnly',
      });
    });
    renderEditor(fakeApi(wire(), post as ApiClient['post']));
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    const popup = await screen.findByRole('alertdialog', {
      name: 'Das Banner konnte nicht gespeichert werden.',
    });
    expect(
      within(popup).getByText('Nur nationale Organisationen dürfen das Banner bearbeiten und publizieren.'),
    ).toBeDefined();
    expect(post).toHaveBeenCalledWith('/api/ecc/banner', expect.objectContaining({ primaryLanguage: 'de' }));
  });

  it('asks before publishing, in red from Cancel, and shows "publishing failed" when it fails', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(0, null, 'offline');
    });
    renderEditor(fakeApi(wire(), post as ApiClient['post']));
    await userEvent.click(await screen.findByRole('button', { name: 'Publizieren' }));
    const question = await screen.findByRole('alertdialog', { name: 'Banner publizieren?' });
    expect(post).not.toHaveBeenCalled();
    // The whole of Switzerland sees it at once: OK is red and the focus starts on Cancel.
    const publish = within(question).getByRole('button', { name: 'Publizieren' });
    expect(publish.hasAttribute('data-critical')).toBe(true);
    const cancel = within(question).getByRole('button', { name: 'Abbrechen' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.click(publish);
    expect(
      await screen.findByRole('alertdialog', { name: 'Das Banner konnte nicht publiziert werden.' }),
    ).toBeDefined();
    expect(post).toHaveBeenCalledWith('/api/ecc/banner/publish', expect.anything());
  });

  it('refuses a user whose organisation is not national', () => {
    renderEditor(fakeApi(wire()), false);
    expect(screen.getByRole('alert').textContent).toContain('nationaler Organisationen');
  });
});
