import type { ResourceDefinition } from './types.ts';

export const fgpscom: ResourceDefinition = {
  key: 'fgpscom',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'FGP_COM_VIEW',
};
