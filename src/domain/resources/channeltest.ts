import type { ResourceDefinition } from './types.ts';

export const channeltest: ResourceDefinition = {
  key: 'channeltest',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'SU_CHANNEL_TEST',
};
