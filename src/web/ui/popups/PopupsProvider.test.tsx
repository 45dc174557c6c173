// @vitest-environment happy-dom
import { Button, Modal, TextInput } from '@mantine/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationMode } from '../../../domain/session.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../test-utils.tsx';
import { type ConfirmOptions, type Popups, usePopups } from './PopupsProvider.tsx';

const POPULATION_WARNING = 'Sie arbeiten LIVE: Diese Aktion erreicht die Bevölkerung.';
const FOR_REAL_WARNING = 'Sie arbeiten LIVE: Diese Aktion wirkt im Echtbetrieb, nicht in einer Übung.';
const EXERCISE_NOTICE =
  'Sie üben: Nichts verlässt die Konsole; keine Sirene, keine App und kein Medium wird erreicht.';

let popups: Popups;
function CapturePopups() {
  popups = usePopups();
  return null;
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

/** Opens a confirmation and returns its dialog and the pending answer. */
async function openConfirm(options: Partial<ConfirmOptions> = {}) {
  renderInConsole(<CapturePopups />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = popups.confirm({
      title: 'Alarm auslösen',
      message: 'Die Sirenen im Kanton ertönen.',
      ...options,
    });
  });
  const dialog = await screen.findByRole('alertdialog', { name: 'Alarm auslösen' });
  return { dialog, answer };
}

function settled<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => Object.assign(state, { done: true, value }));
  return state;
}

describe('confirmation popup', () => {
  it('keeps OK disabled until the typed value fully matches the pattern', async () => {
    const user = userEvent.setup();
    const { dialog, answer } = await openConfirm({
      critical: true,
      strongConfirmation: { message: 'Geben Sie ZH-ALARM ein', pattern: 'ZH-ALARM' },
    });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const field = within(dialog).getByRole('textbox', { name: 'Geben Sie ZH-ALARM ein' });
    expect(ok.hasAttribute('disabled')).toBe(true);

    await user.type(field, 'ZH-ALAR');
    expect(ok.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'M');
    expect(ok.hasAttribute('disabled')).toBe(false);
    await user.type(field, 'X');
    expect(ok.hasAttribute('disabled')).toBe(true);

    await user.type(field, '{Backspace}');
    await user.click(ok);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats the pattern as a regular expression and ignores Enter until it matches', async () => {
    const user = userEvent.setup();
    const { dialog, answer } = await openConfirm({
      strongConfirmation: { message: 'Anzahl Sirenen', pattern: '\\d{3}' },
    });
    const field = within(dialog).getByRole('textbox', { name: 'Anzahl Sirenen' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    const state = settled(answer);

    await user.keyboard('12{Enter}');
    expect(state.done).toBe(false);
    await user.keyboard('3{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('styles OK as critical, with a warning sign, and starts the focus on Not OK', async () => {
    const { dialog } = await openConfirm({
      critical: true,
      buttonOkName: 'Auslösen',
      buttonNotOkName: 'Zurück',
    });
    const ok = within(dialog).getByRole('button', { name: 'Auslösen' });
    expect(ok.style.getPropertyValue('--button-bg')).toContain('red');
    expect(ok.querySelector('svg')).not.toBeNull();
    const notOk = within(dialog).getByRole('button', { name: 'Zurück' });
    expect(document.activeElement).not.toBe(notOk);
    await waitFor(() => expect(document.activeElement).toBe(notOk));
  });

  it('can start the focus on Not OK and keep OK plain', async () => {
    const { dialog, answer } = await openConfirm({ focusCancel: true, buttonNotOkName: 'Zurück' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok.style.getPropertyValue('--button-bg')).not.toContain('red');
    expect(ok.querySelector('svg')).toBeNull();
    const notOk = within(dialog).getByRole('button', { name: 'Zurück' });
    await waitFor(() => expect(document.activeElement).toBe(notOk));
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('styles an ordinary OK plainly and focuses it after the delay', async () => {
    const { dialog } = await openConfirm();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok.style.getPropertyValue('--button-bg')).not.toContain('red');
    expect(ok.querySelector('svg')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(ok));
  });

  it('answers Not OK on Escape and OK on Enter', async () => {
    const user = userEvent.setup();
    const first = await openConfirm();
    await waitFor(() => expect(first.dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await expect(first.answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();

    const second = await openConfirm();
    const ok = within(second.dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    await user.keyboard('{Enter}');
    await expect(second.answer).resolves.toBe(true);
  });

  it('shows the LIVE warning only when working LIVE, and the exercise notice when practising', async () => {
    const live = await openConfirm({ operationMode: 'LIVE', reachesPopulation: true });
    expect(within(live.dialog).getByText(POPULATION_WARNING)).toBeDefined();
    cleanup();
    const exercise = await openConfirm({ operationMode: 'EXERCISE', reachesPopulation: true });
    expect(within(exercise.dialog).queryByText(POPULATION_WARNING)).toBeNull();
    expect(exercise.dialog.querySelector('[data-exercise-notice]')).not.toBeNull();
    cleanup();
    const unknown = await openConfirm({ reachesPopulation: true });
    expect(within(unknown.dialog).queryByText(POPULATION_WARNING)).toBeNull();
  });

  it('says the population is reached only for a LIVE question that reaches it', async () => {
    const revoke = await openConfirm({ operationMode: 'LIVE' });
    const warning = within(revoke.dialog).getByText(FOR_REAL_WARNING);
    expect(warning.closest('[data-live-warning]')).not.toBeNull();
    expect(within(revoke.dialog).queryByText(POPULATION_WARNING)).toBeNull();
    cleanup();
    const publish = await openConfirm({ operationMode: 'LIVE', reachesPopulation: true });
    expect(within(publish.dialog).getByText(POPULATION_WARNING)).toBeDefined();
    expect(within(publish.dialog).queryByText(FOR_REAL_WARNING)).toBeNull();
  });

  /** Opens a question that names no mode, as the signed-in user working in `operationMode`. */
  async function openAs(operationMode: OperationMode, options: Partial<ConfirmOptions> = {}) {
    renderInConsole(<CapturePopups />, { session: testSession(testMe({ operationMode })) });
    act(() => void popups.confirm({ title: 'Eintrag löschen?', message: 'Er ist danach weg.', ...options }));
    return screen.findByRole('alertdialog', { name: 'Eintrag löschen?' });
  }

  it('shows the signed-in user’s mode on a plain confirmation that does not name one', async () => {
    const live = await openAs('LIVE');
    expect(within(live).getByText(FOR_REAL_WARNING)).toBeDefined();
    cleanup();
    const exercise = await openAs('EXERCISE');
    expect(within(exercise).queryByText(FOR_REAL_WARNING)).toBeNull();
    expect(within(exercise).getByText(EXERCISE_NOTICE)).toBeDefined();
  });

  it('names the mode of a question that stays in the console plainly, without the LIVE warning', async () => {
    const live = await openAs('LIVE', { staysInConsole: true, critical: true });
    expect(within(live).getByText('LIVE')).toBeDefined();
    expect(within(live).queryByText(FOR_REAL_WARNING)).toBeNull();
    expect(within(live).queryByText('LIVE-Betrieb')).toBeNull();
    cleanup();
    const exercise = await openAs('EXERCISE', { staysInConsole: true });
    expect(within(exercise).getByText('ÜBUNG')).toBeDefined();
    expect(within(exercise).queryByText(EXERCISE_NOTICE)).toBeNull();
  });

  it('sets the warnings apart from the message', async () => {
    const { dialog } = await openConfirm({
      operationMode: 'LIVE',
      warnings: ['Die Sirenen ertönen nicht: Gerätenetz nicht verfügbar.'],
    });
    const warning = within(dialog).getByText('Die Sirenen ertönen nicht: Gerätenetz nicht verfügbar.');
    expect(warning.closest('[data-confirm-warnings]')).not.toBeNull();
  });

  it('shows the LIVE warning in the display language', async () => {
    await act(() => switchLanguage('fr'));
    try {
      const { dialog } = await openConfirm({ operationMode: 'LIVE', reachesPopulation: true });
      expect(
        within(dialog).getByText('Vous travaillez en mode LIVE : cette action atteint la population.'),
      ).toBeDefined();
    } finally {
      await switchLanguage('de');
    }
  });
});

/** A Mantine Modal with a typed value, whose button opens a shared popup over it. */
function ModalAsking({ ask }: { ask: (popups: Popups) => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  const shared = usePopups();
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Sirenenmodell">
      <TextInput label="Name" defaultValue="APEX" />
      <Button onClick={() => void ask(shared)}>Fragen</Button>
    </Modal>
  );
}

describe('a shared popup over a Mantine Modal', () => {
  it.each([
    ['confirmation', (shared: Popups) => shared.confirm({ title: 'Eintrag löschen', message: 'Endgültig.' })],
    ['error', (shared: Popups) => shared.showError('Eintrag löschen', 'Noch in Gebrauch.')],
  ])('closes alone on Escape: the %s goes, the Modal stays with what was typed', async (_, ask) => {
    const user = userEvent.setup();
    renderInConsole(<ModalAsking ask={ask} />);
    const modal = await screen.findByRole('dialog', { name: 'Sirenenmodell' });
    await user.type(within(modal).getByRole('textbox', { name: 'Name' }), ' 1200');
    await user.click(within(modal).getByRole('button', { name: 'Fragen' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Eintrag löschen' });
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sirenenmodell' })).toBe(modal);
    expect(within(modal).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'APEX 1200');

    // The Modal's own Escape still closes it once the popup is gone.
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sirenenmodell' })).toBeNull());
  });
});

describe('error and information popups', () => {
  it('shows the error with its title and message until OK closes it', async () => {
    const user = userEvent.setup();
    renderInConsole(<CapturePopups />);
    let closed!: Promise<void>;
    act(() => {
      closed = popups.showError('Speichern fehlgeschlagen', 'Der Banner konnte nicht gespeichert werden.');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Speichern fehlgeschlagen' });
    expect(within(dialog).getByText('Der Banner konnte nicht gespeichert werden.')).toBeDefined();
    const state = settled(closed);
    expect(state.done).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows information as a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderInConsole(<CapturePopups />);
    let closed!: Promise<void>;
    act(() => {
      closed = popups.showInfo('Gespeichert', 'Der Banner ist gespeichert.');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gespeichert' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await expect(closed).resolves.toBeUndefined();
  });

  it('stacks a second popup above the first', async () => {
    renderInConsole(<CapturePopups />);
    act(() => {
      void popups.showError('Erster Fehler', 'eins');
      void popups.showError('Zweiter Fehler', 'zwei');
    });
    const first = await screen.findByRole('alertdialog', { name: 'Erster Fehler' });
    const second = screen.getByRole('alertdialog', { name: 'Zweiter Fehler' });
    const layer = (element: HTMLElement) =>
      Number((element.closest('[style*="z-index"]') as HTMLElement).style.zIndex);
    expect(layer(second)).toBeGreaterThan(layer(first));
  });
});
