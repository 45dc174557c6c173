import { describe, expect, it } from 'vitest';
import { sirens } from '../../../../domain/registry/sirens.ts';
import { serverFilterOf } from './labelFilter.ts';

const LABELS: Record<string, string> = {
  'data.values.OPERATIONAL': 'Betriebsbereit',
  'data.values.FAULT': 'Störung',
  'data.values.MAINTENANCE': 'Wartung',
  'data.values.DECOMMISSIONED': 'Ausser Betrieb',
  'data.grid.yes': 'Ja',
  'data.grid.no': 'Nein',
};
const t = ((key: string) => LABELS[key] ?? key) as never;

describe('filters on labelled columns', () => {
  it('turn the typed label into the stored values it matches', () => {
    const model = serverFilterOf(
      sirens,
      {
        operationalState: { filterType: 'text', type: 'contains', filter: 'stö' },
        waterAlarm: { filterType: 'text', type: 'equals', filter: 'ja' },
        code: { filterType: 'text', type: 'contains', filter: 'BE' },
      },
      t,
    );
    expect(model).toEqual({
      operationalState: { filterType: 'set', values: ['FAULT'] },
      waterAlarm: { filterType: 'set', values: ['true'] },
      code: { filterType: 'text', type: 'contains', filter: 'BE' },
    });
  });

  it('keep blank and not blank as they are', () => {
    const blank = { filterType: 'text', type: 'blank' } as const;
    expect(serverFilterOf(sirens, { operationalState: blank }, t)).toEqual({ operationalState: blank });
  });
});
