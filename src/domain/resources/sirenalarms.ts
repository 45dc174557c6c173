import type { ResourceDefinition } from './types.ts';

export const sirenalarms: ResourceDefinition = {
  key: 'sirenalarms',
  menu: { group: 'alarming' },
  viewPermission: 'ALARMING_ALARMTASK_VIEW',
};
