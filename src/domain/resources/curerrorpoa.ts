import type { ResourceDefinition } from './types.ts';

export const curerrorpoa: ResourceDefinition = {
  key: 'curerrorpoa',
  menu: { group: 'monitoring', subgroup: 'currentValues' },
  viewPermission: 'MONTORING_PENDINGERROR_VIEW',
};
