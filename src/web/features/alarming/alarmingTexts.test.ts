import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALARM_TASK_STATUSES,
  ALARMING_PROBLEMS,
  SIREN_BEARERS,
  SIREN_RESULT_STATES,
  SIREN_SIGNALS,
} from '../../../domain/alarming.ts';
import { LANGUAGES, OPERATION_MODES } from '../../../domain/session.ts';
import { initI18n, textsIn } from '../../i18n.ts';
import { missingKeys, usedKeys } from '../../locales/testing/missingKeys.ts';
import { sirenColumns } from './detail/sirenColumns.ts';
import { SKIP_REASONS, skipReasonText } from './skipReasons.ts';
import { TARGET_KINDS } from './trigger/targetDraft.ts';

const FOLDERS = ['', 'list', 'trigger', 'detail'].map((folder) => join(import.meta.dirname, folder));

/** Every whole key written in the sources, plus the keys built from codes. */
const keys = usedKeys(
  FOLDERS,
  ['alarming', 'ui', 'menu'],
  [
    ...SIREN_SIGNALS.map((signal) => `alarming.signals.${signal}`),
    ...ALARM_TASK_STATUSES.map((status) => `alarming.status.${status}`),
    ...SIREN_RESULT_STATES.map((state) => `alarming.states.${state}`),
    ...[...SIREN_BEARERS, 'none'].map((bearer) => `alarming.bearers.${bearer}`),
    ...TARGET_KINDS.flatMap((kind) => [`alarming.target.${kind}`, `alarming.trigger.empty.${kind}`]),
    ...['number', 'signal', 'status', 'target', 'totals', 'startedBy', 'startedAt'].map(
      (column) => `alarming.list.columns.${column}`,
    ),
    ...[
      'canton',
      'sirenCode',
      'sirenName',
      'municipality',
      'state',
      'faultCode',
      'bearer',
      'attempts',
      'updatedAt',
    ].map((field) => `alarming.fields.${field}`),
    ...OPERATION_MODES.flatMap((mode) => [
      ...['title', 'text', 'ok', 'warning'].map((part) => `alarming.trigger.confirm.${part}.${mode}`),
      `alarming.stop.text.${mode}`,
      `ui.mode.${mode}`,
    ]),
    ...Object.values(ALARMING_PROBLEMS),
    ...SKIP_REASONS.map((reason) => `alarming.skipReasons.${reason}`),
  ],
);

describe('siren alarm texts', () => {
  beforeAll(() => initI18n('de'));

  it('finds the keys of the siren alarm pages', () => {
    expect(keys.length).toBeGreaterThan(80);
  });

  it.each(LANGUAGES)('has every key of the siren alarm pages in %s', (language) => {
    expect(missingKeys(language, keys)).toEqual([]);
  });

  it.each([
    ['de', 'Ausser Dienst', 'Verstärker defekt'],
    ['fr', 'Hors service', 'Amplificateur défectueux'],
    ['it', 'Fuori servizio', 'Amplificatore guasto'],
    ['en', 'Out of service', 'Amplifier faulty'],
  ] as const)(
    'names an out-of-service siren and a known fault in words in %s, an unknown fault code as reported',
    async (language, text, amplifier) => {
      const t = await textsIn(language);
      expect(skipReasonText('OUT_OF_SERVICE', t)).toBe(text);
      expect(skipReasonText('AMPLIFIER', t)).toBe(amplifier);
      expect(skipReasonText('E-104', t)).toBe('E-104');
      expect(skipReasonText(null, t)).toBe('');
      const column = sirenColumns(t, 'LIVE', '2026-11-23T09:15:00Z').find((c) => c.field === 'faultCode')!;
      const format = column.valueFormatter as (params: { value: string | null }) => string;
      expect(format({ value: 'OUT_OF_SERVICE' })).toBe(text);
    },
  );
});
