import {
  SIREN_CONDITIONS,
  type SirenCondition,
  type SirenGroupSurveillanceRow,
} from '../../../domain/devices.ts';
import type { PointPalette } from '../../ui/map/pointsMap.ts';

/** Map dot and text colour of each condition (text on white stays readable). */
export const CONDITION_COLOURS: Record<SirenCondition, string> = {
  OK: '#2B8A3E',
  FAULT: '#C92A2A',
  STALE: '#E8590C',
  OUT_OF_SERVICE: '#5C636A',
};

/** The map's dots: a fault drawn last, so that it is never hidden under a field of OK dots. */
export const CONDITION_PALETTE: PointPalette<SirenCondition> = {
  categories: SIREN_CONDITIONS,
  colours: CONDITION_COLOURS,
  onTop: ['OUT_OF_SERVICE', 'STALE', 'FAULT'],
};

/** Background of a row that needs a look: a fault or a silent device. */
export const ROW_TINTS: Partial<Record<SirenCondition, string>> = {
  FAULT: '#FFF0F0',
  STALE: '#FFF4E0',
};

/** i18n key of a condition's name. */
export const conditionKey = (condition: SirenCondition) => `surveillance.conditions.${condition}`;

/**
 * A group reads as its worst member: a fault beats a silent device, which beats one known to be out of
 * service; only a group whose members all answer without fault is OK.
 */
export function groupCondition(group: SirenGroupSurveillanceRow): SirenCondition {
  if (group.fault > 0) return 'FAULT';
  if (group.stale > 0) return 'STALE';
  if (group.outOfService > 0) return 'OUT_OF_SERVICE';
  return 'OK';
}

/** How many rows are in each condition (every condition present, zero if none). */
export function countByCondition<T>(
  rows: readonly T[],
  conditionOf: (row: T) => SirenCondition,
): Record<SirenCondition, number> {
  const counts = Object.fromEntries(SIREN_CONDITIONS.map((c) => [c, 0])) as Record<SirenCondition, number>;
  for (const row of rows) counts[conditionOf(row)] += 1;
  return counts;
}
