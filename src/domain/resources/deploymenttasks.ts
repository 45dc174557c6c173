import type { ResourceDefinition } from './types.ts';

export const deploymenttasks: ResourceDefinition = {
  key: 'deploymenttasks',
  menu: { group: 'updateManagement' },
  viewPermission: 'UPDATEMGMT_VIEW',
};
