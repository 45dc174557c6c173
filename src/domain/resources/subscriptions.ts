import type { ResourceDefinition } from './types.ts';

export const subscriptions: ResourceDefinition = {
  key: 'subscriptions',
  menu: { group: 'personsOrganisations' },
  viewPermission: 'SUBSCRIPTION_VIEW',
};
