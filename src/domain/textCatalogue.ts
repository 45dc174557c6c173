import { z } from 'zod';
import { CAP_CATEGORIES } from './cap.ts';
import { csvOf } from './csv.ts';
import { LANGUAGES, type Language } from './session.ts';

/**
 * The text catalogue the public app and the event editor share (SPEC.md /textpictograms): event categories,
 * event types, impact texts and behaviour texts, each in four languages, and the pictogram images.
 */
export const CATALOGUE_KINDS = ['eventcategory', 'eventtype', 'impact', 'behavior'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Pictograms illustrate a behaviour instruction or an event type. */
export const PICTOGRAM_KINDS = ['behavior', 'eventtype'] as const;
export type PictogramKind = (typeof PICTOGRAM_KINDS)[number];

/** The live notice of a change on the texts screens: open consoles reload that part. */
export interface TextsNotice {
  area: 'templates' | 'catalogue' | 'pictograms' | 'contacts' | 'settings';
}

export const CATALOGUE_LIMITS = { code: 40, label: 120, text: 400 } as const;

/** Codes are stable identifiers the events and the public app keep: upper case, digits and underscores. */
export const CodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]*$/, { message: 'texts.errors.code' })
  .max(CATALOGUE_LIMITS.code);

const perLanguage = (max: number) =>
  z.strictObject({
    de: z.string().trim().min(1, { message: 'texts.errors.required' }).max(max),
    fr: z.string().trim().min(1, { message: 'texts.errors.required' }).max(max),
    it: z.string().trim().min(1, { message: 'texts.errors.required' }).max(max),
    en: z.string().trim().min(1, { message: 'texts.errors.required' }).max(max),
  });

/** One catalogue entry as written: its code, its text in every language and, by kind, its links. */
export const CatalogueEntryWriteSchema = z.strictObject({
  code: CodeSchema,
  texts: perLanguage(CATALOGUE_LIMITS.text),
  /** The category of an event type (a code of the `eventcategory` catalogue). */
  category: CodeSchema.nullable().default(null),
  /** The CAP 1.2 category an event type's messages are filed under; required for event types only. */
  capCategory: z.enum(CAP_CATEGORIES).nullable().default(null),
  /** The pictogram of a behaviour or an event type (a code of the pictograms of the same kind). */
  pictogram: CodeSchema.nullable().default(null),
});
export type CatalogueEntryWrite = z.infer<typeof CatalogueEntryWriteSchema>;

export interface CatalogueEntry extends CatalogueEntryWrite {
  id: number;
  kind: CatalogueKind;
}

export const PictogramWriteSchema = z.strictObject({
  code: CodeSchema,
  label: perLanguage(CATALOGUE_LIMITS.label),
  /** The image, base64 encoded; checked on the server against type, size and (SVG) content. */
  image: z.strictObject({
    mediaType: z.string().max(100),
    base64: z.string().max(20_000_000),
  }),
});
export type PictogramWrite = z.infer<typeof PictogramWriteSchema>;

export interface PictogramRead {
  id: number;
  kind: PictogramKind;
  code: string;
  label: Record<Language, string>;
  mediaType: PictogramMediaType;
  bytes: number;
  /** Where the image is served (same origin, own content security policy). */
  url: string;
}

export const PICTOGRAM_MEDIA_TYPES = ['image/png', 'image/svg+xml'] as const;
export type PictogramMediaType = (typeof PICTOGRAM_MEDIA_TYPES)[number];

/** The whole catalogue as the public app receives it; pictograms carry their image (base64). */
export const CatalogueExportSchema = z.strictObject({
  format: z.literal('operator-console/text-catalogue'),
  version: z.literal(1),
  entries: z.array(CatalogueEntryWriteSchema.extend({ kind: z.enum(CATALOGUE_KINDS) })),
  pictograms: z.array(
    PictogramWriteSchema.extend({ kind: z.enum(PICTOGRAM_KINDS), image: PictogramWriteSchema.shape.image }),
  ),
});
export type CatalogueExport = z.infer<typeof CatalogueExportSchema>;

/** An exported entry or pictogram, checked one by one on import so that a refusal names the bad one. */
export const CatalogueImportEntrySchema = CatalogueExportSchema.shape.entries.element;
export const CatalogueImportPictogramSchema = CatalogueExportSchema.shape.pictograms.element;

// Refusals in the operators' words: a file that is no export of ours, or one too large.
const NOT_AN_EXPORT = { message: 'texts.import.notJson' };
const TOO_LARGE = { message: 'texts.import.tooLarge' };

/** An import file (the JSON export) as the route takes it: the frame; its entries are checked in turn. */
export const CatalogueImportSchema = z.strictObject({
  format: z.literal('operator-console/text-catalogue', NOT_AN_EXPORT),
  version: z.literal(1, NOT_AN_EXPORT),
  entries: z.array(z.unknown(), NOT_AN_EXPORT).max(10_000, TOO_LARGE),
  pictograms: z.array(z.unknown(), NOT_AN_EXPORT).max(1_000, TOO_LARGE),
});

export interface ImportCounts {
  added: number;
  changed: number;
  unchanged: number;
}

/** What an import did; it never deletes, so entries missing from the file stay as they are. */
export interface CatalogueImportResult {
  entries: ImportCounts;
  pictograms: ImportCounts;
}

const CSV_HEADERS = [
  'record',
  'kind',
  'code',
  'category',
  'capCategory',
  'pictogram',
  ...LANGUAGES,
  'mediaType',
  'image',
];
// Where a line's texts begin (after record, kind, code, category, capCategory, pictogram).
const TEXTS_COLUMN = 6;

/** The catalogue as one CSV table: one line per entry and per pictogram (`record` tells them apart). */
export function catalogueCsv(catalogue: CatalogueExport): string {
  const entries = catalogue.entries.map((e) => [
    'entry',
    e.kind,
    e.code,
    e.category ?? '',
    e.capCategory ?? '',
    e.pictogram ?? '',
    ...LANGUAGES.map((l) => e.texts[l]),
    '',
    '',
  ]);
  const pictograms = catalogue.pictograms.map((p) => [
    'pictogram',
    p.kind,
    p.code,
    '',
    '',
    '',
    ...LANGUAGES.map((l) => p.label[l]),
    p.image.mediaType,
    p.image.base64,
  ]);
  return csvOf({ headers: CSV_HEADERS, rows: [...entries, ...pictograms] });
}

/** Reads a `;` separated CSV (quotes doubled inside quoted cells, optional byte-order mark) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// csvOf puts a quote before a formula-like cell; reading back takes it off again.
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The catalogue read back from `catalogueCsv`, validated like the JSON export. */
export function catalogueFromCsv(text: string): CatalogueExport {
  const [, ...rows] = parseCsv(text).map((r) => r.map(unneutralised));
  const texts = (r: string[]) => Object.fromEntries(LANGUAGES.map((l, i) => [l, r[TEXTS_COLUMN + i] ?? '']));
  return CatalogueExportSchema.parse({
    format: 'operator-console/text-catalogue',
    version: 1,
    entries: rows
      .filter((r) => r[0] === 'entry')
      .map((r) => ({
        kind: r[1],
        code: r[2],
        category: r[3] || null,
        capCategory: r[4] || null,
        pictogram: r[5] || null,
        texts: texts(r),
      })),
    pictograms: rows
      .filter((r) => r[0] === 'pictogram')
      .map((r) => ({
        kind: r[1],
        code: r[2],
        label: texts(r),
        image: { mediaType: r[TEXTS_COLUMN + 4], base64: r[TEXTS_COLUMN + 5] },
      })),
  });
}
