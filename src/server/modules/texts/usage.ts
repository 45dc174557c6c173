import { and, eq, inArray, or } from 'drizzle-orm';
import type { EventContent } from '../../../domain/eventContent.ts';
import { EVENT_STATES } from '../../../domain/events.ts';
import { LANGUAGES } from '../../../domain/session.ts';
import type { CatalogueKind, PictogramKind } from '../../../domain/textCatalogue.ts';
import type { Tx } from '../../db/client.ts';
import { catalogueEntries, events, eventTemplates, type LocalizedText } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { TEXTS_KEYS } from './keys.ts';

type Content = Pick<EventContent, 'texts' | 'pictograms'> & { eventType?: string | null };
interface User {
  label: string;
  content: Content;
  eventType: string | null;
}

/** What a catalogue entry or a pictogram is, for the question "who uses it?". */
export type Used =
  | { what: 'entry'; kind: CatalogueKind; code: string; texts: LocalizedText }
  | { what: 'pictogram'; kind: PictogramKind; code: string };

function usesText(content: Content, kind: 'impact' | 'behavior', texts: LocalizedText): boolean {
  const field = kind === 'impact' ? 'impacts' : 'instructions';
  return LANGUAGES.some((l) => content.texts[l]?.[field]?.includes(texts[l]) ?? false);
}

function uses(user: User, used: Used): boolean {
  if (used.what === 'pictogram')
    return used.kind === 'behavior' && user.content.pictograms.includes(used.code as never);
  if (used.kind === 'eventtype') return user.eventType === used.code;
  if (used.kind === 'impact' || used.kind === 'behavior')
    return usesText(user.content, used.kind, used.texts);
  return false;
}

/** The templates and active events (LIVE and EXERCISE, every canton) that could use catalogue values. */
async function users(tx: Tx): Promise<{ templates: User[]; events: User[] }> {
  const templates = await tx.select().from(eventTemplates);
  const active = await tx
    .select({ id: events.id, title: events.title, content: events.content, eventType: events.eventType })
    .from(events)
    .where(inArray(events.state, [...EVENT_STATES]));
  return {
    templates: templates.map((t) => ({ label: t.name.de, content: t.content, eventType: t.eventType })),
    events: active.flatMap((e) =>
      e.content
        ? [{ label: `${e.id} ${e.title.de}`.trim(), content: e.content, eventType: e.eventType }]
        : [],
    ),
  };
}

/** Catalogue entries that point at the used value: types of a category, entries showing a pictogram. */
async function referringEntries(tx: Tx, used: Used): Promise<string[]> {
  const condition =
    used.what === 'pictogram'
      ? and(eq(catalogueEntries.pictogram, used.code), eq(catalogueEntries.kind, used.kind))
      : used.kind === 'eventcategory'
        ? and(eq(catalogueEntries.category, used.code), eq(catalogueEntries.kind, 'eventtype'))
        : undefined;
  if (!condition) return [];
  const rows = await tx
    .select({ kind: catalogueEntries.kind, code: catalogueEntries.code })
    .from(catalogueEntries)
    .where(or(condition));
  return rows.map((r) => r.code);
}

/**
 * Refuses (409) to delete a value a template, an active event or another catalogue entry still uses,
 * naming each of them; nothing is deleted then.
 */
export async function assertUnused(tx: Tx, used: Used): Promise<void> {
  const { templates, events: active } = await users(tx);
  const where = {
    templates: templates.filter((u) => uses(u, used)).map((u) => u.label),
    events: active.filter((u) => uses(u, used)).map((u) => u.label),
    entries: await referringEntries(tx, used),
  };
  if (where.templates.length + where.events.length + where.entries.length === 0) return;
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : '–');
  throw new ProblemError(409, TEXTS_KEYS.inUse, {
    detail: `In use: templates ${list(where.templates)}; events ${list(where.events)}; entries ${list(where.entries)}`,
    params: { templates: list(where.templates), events: list(where.events), entries: list(where.entries) },
  });
}
