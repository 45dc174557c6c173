import type { ResourceDefinition } from './types.ts';

export const errorprotocolpoa: ResourceDefinition = {
  key: 'errorprotocolpoa',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'MONTORING_ERRORPROTOCOL_VIEW',
};
