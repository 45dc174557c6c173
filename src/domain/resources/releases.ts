import type { ResourceDefinition } from './types.ts';

export const releases: ResourceDefinition = {
  key: 'releases',
  menu: { group: 'updateManagement' },
  viewPermission: 'UPDATEMGMT_VIEW',
};
