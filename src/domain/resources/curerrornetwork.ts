import type { ResourceDefinition } from './types.ts';

export const curerrornetwork: ResourceDefinition = {
  key: 'curerrornetwork',
  menu: { group: 'monitoring', subgroup: 'currentValues' },
  viewPermission: 'MONTORING_PENDINGERROR_VIEW',
};
