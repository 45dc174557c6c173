import type { ResourceDefinition } from './types.ts';

export const xgpstates: ResourceDefinition = {
  key: 'xgpstates',
  menu: { group: 'updateManagement' },
  viewPermission: 'UPDATEMGMT_VIEW',
};
