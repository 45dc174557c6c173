// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STANDARD_ALL_CLEAR, standardAllClearTitle } from '../../../../domain/eventAllClear.ts';
import type { EventDetail, ReachPreview } from '../../../../domain/eventApi.ts';
import { ApiError } from '../../../api/http.ts';
import { initI18n } from '../../../i18n.ts';
import { notFoundError } from '../../../ui/test-utils.tsx';
import { eventDetail, historyEntry, reachPreview, stormContent, version } from '../testing/eventFixtures.ts';
import { fakeEventsApi, type Handler, renderEventsPage } from '../testing/renderEventsPage.tsx';
import { EventDetailPage } from './EventDetailPage.tsx';

const BASE = '/api/ecc/events/42';

function openDetail(detail: EventDetail, extra: Record<string, Handler> = {}, reach?: ReachPreview) {
  const server = fakeEventsApi({
    [`GET ${BASE}`]: () => detail,
    [`GET ${BASE}/history`]: () => [],
    [`GET ${BASE}/versions`]: () => [],
    'POST /api/ecc/events/reach': () => reach ?? reachPreview(),
    ...extra,
  });
  const page = renderEventsPage(
    <Routes>
      <Route path="/events/:eventId" element={<EventDetailPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { api: server.api, path: '/events/42', me: { userName: 'zh.operator2' } },
  );
  return { ...page, calls: server.calls };
}

const actionCalls = (calls: { method: string; url: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.includes('/actions/'));

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('event detail', () => {
  it('shows only the actions the server allows', async () => {
    openDetail(eventDetail({ allowedActions: ['APPROVE', 'REJECT'] }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Aktionen zum Ereignis' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Freigeben', 'Zurückweisen']);
  });

  it('shows no empty item in a language whose instruction another language fills, pictograms in place', async () => {
    const content = stormContent({ pictograms: ['STAY_INDOORS', 'CLOSE_WINDOWS', 'LISTEN_RADIO'] });
    content.texts.de!.instructions = ['Bleiben Sie im Haus.', ' ', 'Hören Sie Radio.'];
    content.texts.fr!.instructions = ['Restez à l’intérieur.', 'Fermez les fenêtres.', 'Écoutez la radio.'];
    openDetail(eventDetail({ content }));
    const german = await screen.findByRole('tabpanel', { name: /Deutsch/ });
    const list = within(german).getByText('Verhaltensanweisungen').parentElement!.querySelector('ol')!;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Bleiben Sie im Haus.Im Haus bleiben',
      'Hören Sie Radio.Radio hören',
    ]);
  });

  it('names the pictograms under a language’s tab in that language, not in the console’s', async () => {
    const content = stormContent({ pictograms: ['STAY_INDOORS'] });
    content.texts.de!.instructions = ['Bleiben Sie im Haus.'];
    content.texts.fr!.instructions = ['Restez à l’intérieur.'];
    openDetail(eventDetail({ content }));
    await userEvent.click(await screen.findByRole('tab', { name: /Français/ }));
    const french = await screen.findByRole('tabpanel', { name: /Français/ });
    const item = within(french).getByText('Verhaltensanweisungen').parentElement!.querySelector('li')!;
    await waitFor(() => expect(item.textContent).toBe('Restez à l’intérieur.Rester à l’intérieur'));
  });

  it('shows no actions to a user who may take none', async () => {
    openDetail(eventDetail({ allowedActions: [] }));
    await screen.findByRole('heading', { name: 'Ereignis 42: Schweres Gewitter in Zürich' });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('publishes a LIVE alarm only after the typed confirmation, and sends it', async () => {
    const { calls } = openDetail(eventDetail(), {
      [`POST ${BASE}/actions/APPROVE`]: () => eventDetail({ state: 'ACTIVE', allowedActions: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', { name: 'LIVE an die Bevölkerung veröffentlichen' });
    expect(popup.querySelector('[data-live-warning]')).not.toBeNull();
    const ok = within(popup).getByRole('button', { name: 'LIVE veröffentlichen' });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    // Why the value is asked stands with its field, not once more in the text: the question opens with its top
    // (the LIVE warning) and the field both in view (tests/e2e/events.spec.ts measures it).
    const typed = within(popup).getByRole('textbox', { name: 'Zur Bestätigung LIVE 42 eingeben' });
    const described = (typed.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Eine getippte Bestätigung ist nötig: ein Alarm im LIVE-Betrieb.',
    );
    const message = document.getElementById(popup.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toContain('Erreichte Kantone');
    expect(message?.textContent).not.toContain('getippte');
    await userEvent.type(typed, 'LIVE 42');
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(ok);
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(1));
    expect(actionCalls(calls)[0]?.body).toEqual({ version: 3, confirmation: 'LIVE 42' });
    expect(calls.find((c) => c.url === '/api/ecc/events/reach')?.body).toMatchObject({ eventId: 42 });
  });

  it('names a chosen channel that cannot carry in the LIVE approval, and the timeline records it', async () => {
    openDetail(
      eventDetail(),
      { [`GET ${BASE}/history`]: () => [historyEntry('CHANNEL_UNAVAILABLE', 'SIRENS')] },
      reachPreview({ channelOutages: [{ channel: 'SIRENS', state: 'UNAVAILABLE' }] }),
    );
    const recorded = await screen.findByText('Kanal bei der Veröffentlichung nicht verfügbar');
    const timeline = screen.getByLabelText('Verlauf');
    expect(timeline.contains(recorded)).toBe(true);
    expect(within(timeline).getByText('Sirenen (Gerätenetz)')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', { name: 'LIVE an die Bevölkerung veröffentlichen' });
    expect(popup.querySelector('[data-live-warning]')).not.toBeNull();
    expect(within(popup).getByText('Die Sirenen ertönen nicht: Gerätenetz nicht verfügbar.')).toBeDefined();
  });

  it('names the console itself in words where it acted in the timeline', async () => {
    openDetail(eventDetail({ state: 'ACTIVE', publishedVersions: 1, allowedActions: [] }), {
      [`GET ${BASE}/history`]: () => [{ ...historyEntry('PUBLISHED', '1'), userName: 'system' }],
    });
    const timeline = await screen.findByLabelText('Verlauf');
    expect(await within(timeline).findByText(/^System · /)).toBeDefined();
    expect(within(timeline).queryByText(/^system · /)).toBeNull();
  });

  it('marks a chosen channel that did not carry the published message, and why', async () => {
    openDetail(eventDetail({ state: 'ACTIVE', publishedVersions: 1, allowedActions: [] }), {
      [`GET ${BASE}/history`]: () => [
        historyEntry('APPROVE'),
        historyEntry('PUBLISHED', '1'),
        historyEntry('CHANNEL_DISABLED', 'ALERTSWISS'),
      ],
    });
    const marked = await screen.findByText(
      'Hat die Meldung nicht verbreitet: bei der Veröffentlichung ausgeschaltet',
    );
    expect(marked.closest('li')?.textContent).toMatch(/^Alertswiss-App und -Website/);
    const sirens = screen.getByText('Sirenen: Allgemeiner Alarm').closest('li');
    expect(sirens?.querySelector('[data-not-carried]')).toBeNull();
  });

  it.each([
    ['LIVE', 'Ereignis 42 zur Freigabe einreichen', 'Abbrechen'],
    ['EXERCISE', 'Übungsereignis 42 zur Freigabe einreichen', 'Einreichen'],
  ] as const)('starts the %s submit question (“%s”) on “%s”', async (mode, title, focused) => {
    openDetail(eventDetail({ operationMode: mode, state: 'PREPARATION', allowedActions: ['SUBMIT'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Einreichen' }));
    const popup = await screen.findByRole('alertdialog', { name: title });
    const button = within(popup).getByRole('button', { name: focused });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it.each([
    ['the publication', eventDetail(), 'Freigeben', 'LIVE veröffentlichen', true],
    [
      'the closing',
      eventDetail({ state: 'ALL_CLEAR_ACTIVE', allowedActions: ['CLOSE'] }),
      'Abschliessen',
      'Abschliessen',
      false,
    ],
    [
      'an approval that leaves other cantons to decide',
      eventDetail({ state: 'APPROVAL_PENDING', owningState: 'BE', awaitingApprovalFrom: ['ZH', 'SO'] }),
      'Freigeben',
      'Freigeben',
      false,
    ],
  ])(
    'starts the LIVE question of %s on Abbrechen: a reflexive Enter sends nothing',
    async (_, event, action, ok, red) => {
      const quiet = reachPreview({ confirmation: { strong: false, pattern: null, reasons: [] } });
      const { calls } = openDetail(event, {}, quiet);
      await userEvent.click(await screen.findByRole('button', { name: action }));
      const popup = await screen.findByRole('alertdialog');
      expect(popup.querySelector('[data-live-warning]')).not.toBeNull();
      // Red only for what reaches the population.
      expect(within(popup).getByRole('button', { name: ok }).hasAttribute('data-critical')).toBe(red);
      const cancel = within(popup).getByRole('button', { name: 'Abbrechen' });
      await waitFor(() => expect(document.activeElement).toBe(cancel));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(actionCalls(calls)).toEqual([]);
    },
  );

  it('says an exercise publication without sirens leaves nothing, without the LIVE warning or a typed value', async () => {
    const { calls } = openDetail(
      eventDetail({ operationMode: 'EXERCISE' }),
      { [`POST ${BASE}/actions/APPROVE`]: () => eventDetail({ operationMode: 'EXERCISE', state: 'ACTIVE' }) },
      reachPreview({
        exercise: true,
        channels: [],
        sirens: { total: 0, byState: {}, signal: null },
        confirmation: { strong: false, pattern: null, reasons: [] },
      }),
    );
    expect(await screen.findByText(/Dies ist eine Übung/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', {
      name: 'Übung veröffentlichen – nichts erreicht die Bevölkerung',
    });
    expect(popup.querySelector('[data-live-warning]')).toBeNull();
    expect(within(popup).getByText(/Sie üben: Nichts verlässt die Konsole/)).toBeDefined();
    expect(
      within(popup).getByText(/ÜBUNG: Kein Kanal löst aus, nichts verlässt die Konsole\./),
    ).toBeDefined();
    expect(within(popup).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Übung veröffentlichen' }));
    await waitFor(() => expect(actionCalls(calls)[0]?.body).toEqual({ version: 3 }));
  });

  it('says an exercise publication with sirens commands them as an exercise, none sounding', async () => {
    openDetail(
      eventDetail({ operationMode: 'EXERCISE' }),
      {},
      reachPreview({
        exercise: true,
        channels: [],
        confirmation: { strong: false, pattern: null, reasons: [] },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', {
      name: 'Übung veröffentlichen – nichts erreicht die Bevölkerung',
    });
    expect(
      within(popup).getByText(/Sie üben: Die Geräte erhalten den Befehl als Übung .* keine Sirene ertönt\./),
    ).toBeDefined();
    expect(
      within(popup).getByText(/ÜBUNG: Die Sirenen erhalten den Befehl als Übung und ertönen nicht/),
    ).toBeDefined();
    expect(within(popup).queryByText(/Nichts verlässt die Konsole/)).toBeNull();
    expect(
      within(popup).getByText(/die Sirenen im Gebiet erhalten den Befehl als Übung, ohne zu ertönen/),
    ).toBeDefined();
    expect(within(popup).queryByText(/Keine Sirene, keine App/)).toBeNull();
  });

  it('publishes an all-clear as such, with its text and without a typed value', async () => {
    const allClear = {
      de: { description: 'Das Gewitter ist abgezogen.', instruction: 'Melden Sie Schäden der Gemeinde.' },
    };
    const { calls } = openDetail(
      eventDetail({ state: 'ALL_CLEAR_PENDING', content: stormContent({ allClear }) }),
      {
        [`POST ${BASE}/actions/APPROVE`]: () =>
          eventDetail({ state: 'ALL_CLEAR_ACTIVE', allowedActions: [] }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', {
      name: 'Entwarnung LIVE an die Bevölkerung veröffentlichen',
    });
    expect(within(popup).queryByRole('textbox')).toBeNull();
    expect(within(popup).getByText(/dass die Gefahr vorbei ist; keine Sirene ertönt/)).toBeDefined();
    expect(
      within(popup).getByText(
        /Die Bevölkerung liest \(Deutsch\):\s+Entwarnung – [^\n]+\s+Das Gewitter ist abgezogen\./,
      ),
    ).toBeDefined();
    expect(within(popup).getByText(/Melden Sie Schäden der Gemeinde\./)).toBeDefined();
    await userEvent.click(within(popup).getByRole('button', { name: 'LIVE veröffentlichen' }));
    await waitFor(() => expect(actionCalls(calls)[0]?.body).toEqual({ version: 3 }));
  });

  it('explains a conflict and reloads the event', async () => {
    const { calls } = openDetail(eventDetail({ allowedActions: ['REQUEST_ALL_CLEAR'], state: 'ACTIVE' }), {
      [`POST ${BASE}/actions/REQUEST_ALL_CLEAR`]: () => {
        throw new ApiError(409, {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          messageKey: 'events.errors.conflict',
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entwarnung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwarnung für Ereignis 42 vorbereiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwarnung einreichen' }));
    const error = await screen.findByRole('alertdialog', { name: 'Fehler' });
    expect(within(error).getByText(/Jemand anders hat dieses Ereignis/)).toBeDefined();
    await waitFor(() => expect(calls.filter((c) => c.url === BASE)).toHaveLength(2));
  });

  it('asks for the all-clear texts in every language, prefilled with the standard all-clear', async () => {
    const { calls } = openDetail(eventDetail({ state: 'ACTIVE', allowedActions: ['REQUEST_ALL_CLEAR'] }), {
      [`POST ${BASE}/actions/REQUEST_ALL_CLEAR`]: () => eventDetail({ state: 'ALL_CLEAR_PENDING' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entwarnung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwarnung für Ereignis 42 vorbereiten' });
    expect(
      within(dialog).getByText('Sie arbeiten LIVE: Diese Aktion wirkt im Echtbetrieb, nicht in einer Übung.'),
    ).toBeDefined();
    const description = within(dialog).getByRole('textbox', { name: /Text der Entwarnung/ });
    expect((description as HTMLTextAreaElement).value).toBe(STANDARD_ALL_CLEAR.de.description);
    await userEvent.clear(description);
    await userEvent.type(description, 'Das Gewitter ist abgezogen.');
    const title = within(dialog).getByRole('textbox', { name: /Titel der Entwarnung/ });
    expect((title as HTMLInputElement).value).toBe(standardAllClearTitle(stormContent(), 'de'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Gewitter vorbei');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Italiano' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Text der Entwarnung/ }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Deutsch' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwarnung einreichen' }));
    // Sent only once Italian has its text again: the dialog shows where it is missing.
    expect(within(dialog).getByRole('tab', { name: /Italiano/, selected: true })).toBeDefined();
    expect(within(dialog).getByText('Der Text der Entwarnung fehlt')).toBeDefined();
    expect(actionCalls(calls)).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Text der Entwarnung/ }),
      'Il temporale è passato.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwarnung einreichen' }));
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(1));
    const body = actionCalls(calls)[0]?.body as { content: EventDetail['content'] } | undefined;
    expect(body?.content.allClear).toEqual({
      de: {
        title: 'Gewitter vorbei',
        description: 'Das Gewitter ist abgezogen.',
        instruction: STANDARD_ALL_CLEAR.de.instruction,
      },
      fr: { title: standardAllClearTitle(stormContent(), 'fr'), ...STANDARD_ALL_CLEAR.fr },
      it: {
        title: standardAllClearTitle(stormContent(), 'it'),
        description: 'Il temporale è passato.',
        instruction: STANDARD_ALL_CLEAR.it.instruction,
      },
    });
    expect(body?.content.texts).toEqual(stormContent().texts);
  });

  it('says in the all-clear dialog of an exercise that it is one, without the LIVE warning', async () => {
    openDetail(
      eventDetail({ state: 'ACTIVE', allowedActions: ['REQUEST_ALL_CLEAR'], operationMode: 'EXERCISE' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Entwarnung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwarnung für Ereignis 42 vorbereiten' });
    expect(dialog.querySelector('[data-exercise-notice]')).not.toBeNull();
    expect(dialog.querySelector('[data-live-warning]')).toBeNull();
  });

  it('names an all-clear title over the limit and does not send it', async () => {
    const { calls } = openDetail(eventDetail({ state: 'ACTIVE', allowedActions: ['REQUEST_ALL_CLEAR'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Entwarnung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwarnung für Ereignis 42 vorbereiten' });
    const title = within(dialog).getByRole('textbox', { name: /Titel der Entwarnung/ });
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(120));
    expect(within(dialog).getByText('Der Titel ist zu lang: höchstens 120 Zeichen')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwarnung einreichen' }));
    expect(actionCalls(calls)).toEqual([]);
  });

  it('rejects with the reason the author will read', async () => {
    const { calls } = openDetail(eventDetail(), {
      [`POST ${BASE}/actions/REJECT`]: () => eventDetail({ state: 'PREPARATION', allowedActions: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ereignis 42 zurückweisen' });
    const reject = within(dialog).getByRole('button', { name: 'Zurückweisen' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Gebiet zu gross');
    await userEvent.click(reject);
    await waitFor(() => expect(actionCalls(calls)[0]?.body).toEqual({ version: 3, note: 'Gebiet zu gross' }));
  });

  it('offers the author to withdraw a submission, not to reject it, and asks in those words', async () => {
    const { calls } = openDetail(eventDetail({ allowedActions: ['REJECT'], rejectIsWithdrawal: true }), {
      [`POST ${BASE}/actions/REJECT`]: () => eventDetail({ state: 'PREPARATION', allowedActions: [] }),
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Aktionen zum Ereignis' });
    expect(within(toolbar).queryByRole('button', { name: 'Zurückweisen' })).toBeNull();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einreichung von Ereignis 42 zurückziehen' });
    expect(within(dialog).queryByRole('button', { name: 'Zurückweisen' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Falsches Gebiet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    await waitFor(() => expect(actionCalls(calls)[0]?.body).toEqual({ version: 3, note: 'Falsches Gebiet' }));
  });

  it('names the event’s mode in the reject and the withdraw dialog, as in every other question', async () => {
    openDetail(eventDetail());
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückweisen' }));
    const live = await screen.findByRole('dialog', { name: 'Ereignis 42 zurückweisen' });
    expect(live.querySelector('[data-live-warning]')).not.toBeNull();
    cleanup();
    openDetail(
      eventDetail({ allowedActions: ['REJECT'], rejectIsWithdrawal: true, operationMode: 'EXERCISE' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    const exercise = await screen.findByRole('dialog', { name: 'Einreichung von Ereignis 42 zurückziehen' });
    expect(exercise.querySelector('[data-exercise-notice]')).not.toBeNull();
    expect(exercise.querySelector('[data-live-warning]')).toBeNull();
  });

  it('asks before Escape drops a typed reason: Stay keeps it, Discard closes and forgets it', async () => {
    const { calls } = openDetail(eventDetail());
    const toolbar = await screen.findByRole('toolbar', { name: 'Aktionen zum Ereignis' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zurückweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ereignis 42 zurückweisen' });
    const note = within(dialog).getByRole('textbox', { name: /Begründung/ });
    await userEvent.type(note, 'Gebiet zu gross');

    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Begründung verwerfen?' });
    const stay = within(question).getByRole('button', { name: 'Weiter bearbeiten' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    // A reflexive Enter keeps the reason.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(dialog).getByRole('textbox', { name: /Begründung/ }) as HTMLTextAreaElement).value).toBe(
      'Gebiet zu gross',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const again = await screen.findByRole('alertdialog', { name: 'Begründung verwerfen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verwerfen und schliessen' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ereignis 42 zurückweisen' })).toBeNull(),
    );
    expect(actionCalls(calls)).toEqual([]);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zurückweisen' }));
    const reopened = await screen.findByRole('dialog', { name: 'Ereignis 42 zurückweisen' });
    expect((within(reopened).getByRole('textbox', { name: /Begründung/ }) as HTMLTextAreaElement).value).toBe(
      '',
    );
    // Nothing typed, nothing to lose: Escape closes at once.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ereignis 42 zurückweisen' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers the Confederation its decision the moment the cantons’ deadline passes, without a reload or a poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const deadline = Date.now() + 3 * 60_000;
    // The server offers the national organisation the decision once the deadline has passed, not before.
    const pending = () =>
      eventDetail({
        state: 'APPROVAL_PENDING',
        owningState: 'BE',
        affectedStates: ['BE', 'SO'],
        awaitingApprovalFrom: ['SO'],
        nationalMayDecideAt: new Date(deadline).toISOString(),
        allowedActions: Date.now() >= deadline ? ['APPROVE', 'REJECT'] : [],
      });
    const server = fakeEventsApi({
      [`GET ${BASE}`]: pending,
      [`GET ${BASE}/history`]: () => [],
      [`GET ${BASE}/versions`]: () => [],
    });
    renderEventsPage(
      <Routes>
        <Route path="/events/:eventId" element={<EventDetailPage />} />
      </Routes>,
      { api: server.api, path: '/events/42', me: { userName: 'nat.operator', stateCode: 'CH' } },
    );
    await screen.findByRole('heading', { name: 'Ereignis 42: Schweres Gewitter in Zürich' });
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    const reads = () => server.calls.filter((c) => c.url === BASE).length;

    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000 - 1_000));
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('button', { name: 'Freigeben' })).toBeDefined();
    expect(reads()).toBe(2);
  });

  it('says where the Confederation decided in place of a canton whose deadline passed', async () => {
    const entry = (id: number, action: string, userName: string, detail: string) => ({
      id,
      at: '2026-11-23T15:30:00.000Z',
      userName,
      action,
      fromState: 'APPROVAL_PENDING',
      toState: { NATIONAL_APPROVE: 'ACTIVE', APPROVE: 'APPROVAL_PENDING' }[action] ?? 'PREPARATION',
      detail,
    });
    const history = [
      entry(10, 'WITHDRAW', 'be.operator', 'Falsches Gebiet'),
      entry(11, 'NATIONAL_REJECT', 'nat.operator', 'SO\nGebiet zu gross'),
      entry(12, 'NATIONAL_APPROVE', 'nat.operator', 'SO'),
      entry(13, 'NATIONAL_APPROVE', 'nat.operator', 'AG, JU, LU'),
      entry(14, 'APPROVE', 'so.operator', 'SO'),
    ];
    openDetail(
      eventDetail({
        state: 'ACTIVE',
        owningState: 'BE',
        affectedStates: ['BE', 'SO'],
        nationallyApprovedFor: ['SO'],
        allowedActions: [],
      }),
      { [`GET ${BASE}/history`]: () => history },
    );
    const timeline = await screen.findByLabelText('Verlauf');
    expect(await within(timeline).findAllByText('Vom Bund freigegeben')).toHaveLength(2);
    expect(within(timeline).getByText('Vom Bund zurückgewiesen')).toBeDefined();
    expect(within(timeline).getAllByText('Anstelle des Kantons Solothurn (Frist abgelaufen)')).toHaveLength(
      2,
    );
    expect(
      within(timeline).getByText('Anstelle der Kantone Aargau, Jura, Luzern (Frist abgelaufen)'),
    ).toBeDefined();
    expect(within(timeline).getByText('Für den Kanton Solothurn')).toBeDefined();
    expect(within(timeline).getByText('Begründung: Gebiet zu gross')).toBeDefined();
    expect(within(timeline).getByText('Einreichung zurückgezogen')).toBeDefined();
    expect(screen.getByText('Vom Bund freigegeben für')).toBeDefined();
    expect(screen.getByText('Solothurn (Frist der Kantone abgelaufen)')).toBeDefined();
    expect(screen.queryByText('Freigegeben von')).toBeNull();
  });

  it('shows on a correction how many seconds it took after the false alarm', async () => {
    openDetail(eventDetail({ correctionOf: 41, correctionSeconds: 97, state: 'ACTIVE', allowedActions: [] }));
    const seconds = 'Korrektur 97 Sekunden nach der Fehlalarm-Erklärung veröffentlicht';
    expect(await screen.findByText(seconds, { selector: '[data-correction-seconds]' })).toBeDefined();
    // The timeline ends with the same figure, after the publication it measures.
    await waitFor(() => expect(screen.getAllByText(seconds)).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Ereignis 41' }).getAttribute('href')).toBe('/events/41');
  });

  it('offers «Fehlalarm» on a published message but not on its correction, which is put right by an update', async () => {
    const published = {
      state: 'ACTIVE' as const,
      publishedAt: '2026-11-23T15:20:00.000Z',
      publishedVersions: 1,
      allowedActions: ['REQUEST_UPDATE' as const, 'REQUEST_ALL_CLEAR' as const],
    };
    const toolbarButtons = async () =>
      within(await screen.findByRole('toolbar', { name: 'Aktionen zum Ereignis' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    openDetail(eventDetail(published));
    expect(await toolbarButtons()).toContain('Fehlalarm');
    cleanup();

    openDetail(eventDetail({ ...published, correctionOf: 41 }));
    const offered = await toolbarButtons();
    expect(offered).not.toContain('Fehlalarm');
    expect(offered).toContain('Aktualisieren');
  });

  it('marks the words an update changed between two published versions', async () => {
    const first = stormContent();
    const second = stormContent({
      texts: {
        ...first.texts,
        de: { ...first.texts.de!, description: 'Hagel und Sturmböen bis 140 km/h ab 17 Uhr.' },
      },
    });
    openDetail(eventDetail({ state: 'ACTIVE', allowedActions: [], publishedVersions: 2 }), {
      [`GET ${BASE}/versions`]: () => [version(1, first), version(2, second)],
    });
    const diff = await screen.findByRole('region', { name: 'Änderungen zwischen zwei Versionen' });
    expect(diff.querySelector('del')?.textContent).toBe('120');
    expect(diff.querySelector('ins')?.textContent).toBe('140');
    expect(screen.getAllByRole('button', { name: /CAP-Meldung der Version/ })).toHaveLength(2);
  });

  it('shows the approver of an update what it changes against the published version, part by part', async () => {
    const published = stormContent();
    const pending = stormContent({
      texts: {
        ...published.texts,
        de: { ...published.texts.de!, description: 'Hagel und Sturmböen bis 140 km/h ab 17 Uhr.' },
      },
      area: { polygons: [], cantons: ['ZH', 'AG'] },
      channels: { ...published.channels, socialMedia: true },
    });
    openDetail(eventDetail({ state: 'UPDATE_PENDING', content: pending, publishedVersions: 1 }), {
      [`GET ${BASE}/versions`]: () => [version(1, published)],
    });
    const changes = await screen.findByRole('region', { name: 'Was die beantragte Aktualisierung ändert' });
    expect(within(changes).getByText('Gegenüber Version 1, die die Bevölkerung jetzt hat.')).toBeDefined();
    expect(
      within(changes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Deutsch']);
    expect(within(changes).getByText('Beschreibung')).toBeDefined();
    expect(within(changes).queryByText('Titel')).toBeNull();
    expect(within(changes).queryByText('Meldungsart')).toBeNull();
    expect([...changes.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['120']);
    expect([...changes.querySelectorAll('ins')].map((i) => i.textContent)).toEqual([
      '140',
      'Aargau',
      'Soziale Medien',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    const popup = await screen.findByRole('alertdialog', { name: 'LIVE an die Bevölkerung veröffentlichen' });
    expect(
      within(popup).getByText(
        /Gegenüber Version 1, die die Bevölkerung jetzt hat, geändert: Beschreibung \(Deutsch\), Gebiet, Kanäle\./,
      ),
    ).toBeDefined();
  });

  it('says so when a requested update changes nothing, and shows no changes outside an update', async () => {
    openDetail(eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1 }), {
      [`GET ${BASE}/versions`]: () => [version(1, stormContent())],
    });
    expect(
      await screen.findByText('Die Aktualisierung ändert nichts gegenüber der veröffentlichten Version.'),
    ).toBeDefined();
    cleanup();
    openDetail(eventDetail({ state: 'ACTIVE', allowedActions: [], publishedVersions: 1 }), {
      [`GET ${BASE}/versions`]: () => [version(1, stormContent())],
    });
    await screen.findByRole('button', { name: 'CAP-Meldung der Version 1 herunterladen' });
    expect(screen.queryByRole('region', { name: 'Was die beantragte Aktualisierung ändert' })).toBeNull();
  });

  it('lists the version that called the danger off as the all-clear, not as an update', async () => {
    const content = stormContent();
    openDetail(eventDetail({ state: 'ALL_CLEAR_ACTIVE', allowedActions: [], publishedVersions: 2 }), {
      [`GET ${BASE}/versions`]: () => [
        version(1, content),
        version(2, content, { state: 'ALL_CLEAR_ACTIVE' }),
      ],
    });
    await screen.findByRole('button', { name: 'CAP-Meldung der Version 2 herunterladen' });
    const kinds = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(kinds).toEqual(['Erstveröffentlichung', 'Entwarnung']);
  });

  it('says an event of another territory is not there, without its content', async () => {
    openDetail(eventDetail(), {
      [`GET ${BASE}`]: () => {
        throw notFoundError();
      },
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/gibt es nicht/),
    );
    expect(screen.queryByText('Schweres Gewitter in Zürich')).toBeNull();
  });

  it('leads an address that is no event number back to the list', async () => {
    const { router } = openDetail(eventDetail());
    await router.navigate('/events/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });
});
