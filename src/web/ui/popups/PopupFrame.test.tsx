// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { renderInConsole } from '../test-utils.tsx';
import { PopupFrame } from './PopupFrame.tsx';

/** A popup whose button replaces its own view, as the banner editor's "Journal" does. */
function PopupWithViews({ onDismiss }: { onDismiss: () => void }) {
  const [view, setView] = useState<'form' | 'journal'>('form');
  return (
    <PopupFrame title="Banner bearbeiten" zIndex={300} onDismiss={onDismiss} withCloseButton>
      {view === 'form' ? (
        <Button key="form" onClick={() => setView('journal')}>
          Journal
        </Button>
      ) : (
        <Button key="journal" onClick={() => setView('form')}>
          Zurück
        </Button>
      )}
    </PopupFrame>
  );
}

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('popup frame', () => {
  it('keeps the focus when the content replaces the focused button, so Escape still closes it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderInConsole(<PopupWithViews onDismiss={onDismiss} />);
    const popup = await screen.findByRole('dialog', { name: 'Banner bearbeiten' });

    await user.click(within(popup).getByRole('button', { name: 'Journal' }));
    expect(within(popup).getByRole('button', { name: 'Zurück' })).toBeDefined();
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
