import { describe, expect, it } from 'vitest';
import { sirens } from '../../../../domain/registry/sirens.ts';
import { formatValue } from './formatValue.ts';
import { csvOf } from './gridExport.ts';

const t = ((key: string) => key) as Parameters<typeof formatValue>[2];

describe('the grid CSV download', () => {
  it('neutralises cells a spreadsheet would run as formulas, keeping negative numbers as numbers', () => {
    const name = sirens.columns.find((c) => c.field === 'name')!;
    const east = sirens.columns.find((c) => c.field === 'east')!;
    const rows = [
      [formatValue(name, '=HYPERLINK("https://evil.example";"Sirene")', t), formatValue(east, -12.5, t)],
      [formatValue(name, '@SUM(1+1)*cmd', t), formatValue(east, 2600000, t)],
    ];
    const lines = csvOf({ headers: ['Name', 'Ost'], rows })
      .slice(1)
      .trimEnd()
      .split('\n');
    expect(lines).toEqual([
      'Name;Ost',
      `"'=HYPERLINK(""https://evil.example"";""Sirene"")";-12.5`,
      "'@SUM(1+1)*cmd;2600000",
    ]);
  });
});
