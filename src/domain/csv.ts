import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ReportTable } from './registry/report.ts';

// Cells a spreadsheet would read as a formula (OWASP "CSV injection"): =, +, -, @, tab, carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain negative number ("-12", "-0.5") is a number to every spreadsheet, never a formula.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** The cell as a spreadsheet may safely open it: a formula-like start gets a leading single quote. */
export function neutralisedCell(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * The table as CSV for spreadsheet programs set to Swiss locales: `;`, a byte-order mark, one line a row,
 * every cell (headers too) neutralised against formula injection. Server and web export through this.
 */
export function csvOf(table: ReportTable): string {
  const cells = [table.headers, ...table.rows].map((row) => row.map(neutralisedCell));
  return `\ufeff${stringify(cells, { delimiter: ';' })}`;
}
