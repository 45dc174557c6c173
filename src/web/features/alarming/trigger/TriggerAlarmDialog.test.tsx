// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http.ts';
import { initI18n } from '../../../i18n.ts';
import { fakeEventsApi, type Handler, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { SirenAlarmsPage } from '../SirenAlarmsPage.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

const GROUPS = {
  items: [
    { id: 3, name: 'Ganzer Kanton Zürich', stateCode: 'ZH', members: 450 },
    { id: 9, name: 'Ganzer Kanton Bern', stateCode: 'BE', members: 600 },
  ],
  total: 2,
};

function openDialog(handlers: Record<string, Handler>, me = {}) {
  const fake = fakeEventsApi({
    'GET /api/scc/alarming/sirenalarms': () => [],
    'GET /api/scc/data/sirengroups': () => GROUPS,
    ...handlers,
  });
  const view = renderEventsPage(<SirenAlarmsPage />, { api: fake.api, path: '/data/sirenalarms', me });
  return { ...fake, ...view };
}

async function startTrigger() {
  await userEvent.click(await screen.findByRole('button', { name: 'Sirenenalarm auslösen' }));
  return screen.findByRole('dialog', { name: /Sirenenalarm auslösen/ });
}

const groupInput = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByLabelText('Sirenengruppen wählen')
    .find((element) => element.tagName === 'INPUT')!;

async function chooseZurichGroup(dialog: HTMLElement) {
  await userEvent.click(groupInput(dialog));
  await userEvent.click(await screen.findByRole('option', { name: 'Ganzer Kanton Zürich (ZH)' }));
}

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('triggering a siren alarm', () => {
  it('refuses an empty target before anything is sent', async () => {
    const { calls } = openDialog({});
    const dialog = await startTrigger();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
    expect(within(dialog).getByText('Wählen Sie mindestens eine Sirenengruppe.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Kantone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
    expect(within(dialog).getByText('Wählen Sie mindestens einen Kanton.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(calls)).toEqual([]);
    // The dialog's close button is named, for screen readers too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not offer the water alarm: it points to the dam’s page instead', async () => {
    openDialog({});
    const dialog = await startTrigger();
    expect(within(dialog).getByRole('radio', { name: 'Allgemeiner Alarm' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'Wasseralarm' })).toBeNull();
    expect(
      within(dialog).getByText(
        'Den Wasseralarm lösen Sie auf der Seite «Wasseralarm auslösen» der Stauanlage aus.',
      ),
    ).toBeTruthy();
  });

  it('offers only the groups of the user’s canton', async () => {
    openDialog({});
    const dialog = await startTrigger();
    await userEvent.click(groupInput(dialog));
    expect(await screen.findByRole('option', { name: 'Ganzer Kanton Zürich (ZH)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Bern/ })).toBeNull();
  });

  it('names LIVE, says the sirens will sound and asks for the typed value before sending', async () => {
    const { calls, router } = openDialog({
      'POST /api/scc/alarming/sirenalarms': () => ({ id: 7 }),
      'GET /api/scc/alarming/sirenalarms/7': () => {
        throw new ApiError(404, null);
      },
    });
    const dialog = await startTrigger();
    await chooseZurichGroup(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Sirenenalarm LIVE auslösen' });
    expect(within(confirm).getByText('LIVE-Betrieb')).toBeTruthy();
    expect(within(confirm).getByText('Die Sirenen ertönen: Dies ist kein Test.')).toBeTruthy();
    expect(within(confirm).getByText(/Sirenen: 450/)).toBeTruthy();
    const ok = within(confirm).getByRole('button', { name: 'Sirenen LIVE auslösen' });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(confirm).getByRole('textbox', { name: /LIVE ALARM/ }), 'LIVE ALARM');
    await userEvent.click(ok);

    await waitFor(() => expect(router.state.location.pathname).toBe('/data/sirenalarms/7'));
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/scc/alarming/sirenalarms',
        body: { signal: 'GENERAL_ALARM', target: { kind: 'groups', groupIds: [3] } },
      },
    ]);
  });

  it('names how many sirens a cantons target commands before the LIVE value is typed', async () => {
    const { calls } = openDialog({
      'GET /api/scc/data/sirens': (url) => {
        const filter = JSON.parse(new URL(url, 'http://console').searchParams.get('filter') ?? '{}');
        expect(filter).toEqual({ stateCode: { filterType: 'set', values: ['ZH'] } });
        return { items: [{ id: 1, code: 'ZH-0001' }], total: 697 };
      },
    });
    const dialog = await startTrigger();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Kantone' }));
    const cantonInput = within(dialog)
      .getAllByLabelText('Kantone wählen')
      .find((element) => element.tagName === 'INPUT')!;
    await userEvent.click(cantonInput);
    await userEvent.click(await screen.findByRole('option', { name: 'Zürich (ZH)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Sirenenalarm LIVE auslösen' });
    expect(within(confirm).getByText(/Kantone: Zürich \(ZH\)/)).toBeTruthy();
    expect(within(confirm).getByText(/Sirenen: 697/)).toBeTruthy();
    expect(within(confirm).getByRole('textbox', { name: /LIVE ALARM/ })).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('answers Cancel on Escape: only the confirmation closes, the dialog keeps the chosen group', async () => {
    const { calls } = openDialog({});
    const dialog = await startTrigger();
    await chooseZurichGroup(dialog);
    for (const answerCancel of [
      () => userEvent.keyboard('{Escape}'),
      () =>
        userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' })),
    ]) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Sirenenalarm LIVE auslösen' });
      // The typed value takes the focus, never the button that sounds the sirens (which waits for it).
      await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('textbox')));
      await answerCancel();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('dialog', { name: /Sirenenalarm auslösen/ })).toBe(dialog);
      expect(within(dialog).getByText('Ganzer Kanton Zürich (ZH)')).toBeTruthy();
    }
    // The choice still stands: the next confirmation names it again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Sirenengruppen: Ganzer Kanton Zürich \(ZH\)/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('tells a trainee that the devices get the command as an exercise and no siren will sound, without a typed value', async () => {
    openDialog({}, { userName: 'zh.trainee', operationMode: 'EXERCISE' });
    const dialog = await startTrigger();
    await chooseZurichGroup(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Übung: Sirenenalarm auslösen' });
    expect(within(confirm).getByText('Übung: Keine Sirene ertönt.')).toBeTruthy();
    // Not the generic exercise notice: the commands do leave the console, marked as an exercise.
    expect(
      within(confirm).getByText(
        'Sie üben: Die Geräte erhalten den Befehl als Übung und durchlaufen den ganzen Ablauf; keine Sirene ertönt.',
      ),
    ).toBeTruthy();
    expect(within(confirm).queryByText(/Nichts verlässt die Konsole/)).toBeNull();
    expect(within(confirm).getByText(/Signal: Allgemeiner Alarm/)).toBeTruthy();
    expect(within(confirm).queryByRole('textbox')).toBeNull();
    expect(within(confirm).queryByText('LIVE-Betrieb')).toBeNull();
  });

  it('shows the server’s refusal translated at the target and keeps the dialog open', async () => {
    openDialog({
      'POST /api/scc/alarming/sirenalarms': () => {
        throw new ApiError(403, {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          messageKey: 'alarming.errors.outsideTerritory',
        });
      },
    });
    const dialog = await startTrigger();
    await chooseZurichGroup(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestätigung' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox'), 'LIVE ALARM');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sirenen LIVE auslösen' }));
    expect(await within(dialog).findByText(/Das Ziel liegt ausserhalb Ihres Gebiets/)).toBeTruthy();
    expect(screen.queryByText('alarming.errors.outsideTerritory')).toBeNull();
  });
});
