import type { ResourceDefinition } from './types.ts';

export const sirengroupssurveillance: ResourceDefinition = {
  key: 'sirengroupssurveillance',
  menu: { group: 'alarming' },
  viewPermission: 'ALARMING_SIRENGROUP_VIEW',
};
