import type { ResourceDefinition } from './types.ts';

export const alertswissprotocol: ResourceDefinition = {
  key: 'alertswissprotocol',
  menu: { group: 'monitoring', subgroup: 'protocols' },
  viewPermission: 'MONITORING_ALERTSWISSSTATS_VIEW',
};
