import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges.ts';

describe('the changes of an audit entry', () => {
  it('puts the changed fields first, each group in the record’s order', () => {
    const changes = auditChanges(
      { id: 7, name: 'Aarau', remark: null, version: 3 },
      { id: 7, name: 'Aarau Süd', remark: 'verlegt', version: 4 },
    );
    expect(changes.map((c) => [c.field, c.changed])).toEqual([
      ['name', true],
      ['remark', true],
      ['version', true],
      ['id', false],
    ]);
    expect(changes[0]).toMatchObject({ before: 'Aarau', after: 'Aarau Süd' });
  });

  it('opens nested records by path and compares lists whole', () => {
    const changes = auditChanges(
      { content: { channels: { sirens: null, publicApp: true } }, stateCodes: ['ZH', 'AG'] },
      { content: { channels: { sirens: 'GENERAL_ALARM', publicApp: true } }, stateCodes: ['ZH', 'AG'] },
    );
    expect(changes.map((c) => [c.field, c.changed])).toEqual([
      ['content.channels.sirens', true],
      ['content.channels.publicApp', false],
      ['stateCodes', false],
    ]);
  });

  it('shows a creation and a deletion against nothing, and a field missing on one side as empty', () => {
    expect(auditChanges(null, { id: 1, signal: 'GENERAL_ALARM' })).toEqual([
      { field: 'id', before: undefined, after: 1, changed: true },
      { field: 'signal', before: undefined, after: 'GENERAL_ALARM', changed: true },
    ]);
    expect(auditChanges({ id: 1 }, null)).toEqual([
      { field: 'id', before: 1, after: undefined, changed: true },
    ]);
    expect(auditChanges({ a: null }, { b: null })).toEqual([
      { field: 'a', before: null, after: undefined, changed: false },
      { field: 'b', before: undefined, after: null, changed: false },
    ]);
  });

  it('opens lists of records item by item, from 1, so a link added or changed shows as its own fields', () => {
    const stadt = { label: 'Stadt Zürich', url: 'https://www.stadt-zuerich.ch' };
    const changes = auditChanges(
      { content: { links: [stadt], contacts: [] } },
      {
        content: {
          links: [
            { ...stadt, url: 'https://www.stadt-zuerich.ch/sturm' },
            { label: 'Kanton', url: 'https://zh.ch' },
          ],
          contacts: [{ name: 'Hotline', phone: '+41 44 000 00 00' }],
        },
      },
    );
    expect(changes.map((c) => [c.field, c.before, c.after, c.changed])).toEqual([
      ['content.links.1.url', stadt.url, 'https://www.stadt-zuerich.ch/sturm', true],
      ['content.links.2.label', undefined, 'Kanton', true],
      ['content.links.2.url', undefined, 'https://zh.ch', true],
      // No contacts before: the new contact's fields, not an empty list beside them.
      ['content.contacts.1.name', undefined, 'Hotline', true],
      ['content.contacts.1.phone', undefined, '+41 44 000 00 00', true],
      ['content.links.1.label', 'Stadt Zürich', 'Stadt Zürich', false],
    ]);
  });

  it('counts nothing, an empty text and an empty list as the same empty value, not as a change', () => {
    expect(auditChanges({ url: { de: '', fr: '' }, links: [] }, { url: { de: 'https://a.ch' } })).toEqual([
      { field: 'url.de', before: '', after: 'https://a.ch', changed: true },
      { field: 'url.fr', before: '', after: undefined, changed: false },
      { field: 'links', before: [], after: undefined, changed: false },
    ]);
  });

  it('gives a record of a single value one unnamed field, and no record no field', () => {
    expect(auditChanges(null, ['ZH', 'BE'])).toEqual([
      { field: '', before: undefined, after: ['ZH', 'BE'], changed: true },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
