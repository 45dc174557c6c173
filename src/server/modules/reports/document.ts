import { csvOf } from '../../../domain/csv.ts';
import type { ReportRequest } from '../../../domain/registry/report.ts';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { type DocumentDefinition, pdfOf } from '../../pdf/pdfMake.ts';

export interface ReportDocument {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const ZONE = 'Europe/Zurich';

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

// The page's printable area in points (landscape, inside the margins below).
const PRINTABLE = { A4: [842 - 56, 595 - 84], A3: [1191 - 56, 842 - 84] } as const;

/** The map the operator saw, alone on the last page, as large as the page allows. */
function mapPage(request: ReportRequest, map: Buffer) {
  const [width, height] = PRINTABLE[request.pageSize];
  return {
    image: `data:image/png;base64,${map.toString('base64')}`,
    fit: [width, height],
    pageBreak: 'before',
  };
}

function pdfDefinition(request: ReportRequest, now: Date, map: Buffer | null): DocumentDefinition {
  const { headers, rows } = request.table;
  return {
    pageSize: request.pageSize,
    pageOrientation: 'landscape',
    pageMargins: [28, 48, 28, 36],
    info: { title: request.tableName },
    header: {
      // When it was made, as the console writes times (dd.MM.yyyy HH:mm, Swiss time).
      text: `${request.tableName} – ${formatSwissTime(now)}`,
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
      ...(map ? [mapPage(request, map)] : []),
    ],
  } as DocumentDefinition;
}

/** True for the bytes of a PNG image (its eight-byte signature). */
export function isPng(data: Buffer): boolean {
  return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/**
 * The report as a file: CSV (the grid's own export, formulas neutralised) or a landscape PDF table,
 * with the map (a PNG) on its last page when given.
 */
export async function buildReport(
  request: ReportRequest,
  now = new Date(),
  map: Buffer | null = null,
): Promise<ReportDocument> {
  const fileName = fileNameOf(request, now);
  if (request.documentType === 'csv') {
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      data: Buffer.from(csvOf(request.table), 'utf8'),
    };
  }
  const data = await pdfOf(pdfDefinition(request, now, map));
  return { fileName, contentType: 'application/pdf', data };
}
