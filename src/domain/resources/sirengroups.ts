import type { ResourceDefinition } from './types.ts';

export const sirengroups: ResourceDefinition = {
  key: 'sirengroups',
  menu: { group: 'assets', subgroup: 'sirens' },
  viewPermission: 'SIRENGROUP_VIEW',
};
