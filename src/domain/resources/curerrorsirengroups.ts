import type { ResourceDefinition } from './types.ts';

export const curerrorsirengroups: ResourceDefinition = {
  key: 'curerrorsirengroups',
  menu: { group: 'monitoring', subgroup: 'currentValues' },
  viewPermission: 'MONTORING_PENDINGERROR_VIEW',
};
