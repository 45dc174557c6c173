import type { ResourceDefinition } from './types.ts';

export const sirenTestArchive: ResourceDefinition = {
  key: 'siren-test-archive',
  menu: { group: 'sirenTest', subgroup: 'management' },
  viewPermission: 'SIRENTEST_ARCHIVE_VIEW',
};
