import type { ResourceDefinition } from './types.ts';

export const sirenTestPlan: ResourceDefinition = {
  key: 'siren-test-plan',
  menu: { group: 'sirenTest', subgroup: 'management' },
  viewPermission: 'SIRENTEST_PLANNED_VIEW',
};
