import type { TFunction } from 'i18next';
import { SIREN_SIGNALS } from '../../../../domain/alarming.ts';
import { AUDITED_RESOURCES } from '../../../../domain/audit.ts';
import { MESSAGE_TYPES } from '../../../../domain/events.ts';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { LANGUAGES, type Language } from '../../../../domain/session.ts';

/**
 * Whether a field of an audit record is an edit stamp, left out of the comparison: the `version` of a row of
 * the data pages (a digest of the row) or of an event (a count of its writes). The version an
 * `event.published` entry names is the published one: no stamp.
 */
export function isEditStamp(entity: string, action: string, field: string): boolean {
  if (field !== 'version') return false;
  if (entity === 'event') return action !== 'event.published';
  return (AUDITED_RESOURCES as readonly string[]).includes(entity);
}

/** The entities whose records are (or hold) an event's content: their fields get labels of their own. */
const EVENT_ENTITIES = new Set(['event', 'event_template']);

const enumOf = (values: readonly string[], valueLabels: string) =>
  ({ type: 'enum', values, valueLabels }) as const;

/**
 * An event's or template's fields in the editor's order, by path without the leading `content.` (the
 * event row repeats some of its content: they share a label), a language written `:lang` and a position
 * `:n`; each labelled `data.auditlog.paths.<key>`, some with the labels of their values.
 */
const EVENT_FIELDS: readonly {
  path: string;
  key: string;
  values?: Pick<RegistryColumn, 'type' | 'values' | 'valueLabels'>;
}[] = [
  { path: 'id', key: 'id' },
  { path: 'version', key: 'publishedVersion' },
  { path: 'identifier', key: 'identifier' },
  { path: 'capMsgType', key: 'capMsgType' },
  { path: 'name.:lang', key: 'name' },
  { path: 'state', key: 'state' },
  { path: 'operationMode', key: 'operationMode', values: enumOf(['LIVE', 'EXERCISE'], 'data.values') },
  { path: 'messageType', key: 'messageType', values: enumOf(MESSAGE_TYPES, 'dashboard.messageTypes') },
  { path: 'eventType', key: 'eventType' },
  { path: 'primaryLanguage', key: 'primaryLanguage', values: enumOf(LANGUAGES, 'texts.languages') },
  { path: 'languages', key: 'languages', values: { type: 'json', valueLabels: 'texts.languages' } },
  { path: 'title.:lang', key: 'title' },
  { path: 'texts.:lang.title', key: 'title' },
  { path: 'texts.:lang.description', key: 'description' },
  { path: 'texts.:lang.impacts', key: 'impacts' },
  { path: 'texts.:lang.instructions', key: 'instructions' },
  { path: 'pictograms', key: 'pictograms' },
  { path: 'allClear.:lang.title', key: 'allClearTitle' },
  { path: 'allClear.:lang.description', key: 'allClearDescription' },
  { path: 'allClear.:lang.instruction', key: 'allClearInstruction' },
  { path: 'area.cantons', key: 'areaCantons' },
  { path: 'area.polygons', key: 'areaPolygons' },
  { path: 'area.polygons.:n.shell', key: 'areaPolygon' },
  { path: 'area.polygons.:n.holes', key: 'areaHoles' },
  { path: 'affectedStates', key: 'affectedStates' },
  { path: 'usualSquareKilometres', key: 'usualSquareKilometres' },
  { path: 'validFrom', key: 'validFrom' },
  { path: 'validUntil', key: 'validUntil' },
  {
    path: 'channels.sirens',
    key: 'sirens',
    values: enumOf(SIREN_SIGNALS, 'events.editor.channels.signal'),
  },
  { path: 'channels.publicApp', key: 'publicApp' },
  { path: 'channels.icaro', key: 'icaro' },
  { path: 'channels.socialMedia', key: 'socialMedia' },
  { path: 'contacts', key: 'contacts' },
  { path: 'contacts.:n.name', key: 'contactName' },
  { path: 'contacts.:n.phone', key: 'contactPhone' },
  { path: 'contacts.:n.email', key: 'contactEmail' },
  { path: 'links', key: 'links' },
  { path: 'links.:n.label', key: 'linkLabel' },
  { path: 'links.:n.url', key: 'linkUrl' },
  { path: 'publishedVersions', key: 'publishedVersions' },
  { path: 'publishedAt', key: 'publishedAt' },
  { path: 'templateId', key: 'templateId' },
  { path: 'owningOrganisationId', key: 'owningOrganisation' },
  { path: 'createdBy', key: 'createdBy' },
  { path: 'createdAt', key: 'createdAt' },
  { path: 'updatedAt', key: 'updatedAt' },
  { path: 'submittedBy', key: 'submittedBy' },
  { path: 'submittedAt', key: 'submittedAt' },
  { path: 'approvedBy', key: 'approvedBy' },
  { path: 'correctionOf', key: 'correctionOf' },
  { path: 'correctedBy', key: 'correctedBy' },
  { path: 'falseAlarmAt', key: 'falseAlarmAt' },
  { path: 'correctionSeconds', key: 'correctionSeconds' },
];

/** A field of an audit record as the comparison shows it. */
export interface AuditField {
  label: string;
  /** Its place among the entity's known fields (compared item by item); none: after them, as recorded. */
  rank: readonly number[] | null;
  /** How its values read (labels of codes), when known. */
  column: RegistryColumn | undefined;
}

/** The first of the run of language fields (title, description … of one language) the field is in. */
function languageRunStart(index: number): number {
  let start = index;
  while (start > 0 && EVENT_FIELDS[start - 1]?.path.includes(':lang')) start--;
  return start;
}

const isLanguage = (segment: string): segment is Language =>
  (LANGUAGES as readonly string[]).includes(segment);

/** The label, place and value labels of a field of an event or template record; null for any other. */
export function eventField(entity: string, field: string, t: TFunction): AuditField | null {
  if (!EVENT_ENTITIES.has(entity)) return null;
  const segments = field.replace(/^content\./, '').split('.');
  const language = segments.find(isLanguage);
  const position = segments.find((segment) => /^\d+$/.test(segment));
  const path = segments
    .map((segment) => (isLanguage(segment) ? ':lang' : /^\d+$/.test(segment) ? ':n' : segment))
    .join('.');
  const index = EVENT_FIELDS.findIndex((known) => known.path === path);
  const known = EVENT_FIELDS[index];
  if (!known) return null;
  const name = t(`data.auditlog.paths.${known.key}`, { number: position });
  return {
    label: language
      ? t('data.auditlog.paths.inLanguage', { field: name, language: t(`texts.languages.${language}`) })
      : name,
    // The texts of a language together, as the editor shows them: the run of language fields, then the
    // language, then the field.
    rank: [
      language ? languageRunStart(index) : index,
      language ? LANGUAGES.indexOf(language) : -1,
      index,
      position ? Number(position) : 0,
    ],
    column: known.values ? { field, ...known.values } : undefined,
  };
}

/** Orders fields by rank, item by item; fields without one keep their order after those with one. */
export function byRank(a: readonly number[] | null, b: readonly number[] | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}
