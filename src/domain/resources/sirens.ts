import type { ResourceDefinition } from './types.ts';

export const sirens: ResourceDefinition = {
  key: 'sirens',
  menu: { group: 'assets', subgroup: 'sirens' },
  viewPermission: 'STATIONARYSIREN_VIEW',
};
