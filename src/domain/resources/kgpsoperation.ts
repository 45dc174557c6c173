import type { ResourceDefinition } from './types.ts';

export const kgpsoperation: ResourceDefinition = {
  key: 'kgpsoperation',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'KGP_MGMT_RIGHT_VIEW',
};
