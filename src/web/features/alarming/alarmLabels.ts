import type { TFunction } from 'i18next';
import {
  type AlarmTaskSummary,
  SIREN_RESULT_STATES,
  type SirenResultState,
} from '../../../domain/alarming.ts';
import type { Language, OperationMode } from '../../../domain/session.ts';
import type { PointPalette } from '../../ui/map/pointsMap.ts';
import { cantonNames, formatEventTime } from '../events/eventLabels.ts';

/** Mantine colour of each siren result state: success green, trouble red/orange, under way blue. */
export const STATE_COLOURS: Record<SirenResultState, string> = {
  COMMANDED: 'gray',
  ACKNOWLEDGED: 'blue',
  SOUNDING: 'violet',
  FINISHED: 'green',
  FAILED: 'red',
  NO_ANSWER: 'orange',
  SKIPPED: 'dark',
};

/** The same colours as hex, for the map's dots; failures and no-answers drawn over finished neighbours. */
export const RESULT_PALETTE: PointPalette<SirenResultState> = {
  categories: SIREN_RESULT_STATES,
  colours: {
    COMMANDED: '#868E96',
    ACKNOWLEDGED: '#1C7ED6',
    SOUNDING: '#7048E8',
    FINISHED: '#2F9E44',
    FAILED: '#E03131',
    NO_ANSWER: '#F76707',
    SKIPPED: '#343A40',
  },
  onTop: ['FAILED', 'NO_ANSWER'],
};

/**
 * A siren result state in words. In an exercise no siren sounds: SOUNDING there means the device confirmed it
 * would have sounded, and says so, never "sounding".
 */
export function resultStateText(state: SirenResultState, mode: OperationMode, t: TFunction): string {
  return mode === 'EXERCISE' && state === 'SOUNDING'
    ? t('alarming.exerciseStates.SOUNDING')
    : t(`alarming.states.${state}`);
}

/** A time as dd.MM.yyyy HH:mm:ss in Swiss time; a dash when there is none. */
export function formatAlarmTime(iso: string | null): string {
  return iso ? formatEventTime(iso, true) : '–';
}

/**
 * What an alarm task sounds, in words: its target kind, with canton or group names or counts. A group deleted
 * since the alarm is named by its number.
 */
export function targetText(
  { target, targetGroups }: Pick<AlarmTaskSummary, 'target' | 'targetGroups'>,
  t: TFunction,
  language: Language,
): string {
  const groupName = (id: number) => {
    const group = targetGroups.find((candidate) => candidate.id === id);
    return group ? `${group.name} (${group.stateCode})` : `#${id}`;
  };
  switch (target.kind) {
    case 'cantons':
      return t('alarming.target.cantonsText', { names: cantonNames(target.stateCodes, language).join(', ') });
    case 'groups':
      return t('alarming.target.groupsText', { names: target.groupIds.map(groupName).join(', ') });
    case 'sirens':
      return t('alarming.target.sirensText', { count: target.sirenIds.length });
    case 'event':
      return t('alarming.target.eventText', { eventId: target.eventId });
  }
}
