import type { ResourceDefinition } from './types.ts';

export const mobilesirens: ResourceDefinition = {
  key: 'mobilesirens',
  menu: { group: 'assets', subgroup: 'sirens' },
  viewPermission: 'MOBILESIREN_VIEW',
};
