// @vitest-environment happy-dom

import { AppShell } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { SideMenuNavbar } from './SideMenuNavbar.tsx';
import { useSideMenu } from './useSideMenu.ts';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

// The shell's frame around the menu: the toggle (the header's burger) and the navbar it collapses.
function Frame() {
  const sideMenu = useSideMenu();
  return (
    <AppShell
      navbar={{
        width: 280,
        breakpoint: 'sm',
        collapsed: { mobile: !sideMenu.shown, desktop: !sideMenu.shown },
      }}
    >
      <button type="button" onClick={sideMenu.toggle}>
        Menü
      </button>
      <SideMenuNavbar shown={sideMenu.shown} />
    </AppShell>
  );
}

/** The names of every element Tab reaches, from the page's start until it wraps round. */
async function tabStops(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  (document.activeElement as HTMLElement | null)?.blur();
  const stops: string[] = [];
  for (let i = 0; i < 50; i++) {
    await user.tab();
    if (document.activeElement === document.body) break;
    stops.push(document.activeElement?.textContent ?? '');
  }
  return stops;
}

describe('side menu frame', () => {
  it('takes no Tab stop while collapsed and is reachable again once shown', async () => {
    const user = userEvent.setup();
    renderInShell(<Frame />, {
      permissions: ['LOCATION_VIEW', 'SIRENMODEL_VIEW', 'ALARMING_SIREN_VIEW'],
      path: '/data/locations?sidemenu=0',
    });
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
    expect(await tabStops(user)).toEqual(['Menü']);

    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeDefined();
    expect(await tabStops(user)).toEqual(['Menü', 'Anlagen', 'Standorte', 'Sirenenmodelle', 'Alarmierung']);
  });
});
