import type { ResourceDefinition } from './types.ts';

export const errorprotocolnetwork: ResourceDefinition = {
  key: 'errorprotocolnetwork',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'MONTORING_ERRORPROTOCOL_VIEW',
};
