// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { loadFloatingParts } from '../../ui/floating/useFloatingParts.ts';
import { renderInShell, testMe } from '../testing/renderInShell.tsx';
import { UserMenu } from './UserMenu.tsx';

beforeAll(async () => {
  // In the console the menu arrives right after the first render; here it is there from the start.
  await loadFloatingParts();
  await initI18n('de');
});
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Anna Keller' }));
  return screen.findByRole('menu');
}

describe('user menu', () => {
  it('offers change password in the console language and logout', async () => {
    let loggedOut = false;
    renderInShell(<UserMenu />, { session: { logout: () => (loggedOut = true) } });
    await openMenu();
    const change = screen.getByRole('menuitem', { name: 'Passwort ändern' });
    expect(change.getAttribute('href')).toBe('/oauth/changepw/client?resource=de');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    expect(loggedOut).toBe(true);
  });

  it('hides change password from a group login', async () => {
    renderInShell(<UserMenu />, { me: testMe({ groupLogin: true }) });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Passwort ändern' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeDefined();
  });

  it('shows the debug tools only in debug mode', async () => {
    const plain = renderInShell(<UserMenu />);
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Token anzeigen' })).toBeNull();
    plain.unmount();
    renderInShell(<UserMenu />, { path: '/home?debug=1' });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Token erneuern' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'Token anzeigen' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'Beispielseiten' }).getAttribute('href')).toBe('/samples');
  });

  it('lists every profile of the user in its tooltip', async () => {
    const profiles = [
      { name: 'admin', profileName: 'NATIONAL_OPERATOR' as const },
      { name: 'admin', profileName: 'DEVICE_ADMINISTRATOR' as const },
    ];
    renderInShell(<UserMenu />, { me: testMe({ profiles }) });
    await userEvent.hover(screen.getByRole('button', { name: 'Anna Keller' }));
    expect(await screen.findByText('Profile: Nationaler Operator, Geräteadministration')).toBeDefined();
  });
});
