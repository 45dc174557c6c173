import type { ResourceDefinition } from './types.ts';

export const sirenmodels: ResourceDefinition = {
  key: 'sirenmodels',
  menu: { group: 'assets', subgroup: 'sirens' },
  viewPermission: 'SIRENMODEL_VIEW',
};
