import type { ResourceDefinition } from './types.ts';

export const console: ResourceDefinition = {
  key: 'console',
  menu: { group: 'assets', subgroup: 'components' },
  viewPermission: 'SU_DEVICE_ADMIN',
};
