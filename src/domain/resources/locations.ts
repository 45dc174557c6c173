import type { ResourceDefinition } from './types.ts';

export const locations: ResourceDefinition = {
  key: 'locations',
  menu: { group: 'assets', subgroup: 'locations' },
  viewPermission: 'LOCATION_VIEW',
};
