// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventTemplate } from '../../../../domain/eventApi.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { ApiError } from '../../../api/http.ts';
import { initI18n, switchLanguage } from '../../../i18n.ts';
import {
  content,
  detail,
  fakeEventsApi,
  REACH,
  renderEditorAt,
  ZURICH_SQUARE,
} from '../testing/editorTestSupport.tsx';
import { fakeLive } from '../testing/renderEventsPage.tsx';

const texts = (title: string, description: string, instructions: string[] = []) => ({
  title,
  description,
  impacts: [],
  instructions,
});

const STORM: EventTemplate = {
  id: 3,
  name: { de: 'Schweres Unwetter', fr: 'Fortes intempéries', it: 'Forte maltempo', en: 'Severe weather' },
  messageType: 'WARNING',
  eventType: 'SEVERE_WEATHER',
  usualSquareKilometres: 300,
  content: {
    ...content(),
    messageType: 'WARNING',
    eventType: 'SEVERE_WEATHER',
    texts: { de: texts('Unwetterwarnung', 'Heftige Gewitter mit Hagel.', ['Im Haus bleiben']) },
    pictograms: ['STAY_INDOORS'],
  },
};

const complete = content({
  messageType: 'ALARM',
  eventType: 'CHEMICAL_ACCIDENT',
  texts: {
    de: texts('Chemieunfall', 'Eine Gaswolke zieht über das Quartier.'),
    fr: texts('Accident chimique', 'Un nuage de gaz traverse le quartier.'),
    it: texts('Incidente chimico', 'Una nube di gas attraversa il quartiere.'),
  },
  area: { polygons: [{ shell: ZURICH_SQUARE, holes: [] }], cantons: [] },
  channels: { sirens: 'GENERAL_ALARM', publicApp: true, icaro: false, socialMedia: false },
});

/** What assistive technology reads beside a field: its description, or null when it has none. */
function descriptionOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const text = ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  return text || null;
}

// The whole editor renders at once; on a busy machine that can take longer than Testing Library's 1 s.
const LOADED = { timeout: 5000 };

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  // Each test starts without the drafts a test before left in this browser.
  localStorage.clear();
});

// German says 17:00, French 18h00, Italian 17.00: the languages disagree on the time.
const differing = {
  ...complete,
  texts: {
    ...complete.texts,
    de: texts('Chemieunfall', 'Bleiben Sie bis 17:00 Uhr im Haus.'),
    fr: texts('Accident chimique', 'Restez à l’intérieur jusqu’à 18h00.'),
    it: texts('Incidente chimico', 'Restate in casa fino alle 17.00.'),
  },
};

describe('new event and event editor', () => {
  it('creates the event from the chosen template and opens it with the template texts filled in', async () => {
    const prefilled = detail({
      content: { ...STORM.content, area: { polygons: [], cantons: [] }, validFrom: null, validUntil: null },
    });
    const { api, calls } = fakeEventsApi({ event: prefilled, templates: [STORM] });
    const { router } = renderEditorAt('/events/newEventFromHomeWithTemplateSelection', api);

    await userEvent.click(await screen.findByRole('button', { name: /Schweres Unwetter/ }, LOADED));

    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7/edit'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      templateId: 3,
      content: { primaryLanguage: 'de' },
    });
    expect(await screen.findByRole('textbox', { name: /Titel/ }, LOADED)).toHaveProperty(
      'value',
      'Unwetterwarnung',
    );
    expect(screen.getByRole('radio', { name: /Warnung/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Anweisung 1' })).toHaveProperty('value', 'Im Haus bleiben');
  });

  it('flags the French tab when its texts are missing and refuses to submit, naming the problem', async () => {
    const draft = detail({
      content: { ...complete, texts: { de: complete.texts.de, it: complete.texts.it } },
    });
    const { api, calls } = fakeEventsApi({ event: draft });
    renderEditorAt('/events/7/edit', api);

    expect(await screen.findByRole('tab', { name: /Français – Texte fehlen/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Italiano' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zur Freigabe einreichen' }));

    const alert = await screen.findByRole('alert', {
      name: 'Das Ereignis kann noch nicht eingereicht werden',
    });
    expect(within(alert).getByText('Français: Der Titel fehlt')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/Français/);
    expect(calls.some((c) => c.url.includes('/actions/'))).toBe(false);
  });

  it('keeps German, French and Italian in the message; a draft without Italian is refused until it is added', async () => {
    const draft = detail({
      content: {
        ...complete,
        languages: ['de', 'fr'],
        texts: { de: complete.texts.de, fr: complete.texts.fr },
      },
    });
    const { api, calls } = fakeEventsApi({ event: draft });
    renderEditorAt('/events/7/edit', api);

    const french = await screen.findByRole('checkbox', { name: 'Français' }, LOADED);
    expect(french).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'English' })).toHaveProperty('disabled', false);
    const italian = screen.getByRole('checkbox', { name: 'Italiano' });
    expect(italian).toHaveProperty('checked', false);
    await userEvent.click(screen.getByRole('button', { name: 'Zur Freigabe einreichen' }));
    const alert = await screen.findByRole('alert', {
      name: 'Das Ereignis kann noch nicht eingereicht werden',
    });
    expect(within(alert).getByText(/^Italienisch fehlt: Jede Meldung wird auf Deutsch/)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/actions/'))).toBe(false);

    await userEvent.click(italian);
    expect(italian).toHaveProperty('checked', true);
    expect(italian).toHaveProperty('disabled', true);
  });

  it('warns when the languages give different times', async () => {
    const { api } = fakeEventsApi({ event: detail({ content: differing }) });
    renderEditorAt('/events/7/edit', api);

    expect(
      await screen.findByText(
        /Deutsch \/ Français: unterschiedliche Zahlen oder Zeiten \(17:00, 18h00\)/,
        undefined,
        LOADED,
      ),
    ).toBeTruthy();
  });

  it('shows the reach before submitting and submits the saved version once the operator confirms', async () => {
    const { api, calls } = fakeEventsApi({ event: detail({ content: complete }) });
    const { router } = renderEditorAt('/events/7/edit', api);

    const title = await screen.findByRole('textbox', { name: /Titel/ }, LOADED);
    await userEvent.type(title, ' Zürich-Nord');
    await userEvent.click(screen.getByRole('button', { name: 'Zur Freigabe einreichen' }));

    const popup = await screen.findByRole('alertdialog', { name: 'LIVE-Meldung zur Freigabe einreichen?' });
    expect(within(popup).getByText(/Erreichte Kantone: Zürich/)).toBeTruthy();
    expect(within(popup).getByText(/Sirenen: 12, Signal: Allgemeiner Alarm \(ZH 12\)/)).toBeTruthy();
    expect(within(popup).getByText(/getippte Bestätigung: ein Alarm im LIVE-Betrieb/)).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Zur Freigabe einreichen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
    const saved = calls.find((c) => c.method === 'PUT');
    expect(saved?.body).toMatchObject({
      version: 1,
      content: { texts: { de: { title: 'Chemieunfall Zürich-Nord' } } },
    });
    expect(calls.find((c) => c.url.endsWith('/actions/SUBMIT'))?.body).toEqual({ version: 2 });
  });

  it('names in the submit question each chosen channel that will not carry the message', async () => {
    const reach = {
      ...REACH,
      channels: ['PUBLIC_APP' as const],
      sirens: { ...REACH.sirens, signal: null },
      channelOutages: [{ channel: 'ALERTSWISS' as const, state: 'DISABLED' as const }],
    };
    const { api } = fakeEventsApi({ event: detail({ content: complete }), reach });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe einreichen' }, LOADED));
    const popup = await screen.findByRole('alertdialog', { name: 'LIVE-Meldung zur Freigabe einreichen?' });
    expect(
      within(popup).getByText('Alertswiss ist ausgeschaltet: App und Website erhalten nichts.'),
    ).toBeTruthy();
    expect(within(popup).getByText(/Auslösende Kanäle: keiner/)).toBeTruthy();
  });

  it('names in the submit question, in the console’s language, the cantons that decide on an area beyond the own', async () => {
    const event = detail({ content: complete, owningState: 'BE' });
    const intoSolothurn = { ...REACH, cantons: ['BE', 'SO'], owningState: 'BE' };
    const { api } = fakeEventsApi({ event, reach: intoSolothurn });
    await switchLanguage('fr');
    try {
      renderEditorAt('/events/7/edit', api);
      await userEvent.click(await screen.findByRole('button', { name: 'Soumettre pour validation' }, LOADED));
      const popup = await screen.findByRole('alertdialog', {
        name: 'Soumettre le message LIVE pour validation\u00a0?',
      });
      expect(popup.textContent).toContain(
        'La zone dépasse votre canton\u00a0: c’est Soleure qui décide. Le message est diffusé dès qu’une personne de ce canton le valide\u00a0; sans décision de sa part dans les 10 minutes, la Confédération peut décider à sa place.',
      );
      expect(popup.textContent).not.toContain('deuxième personne');
    } finally {
      await switchLanguage('de');
    }
  });

  it('tells the author of an area within the own canton that a second person approves', async () => {
    const { api } = fakeEventsApi({ event: detail({ content: complete }) });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe einreichen' }, LOADED));
    const popup = await screen.findByRole('alertdialog', { name: 'LIVE-Meldung zur Freigabe einreichen?' });
    expect(popup.textContent).toContain(
      'Eine zweite Person muss freigeben, bevor die Meldung verbreitet wird (Vier-Augen-Prinzip).',
    );
    expect(popup.textContent).not.toMatch(/entscheide/);
  });

  it('asks for an update as the approver will: no siren sounds, and each place where the languages disagree', async () => {
    const active = detail({
      content: differing,
      state: 'ACTIVE',
      publishedVersions: 1,
      allowedActions: ['REQUEST_UPDATE'],
    });
    const { api, calls } = fakeEventsApi({ event: active });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Aktualisierung einreichen' }, LOADED));

    const popup = await screen.findByRole('alertdialog', {
      name: 'Aktualisierung der LIVE-Meldung einreichen?',
    });
    expect(within(popup).getByText(/Sirenen: keine/)).toBeTruthy();
    expect(within(popup).queryByText(/Sirenen: 12/)).toBeNull();
    expect(popup.textContent).toContain('Auslösende Kanäle: Alertswiss-App und -Website');
    expect(popup.textContent).not.toMatch(/Auslösende Kanäle:[^\n]*Sirenen/);
    expect(within(popup).getByText(/Sirenen ertönen nur bei der ersten Meldung/)).toBeTruthy();
    // The mismatch itself, as the approver reads it, not merely how many there are.
    const warnings = popup.querySelector('[data-confirm-warnings]');
    expect(warnings?.textContent).toContain(
      'Die Sprachen stimmen nicht überein – Deutsch / Français: unterschiedliche Zahlen oder Zeiten (17:00, 18h00)',
    );
    expect(within(popup).queryByText(/stimmen in 1 Punkt nicht überein/)).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Aktualisierung einreichen' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/actions/REQUEST_UPDATE'))).toBe(true));
  });

  it('says in the update question that sirens do not sound for an update, not that they are out', async () => {
    const onlySirens = { ...complete, channels: { ...complete.channels, publicApp: false } };
    const active = detail({
      content: onlySirens,
      state: 'ACTIVE',
      publishedVersions: 1,
      allowedActions: ['REQUEST_UPDATE'],
    });
    const { api } = fakeEventsApi({ event: active, reach: { ...REACH, channels: ['SIRENS'] } });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Aktualisierung einreichen' }, LOADED));

    const popup = await screen.findByRole('alertdialog', {
      name: 'Aktualisierung der LIVE-Meldung einreichen?',
    });
    expect(popup.textContent).toContain(
      'Auslösende Kanäle: keiner – Sirenen ertönen bei einer Aktualisierung nicht\n',
    );
    expect(popup.textContent).not.toContain('ausgefallen oder ausgeschaltet');
  });

  it('writes the area and the counts of the reach in Swiss numbers', async () => {
    const wide = {
      ...REACH,
      areaSquareKilometres: 1724.07,
      municipalities: { count: 2101, names: ['Zürich'] },
      sirens: { total: 5012, byState: { ZH: 1234, BE: 3778 }, signal: 'GENERAL_ALARM' as const },
    };
    const { api } = fakeEventsApi({ event: detail({ content: complete }), reach: wide });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe einreichen' }, LOADED));

    const popup = await screen.findByRole('alertdialog', { name: 'LIVE-Meldung zur Freigabe einreichen?' });
    // The console's Swiss style, whatever ICU writes as the apostrophe (' or ’).
    expect(popup.textContent).toMatch(/Gebiet: 1['’]724\.07 km²/);
    expect(popup.textContent).toMatch(/Gemeinden \(2['’]101\): Zürich/);
    expect(popup.textContent).toMatch(
      /Sirenen: 5['’]012, Signal: Allgemeiner Alarm \(ZH 1['’]234, BE 3['’]778\)/,
    );
    expect(popup.textContent).not.toContain('1.724,07');
  });

  it('says beside each channel that is out or switched off what that means, and follows the live status', async () => {
    const status: SystemStatus = {
      centralEccAvailable: true,
      sirenAlarmAvailable: true,
      channels: {
        ICARO: 'DISABLED',
        SIRENS: 'AVAILABLE',
        ALERTSWISS: 'DISABLED',
        KSP_SYNC: 'AVAILABLE',
        TWITTER: 'UNAVAILABLE',
      },
    };
    const live = fakeLive();
    const server = { event: detail({ content: complete }), systemStatus: status };
    const { api } = fakeEventsApi(server);
    renderEditorAt('/events/7/edit', api, undefined, live.channel);

    const app = await screen.findByRole('checkbox', { name: 'Alertswiss-App und -Website' }, LOADED);
    const sirens = screen.getByRole('combobox', { name: 'Sirenen im Gebiet' });
    await waitFor(() =>
      expect(descriptionOf(app)).toBe('Alertswiss ist ausgeschaltet: App und Website erhalten nichts.'),
    );
    expect(descriptionOf(screen.getByRole('checkbox', { name: 'Radio (ICARO)' }))).toBe(
      'Radio (ICARO) ist ausgeschaltet: Die Radiosender erhalten nichts.',
    );
    // Not chosen, but the operator sees it before choosing it.
    expect(descriptionOf(screen.getByRole('checkbox', { name: 'Soziale Medien' }))).toBe(
      'Soziale Medien nicht verfügbar: Es wird nichts gepostet.',
    );
    expect(descriptionOf(sirens)).toBeNull();

    // The device network fails and Alertswiss is switched on: the server says so on its `system` topic.
    server.systemStatus = {
      ...status,
      channels: { ...status.channels, SIRENS: 'UNAVAILABLE', ALERTSWISS: 'AVAILABLE' },
    };
    act(() => live.send(server.systemStatus));
    await waitFor(() =>
      expect(descriptionOf(sirens)).toBe('Die Sirenen ertönen nicht: Gerätenetz nicht verfügbar.'),
    );
    expect(descriptionOf(app)).toBeNull();
  });

  it('says nothing of channel outages in an exercise, which reaches no channel anyway', async () => {
    const allOff: SystemStatus = {
      centralEccAvailable: true,
      sirenAlarmAvailable: true,
      channels: {
        ICARO: 'DISABLED',
        SIRENS: 'UNAVAILABLE',
        ALERTSWISS: 'DISABLED',
        KSP_SYNC: 'UNAVAILABLE',
        TWITTER: 'DISABLED',
      },
    };
    const exercise = detail({ content: complete, operationMode: 'EXERCISE' });
    const { api, calls } = fakeEventsApi({ event: exercise, systemStatus: allOff });
    renderEditorAt('/events/7/edit', api, undefined, fakeLive().channel);

    const app = await screen.findByRole('checkbox', { name: 'Alertswiss-App und -Website' }, LOADED);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/scc/system/status')).toBe(true));
    expect(descriptionOf(app)).toBeNull();
    expect(descriptionOf(screen.getByRole('combobox', { name: 'Sirenen im Gebiet' }))).toBeNull();
    expect(screen.queryByText(/ausgeschaltet|nicht verfügbar/)).toBeNull();
  });

  it('does not keep an instruction row left blank in every language when saving', async () => {
    const { api, calls } = fakeEventsApi({ event: detail({ content: complete }) });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Anweisung hinzufügen' }, LOADED));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anweisung 1' }), 'Im Haus bleiben');
    await userEvent.click(screen.getByRole('button', { name: 'Anweisung hinzufügen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anweisung 2' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const saved = calls.find((c) => c.method === 'PUT')?.body as { content: EventContent };
    expect(saved.content.texts.de?.instructions).toEqual(['Im Haus bleiben']);
    // Instruction 1 is one in every language: French keeps its place, still to be written.
    expect(saved.content.texts.fr?.instructions).toEqual(['']);
    expect(saved.content.pictograms).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Anweisung 2' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Anweisung 1' })).toHaveProperty('value', 'Im Haus bleiben');
  });

  it.each([
    ['LIVE', 'LIVE-Meldung zur Freigabe einreichen?', 'Zurück zur Bearbeitung'],
    ['EXERCISE', 'ÜBUNGS-Meldung zur Freigabe einreichen?', 'Zur Freigabe einreichen'],
  ] as const)('starts the %s submit question (“%s”) on “%s”', async (mode, title, focused) => {
    const { api, calls } = fakeEventsApi({ event: detail({ content: complete, operationMode: mode }) });
    renderEditorAt('/events/7/edit', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe einreichen' }, LOADED));
    const popup = await screen.findByRole('alertdialog', { name: title });
    const button = within(popup).getByRole('button', { name: focused });
    await waitFor(() => expect(document.activeElement).toBe(button));
    if (mode === 'LIVE') {
      // A reflexive Enter goes back to editing: nothing is submitted.
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(calls.some((c) => c.url.includes('/actions/'))).toBe(false);
    }
  });

  it('says clearly when someone else saved the event meanwhile and reloads it on request', async () => {
    const conflict = new ApiError(409, {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      messageKey: 'events.errors.conflict',
    });
    const { api, calls } = fakeEventsApi({ event: detail({ content: complete }), saveError: conflict });
    renderEditorAt('/events/7/edit', api);

    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }, LOADED), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const popup = await screen.findByRole('alertdialog', { name: 'Das Ereignis wurde inzwischen geändert' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Ereignis neu laden' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Titel/ })).toHaveProperty('value', 'Chemieunfall'),
    );
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/ecc/events/7')).toHaveLength(2);
  });

  it('keeps typed text over a reload until the server accepts it, then forgets it', async () => {
    const { api } = fakeEventsApi({ event: detail({ content: complete }) });
    renderEditorAt('/events/7/edit', api);
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }, LOADED), ' Nord');
    cleanup();

    renderEditorAt('/events/7/edit', api);
    const title = await screen.findByRole('textbox', { name: /Titel/ }, LOADED);
    expect(title).toHaveProperty('value', 'Chemieunfall Nord');
    expect(screen.getByText('Ungespeicherte Eingaben wiederhergestellt')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true),
    );
    cleanup();

    renderEditorAt('/events/7/edit', api);
    expect(await screen.findByRole('textbox', { name: /Titel/ }, LOADED)).toHaveProperty(
      'value',
      'Chemieunfall Nord',
    );
    expect(screen.queryByText('Ungespeicherte Eingaben wiederhergestellt')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when the operator wants to keep editing', async () => {
    const { api } = fakeEventsApi({ event: detail({ content: complete }) });
    const { router } = renderEditorAt('/events/7/edit', api);

    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }, LOADED), ' Nord');
    await userEvent.click(screen.getByRole('link', { name: 'Zum Ereignis' }));
    const question = await screen.findByRole('alertdialog', { name: 'Ereignis ohne Speichern verlassen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(router.state.location.pathname).toBe('/events/7/edit');
    expect(screen.getByRole('textbox', { name: /Titel/ })).toHaveProperty('value', 'Chemieunfall Nord');

    await userEvent.click(screen.getByRole('link', { name: 'Zum Ereignis' }));
    const again = await screen.findByRole('alertdialog', { name: 'Ereignis ohne Speichern verlassen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verwerfen und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
  });

  it('starts a blank event in the primary language chosen, and refuses a national one to a cantonal operator', async () => {
    const { api, calls } = fakeEventsApi({ event: detail() });
    const { router } = renderEditorAt('/events/newEventFromHome', api);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Hauptsprache' }, LOADED));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ereignis beginnen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7/edit'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      national: false,
      content: { primaryLanguage: 'fr', texts: {}, area: { polygons: [], cantons: [] } },
    });
    cleanup();

    renderEditorAt('/events/newNationalEventFromHome', fakeEventsApi({ event: detail() }).api);
    expect((await screen.findByRole('alert')).textContent).toMatch(/nationale Ereignisse zu bearbeiten/);
    expect(screen.queryByRole('button', { name: 'Ereignis beginnen' })).toBeNull();
  });

  it('fills an empty instruction with the standard text of its pictogram in every language sent', async () => {
    const oneEmptyInstruction = content({
      languages: ['de', 'fr'],
      texts: { de: texts('Brand', 'Rauch', ['']), fr: texts('Incendie', 'Fumée', ['']) },
      pictograms: [null],
    });
    const { api } = fakeEventsApi({ event: detail({ content: oneEmptyInstruction }) });
    renderEditorAt('/events/7/edit', api);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Piktogramm zu Anweisung 1' }, LOADED));
    await userEvent.click(await screen.findByRole('option', { name: 'Radio hören' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Anweisung 1' })).toHaveProperty('value', 'Radio hören'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Français' }));
    expect(screen.getByRole('textbox', { name: 'Anweisung 1' })).toHaveProperty('value', 'Écouter la radio');
  });
});
