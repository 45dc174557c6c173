import type { ResourceDefinition } from './types.ts';

export const sirenoperations: ResourceDefinition = {
  key: 'sirenoperations',
  menu: { group: 'assets', subgroup: 'sirens' },
  viewPermission: 'STATIONARYSIREN_MGMT_RIGHT_VIEW',
};
