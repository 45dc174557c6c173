import type { ResourceDefinition } from './types.ts';

export const kgps: ResourceDefinition = {
  key: 'kgps',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'KGP_VIEW',
};
