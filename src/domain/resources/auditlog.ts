import type { ResourceDefinition } from './types.ts';

export const auditlog: ResourceDefinition = {
  key: 'auditlog',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'MONITORING_AUDITLOG_VIEW',
};
