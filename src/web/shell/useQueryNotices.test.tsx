// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n.ts';
import { renderInShell } from './testing/renderInShell.tsx';
import { useQueryNotices } from './useQueryNotices.ts';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  cleanup();
  notifications.clean();
});

function AnyPage() {
  useQueryNotices();
  return null;
}

describe('notices in the address', () => {
  it('show ?error= and ?message= as error notices and leave the rest of the address alone', async () => {
    const { router } = renderInShell(<AnyPage />, {
      path: '/data/sirens?sidemenu=0&error=errors.forbidden&message=Export%20fehlgeschlagen',
    });
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeDefined();
    expect(screen.getByText('Export fehlgeschlagen')).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe('?sidemenu=0'));
    expect(router.state.location.pathname).toBe('/data/sirens');
  });

  it('replace the address, so going back does not show the notice again', async () => {
    const { router } = renderInShell(<AnyPage />, { path: '/home?error=x' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
