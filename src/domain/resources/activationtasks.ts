import type { ResourceDefinition } from './types.ts';

export const activationtasks: ResourceDefinition = {
  key: 'activationtasks',
  menu: { group: 'updateManagement' },
  viewPermission: 'UPDATEMGMT_VIEW',
};
