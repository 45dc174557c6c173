import type { ResourceDefinition } from './types.ts';

export const sirenTestResult: ResourceDefinition = {
  key: 'siren-test-result',
  menu: { group: 'sirenTest', subgroup: 'active' },
  viewPermission: 'SIRENTEST_CURRENT_VIEW',
  needsActiveSirenTest: true,
};
