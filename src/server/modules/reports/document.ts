import { createRequire } from 'node:module';
import { stringify } from 'csv-stringify/sync';
import type { ReportRequest } from '../../../domain/registry/report.ts';

const require = createRequire(import.meta.url);
// pdfmake is a CommonJS module exporting one instance: its methods are not visible to an ESM import.
const pdfmake = require('pdfmake') as typeof import('pdfmake');
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
// Documents are built from table text only: never let a definition reach files or URLs.
pdfmake.setUrlAccessPolicy(() => false);

type DocumentDefinition = Parameters<typeof pdfmake.createPdf>[0];

export interface ReportDocument {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const ZONE = 'Europe/Zurich';

function stamp(now: Date): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(now);
}

function fileNameOf(request: ReportRequest, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  const base = request.tableName
    .normalize('NFKD')
    // Accents go, the letters stay: "Stationäre" → "Stationare".
    .replace(/\p{M}/gu, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'report'}-${day}.${request.documentType}`;
}

function pdfDefinition(request: ReportRequest, now: Date): DocumentDefinition {
  const { headers, rows } = request.table;
  return {
    pageSize: request.pageSize,
    pageOrientation: 'landscape',
    pageMargins: [28, 48, 28, 36],
    info: { title: request.tableName },
    header: {
      text: `${request.tableName} – ${stamp(now)}`,
      margin: [28, 20, 28, 0],
      fontSize: 10,
      bold: true,
    },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'right',
      margin: [28, 8],
      fontSize: 8,
    }),
    defaultStyle: { fontSize: 7 },
    content: [
      {
        table: {
          headerRows: 1,
          widths: headers.map(() => '*'),
          body: [headers.map((text) => ({ text, bold: true })), ...rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The report as a file: CSV (`;`, byte-order mark, like the grid's own export) or a landscape PDF table. */
export async function buildReport(request: ReportRequest, now = new Date()): Promise<ReportDocument> {
  const fileName = fileNameOf(request, now);
  if (request.documentType === 'csv') {
    const csv = stringify([request.table.headers, ...request.table.rows], { delimiter: ';' });
    return { fileName, contentType: 'text/csv; charset=utf-8', data: Buffer.from(`\ufeff${csv}`, 'utf8') };
  }
  const data = await pdfmake.createPdf(pdfDefinition(request, now)).getBuffer();
  return { fileName, contentType: 'application/pdf', data };
}
