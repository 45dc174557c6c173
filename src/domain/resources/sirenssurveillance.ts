import type { ResourceDefinition } from './types.ts';

export const sirenssurveillance: ResourceDefinition = {
  key: 'sirenssurveillance',
  menu: { group: 'alarming' },
  viewPermission: 'ALARMING_SIREN_VIEW',
};
