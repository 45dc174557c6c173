import type { ResourceDefinition } from './types.ts';

export const fgpsoperation: ResourceDefinition = {
  key: 'fgpsoperation',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'FGP_MGMT_RIGHT_VIEW',
};
