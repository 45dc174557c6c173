import type { ResourceDefinition } from './types.ts';

export const alertswisscurrentvalues: ResourceDefinition = {
  key: 'alertswisscurrentvalues',
  menu: { group: 'monitoring', subgroup: 'currentValues' },
  viewPermission: 'MONITORING_ALERTSWISSSTATS_VIEW',
};
