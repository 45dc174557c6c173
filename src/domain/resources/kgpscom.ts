import type { ResourceDefinition } from './types.ts';

export const kgpscom: ResourceDefinition = {
  key: 'kgpscom',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'KGP_COM_VIEW',
};
