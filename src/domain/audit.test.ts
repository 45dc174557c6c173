import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingKeys } from '../web/locales/testing/missingKeys.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDITED_RESOURCES, auditedResource, lowerCaseCode } from './audit.ts';
import { EVENT_ACTIONS } from './eventWorkflow.ts';
import { AUDIT_LABELS, auditlog } from './registry/auditlog.ts';
import { REGISTRY, valueLabelKey } from './registry/index.ts';
import { LABELLED_VALUES_CAP } from './registry/query.ts';
import { LANGUAGES, type Language } from './session.ts';
import { CONTACT_KINDS } from './templates.ts';
import { CATALOGUE_KINDS, PICTOGRAM_KINDS } from './textCatalogue.ts';
import { WAKEUP_ACTIONS } from './wakeupApi.ts';

const LISTS = [
  { codes: AUDIT_ACTIONS, labels: AUDIT_LABELS.actions },
  { codes: AUDIT_ENTITIES, labels: AUDIT_LABELS.entities },
] as const;

const localeFile = (language: Language) => join(import.meta.dirname, '../web/locales', `${language}.json`);

/** The text under a key of a language's locale file. */
function textOf(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
}

describe('audit codes', () => {
  it('are each written once', () => {
    for (const { codes } of LISTS) expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(LANGUAGES)('have a label in %s, and no two codes of a list the same one', (language) => {
    const catalogue: unknown = JSON.parse(readFileSync(localeFile(language), 'utf8'));
    for (const { codes, labels } of LISTS) {
      const keys = codes.map((code) => valueLabelKey(code, labels));
      expect(missingKeys(language, keys)).toEqual([]);
      const texts = keys.map((key) => textOf(catalogue, key));
      expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    }
  });

  it('are the values and labels of the audit log grid', () => {
    const column = (field: string) => auditlog.columns.find((c) => c.field === field);
    expect(column('action')).toMatchObject({
      type: 'enum',
      values: AUDIT_ACTIONS,
      valueLabels: AUDIT_LABELS.actions,
    });
    expect(column('entity')).toMatchObject({
      type: 'enum',
      values: AUDIT_ENTITIES,
      valueLabels: AUDIT_LABELS.entities,
    });
  });

  it('include every code composed at run time from a workflow step or a kind', () => {
    const composed = [
      ...EVENT_ACTIONS.map((action) => `event.${lowerCaseCode(action)}`),
      ...[...WAKEUP_ACTIONS, 'SEND', 'ESCALATE'].map((action) => `wakeup.${lowerCaseCode(action)}`),
      ...CATALOGUE_KINDS.flatMap((kind) => [`catalogue.${kind}.save`, `catalogue.${kind}.delete`]),
      ...PICTOGRAM_KINDS.flatMap((kind) => [`pictogram.${kind}.save`, `pictogram.${kind}.delete`]),
      ...CONTACT_KINDS.flatMap((kind) => [`contact.${kind}.save`, `contact.${kind}.delete`]),
    ];
    expect(composed.filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code))).toEqual([]);
  });

  it('include the key of every registry entry the data pages write', () => {
    const written = REGISTRY.filter(
      ({ permissions }) => permissions.create || permissions.edit || permissions.delete,
    ).map((entry) => entry.resource.key);
    expect(written.filter((key) => !(AUDITED_RESOURCES as readonly string[]).includes(key))).toEqual([]);
    expect(auditedResource('sirens')).toBe('sirens');
    expect(() => auditedResource('auditlog')).toThrow(/AUDITED_RESOURCES/);
  });

  it('fit, like every enum column, into one quick-search word of labelled values', () => {
    const sizes = REGISTRY.flatMap((entry) => entry.columns.map((c) => c.values?.length ?? 0));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(LABELLED_VALUES_CAP);
  });
});
