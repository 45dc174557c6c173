import type { ResourceDefinition } from './types.ts';

export const ksps: ResourceDefinition = {
  key: 'ksps',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'KSP_VIEW',
};
