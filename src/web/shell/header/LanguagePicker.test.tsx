// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { loadFloatingParts } from '../../ui/floating/useFloatingParts.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

beforeAll(async () => {
  // In the console the menu arrives right after the first render; here it is there from the start.
  await loadFloatingParts();
  await initI18n('de');
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage('de');
});

describe('language picker', () => {
  it('offers the four languages by their own names', async () => {
    renderInShell(<LanguagePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['Deutsch', 'Français', 'Italiano', 'English']);
  });

  it('switches the console language and remembers the choice', async () => {
    renderInShell(<LanguagePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByRole('button', { name: 'Lingua: Italiano' })).toBeDefined();
    expect(localStorage.getItem('console.language')).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });
});
