import type { TFunction } from 'i18next';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { cantonNames, messageTypeLabelKey } from '../eventLabels.ts';
import { chosenChannels } from './EventChannelList.tsx';
import { contentDiff, type DiffField, type DiffPart } from './textDiff.ts';

/** The text fields of one language that changed, with their word diff. */
export interface LanguageChanges {
  language: Language;
  fields: { field: DiffField; parts: DiffPart[] }[];
}

/** What a requested update changes against the published version; an empty list or false: no change there. */
export interface UpdateChanges {
  texts: LanguageChanges[];
  messageType: DiffPart[];
  cantons: DiffPart[];
  drawnArea: boolean;
  channels: DiffPart[];
}

/**
 * Two lists compared by their entries: the new list in its order, an entry that came in marked inserted,
 * then the entries that went out marked deleted; empty when both hold the same entries.
 */
export function listDiff(before: readonly string[], after: readonly string[]): DiffPart[] {
  const parts: DiffPart[] = [
    ...after.map((entry): DiffPart => ({ kind: before.includes(entry) ? 'same' : 'inserted', text: entry })),
    ...before
      .filter((entry) => !after.includes(entry))
      .map((entry): DiffPart => ({ kind: 'deleted', text: entry })),
  ];
  if (parts.every((part) => part.kind === 'same')) return [];
  // Separators between the entries read as unchanged, so only the entries themselves are marked.
  return parts.flatMap((part, index) => (index === 0 ? [part] : [{ kind: 'same', text: ', ' }, part]));
}

/** Per language (the new primary language first), the text fields an update changes; languages without change left out. */
function textChanges(before: EventContent, after: EventContent): LanguageChanges[] {
  const languages = [...new Set<Language>([after.primaryLanguage, ...after.languages, ...before.languages])];
  return languages
    .map((language) => ({
      language,
      fields: contentDiff(before, after, language)
        .filter((d) => d.changed)
        .map(({ field, parts }) => ({ field, parts })),
    }))
    .filter((changes) => changes.fields.length > 0);
}

/** The changes of a requested update, with message type, cantons and channels named in `language`. */
export function updateChanges(
  published: EventContent,
  pending: EventContent,
  t: TFunction,
  language: Language,
): UpdateChanges {
  const channelNames = (content: EventContent) => chosenChannels(content.channels, t).map((c) => c.name);
  return {
    texts: textChanges(published, pending),
    messageType: listDiff(
      [t(messageTypeLabelKey(published.messageType))],
      [t(messageTypeLabelKey(pending.messageType))],
    ),
    cantons: listDiff(
      cantonNames(published.area.cantons, language),
      cantonNames(pending.area.cantons, language),
    ),
    drawnArea: JSON.stringify(published.area.polygons) !== JSON.stringify(pending.area.polygons),
    channels: listDiff(channelNames(published), channelNames(pending)),
  };
}

/** The names of the parts an update changes, e.g. "Beschreibung (Deutsch)", "Kanäle"; empty when none. */
export function changedPartNames(changes: UpdateChanges, t: TFunction): string[] {
  return [
    ...changes.texts.flatMap(({ language, fields }) =>
      fields.map(
        ({ field }) =>
          `${t(`events.versions.diff.fields.${field}`)} (${t(`shell.language.names.${language}`)})`,
      ),
    ),
    ...(changes.messageType.length > 0 ? [t('events.detail.pendingChanges.messageType')] : []),
    ...(changes.cantons.length > 0 || changes.drawnArea ? [t('events.detail.pendingChanges.area')] : []),
    ...(changes.channels.length > 0 ? [t('events.detail.pendingChanges.channels')] : []),
  ];
}
