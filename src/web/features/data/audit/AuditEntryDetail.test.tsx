// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../i18n.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import type { Row } from '../resourceApi.ts';
import { AuditEntryDetail } from './AuditEntryDetail.tsx';

const sirenEdited: Row = {
  id: 17,
  at: '2026-11-23T13:02:31.456Z',
  userName: 'admin',
  organisation: 'BABS',
  stateCode: null,
  action: 'updated',
  entity: 'sirens',
  entityId: '42',
  before: {
    id: 42,
    code: 'ZH-0042',
    name: 'Kloten Schulhaus',
    modelId: 8,
    modelName: 'KSM 660',
    operationalState: 'OPERATIONAL',
    waterAlarm: false,
    commissionedOn: '2019-05-01',
    remark: null,
    updatedAt: '2026-01-10T08:00:00.000Z',
    version: 3,
  },
  after: {
    id: 42,
    code: 'ZH-0042',
    name: 'Kloten Schulhaus',
    modelId: 8,
    modelName: 'KSM 660',
    operationalState: 'MAINTENANCE',
    waterAlarm: true,
    commissionedOn: '2019-05-01',
    remark: 'Motor revidiert',
    updatedAt: '2026-11-23T13:02:31.000Z',
    version: 4,
  },
  requestId: 'req-7f3a',
};

function renderDetail(row: Row) {
  const onClose = vi.fn();
  renderInConsole(<AuditEntryDetail row={row} title={`Audit-Protokoll – ${row.id}`} onClose={onClose} />);
  return { onClose };
}

/** Each row of the comparison: the field, then the before and after texts. */
function comparison(name = 'Felder vorher und nachher') {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      ...within(row)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent),
      ...within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(async () => {
  cleanup();
  await switchLanguage('de');
});

describe('an audit log entry', () => {
  it('says who did what when, and shows only the changed fields by their labels, formatted', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDetail(sirenEdited);
    const dialog = await screen.findByRole('dialog', { name: 'Audit-Protokoll – 17' });
    const summary = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(summary).toEqual([
      ['Zeitpunkt', '23.11.2026 14:02:31'],
      ['Benutzer', 'admin'],
      ['Organisation', 'BABS'],
      ['Aktion', 'Geändert'],
      ['Objekt', 'Stationäre Sirene'],
      ['Objekt-ID', '42'],
      ['Anfrage-ID', 'req-7f3a'],
    ]);
    // The row's version stamp is no change an administrator reads: left out.
    expect(within(dialog).getByText('4 Felder geändert')).toBeTruthy();
    expect(comparison()).toEqual([
      ['Betriebszustand', 'Betriebsbereit', 'Wartung'],
      ['Wasseralarm', 'Nein', 'Ja'],
      ['Bemerkung', 'leer', 'Motor revidiert'],
      ['Geändert am', '10.01.2026 09:00:00', '23.11.2026 14:02:31'],
    ]);

    await user.click(within(dialog).getByRole('switch', { name: 'Auch die 6 unveränderten Felder zeigen' }));
    expect(comparison().slice(4)).toEqual([
      ['Unverändert'],
      ['ID', '42', '42'],
      ['Kennung', 'ZH-0042', 'ZH-0042'],
      ['Name', 'Kloten Schulhaus', 'Kloten Schulhaus'],
      // The reference and its name share a label: their technical names tell them apart.
      ['Sirenentyp (modelId)', '8', '8'],
      ['Sirenentyp (modelName)', 'KSM 660', 'KSM 660'],
      ['In Betrieb seit', '01.05.2019', '01.05.2019'],
    ]);
    // The footer's button, named like the title bar's close icon.
    await user.click(within(dialog).getAllByRole('button', { name: 'Schliessen' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a siren alarm’s trigger against nothing, nested fields by path and lists joined', async () => {
    renderDetail({
      ...sirenEdited,
      action: 'triggered',
      entity: 'siren_alarm',
      entityId: '5',
      before: null,
      after: {
        id: 5,
        signal: 'GENERAL_ALARM',
        target: { kind: 'groups', groupIds: [3, 4] },
        stateCodes: ['AG', 'ZH'],
        repeatOf: null,
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sirenenalarm ausgelöst')).toBeTruthy();
    expect(comparison()).toEqual([
      ['id', 'leer', '5'],
      ['signal', 'leer', 'GENERAL_ALARM'],
      ['target.kind', 'leer', 'groups'],
      ['target.groupIds', 'leer', '3, 4'],
      ['stateCodes', 'leer', 'AG, ZH'],
    ]);
  });

  it('shows a template’s links, contacts and an area’s points as text by their names, never as JSON', async () => {
    const hotline = { name: 'Hotline', phone: '+41 44 000 00 00', email: '' };
    const link = { label: 'Stadt Zürich', url: 'https://www.stadt-zuerich.ch/sturm' };
    const shell = [
      [2681000, 1246000],
      [2685000, 1246000],
      [2685000, 1250000],
    ];
    renderDetail({
      ...sirenEdited,
      action: 'template.save',
      entity: 'event_template',
      entityId: '3',
      before: { content: { links: [], contacts: [hotline], area: { polygons: [] } } },
      after: {
        content: { links: [link], contacts: [hotline], area: { polygons: [{ shell, holes: [] }] } },
      },
    });
    const dialog = await screen.findByRole('dialog');
    // In the editor's order: the area before the links.
    expect(comparison()).toEqual([
      ['Gebiet: Polygon 1', 'leer', '(2681000, 1246000), (2685000, 1246000), (2685000, 1250000)'],
      ['Text von Link 1', 'leer', 'Stadt Zürich'],
      ['Adresse von Link 1', 'leer', 'https://www.stadt-zuerich.ch/sturm'],
    ]);
    await userEvent.click(within(dialog).getByRole('switch'));
    expect(comparison().slice(4)).toEqual([
      ['Gebiet: Löcher in Polygon 1', 'leer', 'leer'],
      ['Name von Kontakt 1', 'Hotline', 'Hotline'],
      ['Telefon von Kontakt 1', '+41 44 000 00 00', '+41 44 000 00 00'],
      ['E-Mail von Kontakt 1', 'leer', 'leer'],
    ]);
    expect(dialog.textContent).not.toMatch(/[[{]"/);
  });

  it('says so when nothing was recorded, and keeps an unknown code as written', async () => {
    renderDetail({ ...sirenEdited, action: 'LOGOUT', entity: 'application_user', before: null, after: null });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Zu diesem Eintrag ist nichts vorher oder nachher gespeichert.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('LOGOUT')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('writes times to the second as in the log’s grid, in every language, always in Swiss time', async () => {
    await switchLanguage('fr');
    renderDetail(sirenEdited);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('4 champs modifiés')).toBeTruthy();
    expect(comparison('Champs avant et après')[3]).toEqual([
      'Modifié le',
      '10.01.2026 09:00:00',
      '23.11.2026 14:02:31',
    ]);
  });

  it('names an event’s fields in words, lists its instructions one per line, and leaves its save counter out', async () => {
    const texts = (instructions: string[]) => ({
      de: { title: 'Sturm', description: '', impacts: [], instructions },
      fr: { title: 'Tempête', description: '', impacts: [], instructions: [] },
    });
    const event = (version: number, instructions: string[], messageType: string) => ({
      id: 8,
      state: 'PREPARATION',
      version,
      messageType,
      title: { de: 'Sturm', fr: 'Tempête' },
      content: { messageType, primaryLanguage: 'de', texts: texts(instructions), area: { cantons: ['BE'] } },
    });
    renderDetail({
      ...sirenEdited,
      action: 'event.save',
      entity: 'event',
      entityId: '8',
      before: event(1, ['Bleiben Sie in Gebäuden.'], 'INFORMATION'),
      after: event(2, ['Bleiben Sie in Gebäuden.', 'Meiden Sie den Wald.'], 'WARNING'),
    });
    const dialog = await screen.findByRole('dialog');
    // The title kept beside the texts, and the message type beside the content's, show once.
    expect(within(dialog).getByText('2 Felder geändert')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    const instructions = within(table).getByRole('rowheader', { name: 'Verhaltensanweisungen (Deutsch)' });
    const [before, after] = within(instructions.closest('tr')!).getAllByRole('cell');
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bleiben Sie in Gebäuden.', 'Meiden Sie den Wald.']);
    expect(within(before!).getAllByRole('listitem')).toHaveLength(1);
    expect(comparison()[0]).toEqual(['Meldungstyp', 'Information', 'Warnung']);
    await userEvent.click(within(dialog).getByRole('switch'));
    expect(comparison().map(([field]) => field)).toEqual([
      'Meldungstyp',
      'Verhaltensanweisungen (Deutsch)',
      'Unverändert',
      'ID',
      'Status',
      'Hauptsprache',
      // The texts of one language together, as in the editor.
      'Titel (Deutsch)',
      'Beschreibung (Deutsch)',
      'Auswirkungen (Deutsch)',
      'Titel (Französisch)',
      'Beschreibung (Französisch)',
      'Auswirkungen (Französisch)',
      'Verhaltensanweisungen (Französisch)',
      'Gebiet: ganze Kantone',
    ]);
    expect(dialog.textContent).not.toContain('version');
  });

  it('names the version a publication sent out, which is no edit stamp', async () => {
    renderDetail({
      ...sirenEdited,
      action: 'event.published',
      entity: 'event',
      entityId: '8',
      before: null,
      after: { version: 2, identifier: 'ch.alert.console.event.8.v2', messageType: 'ALARM' },
    });
    await screen.findByRole('dialog');
    expect(comparison()).toEqual([
      ['Publizierte Version', 'leer', '2'],
      ['CAP-Kennung', 'leer', 'ch.alert.console.event.8.v2'],
      ['Meldungstyp', 'leer', 'Alarm'],
    ]);
  });
});
