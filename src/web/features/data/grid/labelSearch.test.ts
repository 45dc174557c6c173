import { describe, expect, it } from 'vitest';
import { listQueryString } from '../../../../domain/registry/query.ts';
import { sirens } from '../../../../domain/registry/sirens.ts';
import { labelledWords } from './labelSearch.ts';

const LABELS: Record<string, string> = {
  'data.values.OPERATIONAL': 'Betriebsbereit',
  'data.values.FAULT': 'Störung',
  'data.values.MAINTENANCE': 'Wartung',
  'data.values.DECOMMISSIONED': 'Ausser Betrieb',
  'data.grid.yes': 'Ja',
  'data.grid.no': 'Nein',
};
const t = ((key: string) => LABELS[key] ?? key) as never;

describe('quick search by label', () => {
  it('gives each typed word the stored values whose label contains it', () => {
    expect(labelledWords(sirens, 'stör  Bern betrieb', t)).toEqual([
      { operationalState: ['FAULT'] },
      {},
      { operationalState: ['OPERATIONAL', 'DECOMMISSIONED'] },
    ]);
    expect(labelledWords(sirens, 'nein', t)).toEqual([{ waterAlarm: ['false'] }]);
  });

  it('sends the labelled values only when a word matched a label', () => {
    const query = { offset: 0, limit: 10, sort: [], filter: {}, q: 'Bern' };
    expect(listQueryString({ ...query, labelled: labelledWords(sirens, 'Bern', t) })).not.toContain('ql=');
    const sent = new URLSearchParams(
      listQueryString({ ...query, q: 'wartung', labelled: labelledWords(sirens, 'wartung', t) }),
    );
    expect(JSON.parse(sent.get('ql')!)).toEqual([{ operationalState: ['MAINTENANCE'] }]);
  });
});
