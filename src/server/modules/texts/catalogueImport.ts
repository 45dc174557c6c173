import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CATALOGUE_KINDS,
  CatalogueImportEntrySchema,
  CatalogueImportPictogramSchema,
  type CatalogueImportResult,
  type CatalogueImportSchema,
  type ImportCounts,
} from '../../../domain/textCatalogue.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueEntries, pictograms } from '../../db/schema/index.ts';
import { issueText, ProblemError } from '../../http/problem.ts';
import { inTransaction } from '../resources/commands.ts';
import { assertLinks, storeEntry } from './catalogueCommands.ts';
import { TEXTS_KEYS } from './keys.ts';
import { checkedImage, storePictogram } from './pictogramCommands.ts';

type ImportEntry = z.infer<typeof CatalogueImportEntrySchema>;
type ImportPictogram = z.infer<typeof CatalogueImportPictogramSchema>;
type Outcome = keyof ImportCounts;

/** How the refusal names a line of the file: by its kind and code, or by its place when it has none. */
function refusalOf(
  list: 'entries' | 'pictograms',
  index: number,
  raw: unknown,
): { key: string; params: Record<string, string | number> } {
  const { kind, code } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof kind === 'string' && typeof code === 'string')
    return { key: TEXTS_KEYS.importBadEntry, params: { entry: `${kind} ${code}` } };
  const key = list === 'entries' ? TEXTS_KEYS.importBadEntryAt : TEXTS_KEYS.importBadPictogramAt;
  return { key, params: { number: index + 1 } };
}

/** Runs one line's work; a refusal becomes "entry X: reason", so the operator knows which line to fix. */
async function named<T>(list: 'entries' | 'pictograms', index: number, raw: unknown, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    const reason = {
      path: `${list}.${index}`,
      messageKey: error.messageKey,
      ...(error.params ? { params: error.params } : {}),
    };
    const { key, params } = refusalOf(list, index, raw);
    throw new ProblemError(400, key, { params, errors: [reason, ...(error.errors ?? [])] });
  }
}

function parsed<T>(schema: z.ZodType<T>, list: 'entries' | 'pictograms', raws: unknown[]): T[] {
  return raws.map((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const { key, params } = refusalOf(list, index, raw);
    throw new ProblemError(400, key, {
      params,
      errors: result.error.issues.map((issue) => {
        const text = issueText(issue);
        return {
          path: [list, index, ...issue.path].join('.'),
          messageKey: issue.message.startsWith('texts.') ? issue.message : text.key,
          params: text.params,
        };
      }),
    });
  });
}

function assertUnique(list: 'entries' | 'pictograms', lines: { kind: string; code: string }[]) {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const params = { entry: `${line.kind} ${line.code}` };
    if (seen.has(params.entry))
      throw new ProblemError(400, TEXTS_KEYS.importDuplicate, {
        params,
        errors: [{ path: `${list}.${index}`, messageKey: TEXTS_KEYS.importDuplicate, params }],
      });
    seen.add(params.entry);
  }
}

async function importPictogram(tx: Tx, actor: AuditActor, line: ImportPictogram): Promise<Outcome> {
  const image = await checkedImage(tx, line.image);
  const [before] = await tx
    .select()
    .from(pictograms)
    .where(and(eq(pictograms.kind, line.kind), eq(pictograms.code, line.code)));
  const same =
    before &&
    isDeepStrictEqual(before.label, line.label) &&
    before.mediaType === line.image.mediaType &&
    before.image.equals(image);
  if (same) return 'unchanged';
  await storePictogram(tx, actor, line.kind, before ?? null, line, image);
  return before ? 'changed' : 'added';
}

async function importEntry(tx: Tx, actor: AuditActor, line: ImportEntry): Promise<Outcome> {
  const { kind, ...write } = line;
  await assertLinks(tx, kind, write);
  const [before] = await tx
    .select()
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.code, write.code)));
  if (before) {
    const { id: _, kind: __, ...stored } = before;
    if (isDeepStrictEqual(stored, write)) return 'unchanged';
  }
  await storeEntry(tx, actor, kind, before ?? null, write);
  return before ? 'changed' : 'added';
}

const zero = (): ImportCounts => ({ added: 0, changed: 0, unchanged: 0 });
// Categories before the types that name them; pictograms before the entries that show them.
const kindOrder = (line: ImportEntry) => CATALOGUE_KINDS.indexOf(line.kind);

/**
 * Imports a catalogue export (JSON): every line is checked like a save on the catalogue pages, in one
 * transaction, so one bad line changes nothing and the refusal names it. Lines are matched by kind and
 * code: new ones are added, differing ones changed; nothing is deleted, so entries in use stay.
 */
export async function importCatalogue(
  db: Db,
  actor: AuditActor,
  file: z.infer<typeof CatalogueImportSchema>,
): Promise<CatalogueImportResult> {
  const entries = parsed(CatalogueImportEntrySchema, 'entries', file.entries);
  const images = parsed(CatalogueImportPictogramSchema, 'pictograms', file.pictograms);
  assertUnique('entries', entries);
  assertUnique('pictograms', images);
  return inTransaction(db, async (tx) => {
    const result: CatalogueImportResult = { entries: zero(), pictograms: zero() };
    for (const [index, line] of images.entries())
      result.pictograms[await named('pictograms', index, line, () => importPictogram(tx, actor, line))]++;
    const ordered = [...entries.entries()].sort(([, a], [, b]) => kindOrder(a) - kindOrder(b));
    for (const [index, line] of ordered)
      result.entries[await named('entries', index, line, () => importEntry(tx, actor, line))]++;
    await writeAudit(tx, actor, { action: 'catalogue.import', entity: 'catalogue_entry', after: result });
    return result;
  });
}
