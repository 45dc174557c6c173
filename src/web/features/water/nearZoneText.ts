import type { TFunction } from 'i18next';
import type { Dam } from '../../../domain/water.ts';

/** The dam's near zone by name with its sirens ("Wasseralarm Nahzone Contra – 8 Sirenen"), or that it has none. */
export function nearZoneText(dam: Pick<Dam, 'nearZone'>, t: TFunction): string {
  return dam.nearZone
    ? t('water.current.nearZoneSirens', { name: dam.nearZone.name, count: dam.nearZone.sirenCount })
    : t('water.current.noNearZone');
}
