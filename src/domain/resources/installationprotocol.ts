import type { ResourceDefinition } from './types.ts';

export const installationprotocol: ResourceDefinition = {
  key: 'installationprotocol',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'MONTORING_INSTALLPROTOCOL_VIEW',
};
