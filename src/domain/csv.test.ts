import { describe, expect, it } from 'vitest';
import { csvOf, neutralisedCell } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Klick")', `'=HYPERLINK("https://evil.example","Klick")`],
    ['+41 44 000 12 34', "'+41 44 000 12 34"],
    ['-1+cmd|"/C calc"!A0', `'-1+cmd|"/C calc"!A0`],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
    ['-1e+21', "'-1e+21"],
  ])('neutralises %j as a formula-like start', (cell, expected) => {
    expect(neutralisedCell(cell)).toBe(expected);
  });

  it.each(['-12', '-0.5', '2600000', 'Thun 1', 'BE-0001', '', 'a=b'])('keeps %j as it is', (cell) => {
    expect(neutralisedCell(cell)).toBe(cell);
  });
});

describe('csvOf', () => {
  it('writes `;`-separated lines after a byte-order mark, quoting and neutralising cells', () => {
    const csv = csvOf({
      headers: ['Name', '=Kanton'],
      rows: [
        ['Thun; Nord', '=HYPERLINK("x")'],
        ['Zeile 1\nZeile 2', '-5'],
      ],
    });
    expect(csv).toBe(`\ufeffName;'=Kanton\n"Thun; Nord";"'=HYPERLINK(""x"")"\n"Zeile 1\nZeile 2";-5\n`);
  });
});
