import type { ResourceDefinition } from './types.ts';

export const sirenTestStateOverview: ResourceDefinition = {
  key: 'siren-test-state-overview',
  menu: { group: 'sirenTest', subgroup: 'active' },
  viewPermission: 'SIRENTEST_STATE_VIEW',
  needsActiveSirenTest: true,
};
