import type { ResourceDefinition } from './types.ts';

export const fgps: ResourceDefinition = {
  key: 'fgps',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'FGP_VIEW',
};
