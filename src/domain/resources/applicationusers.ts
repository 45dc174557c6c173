import type { ResourceDefinition } from './types.ts';

export const applicationusers: ResourceDefinition = {
  key: 'applicationusers',
  menu: { group: 'personsOrganisations' },
  viewPermission: 'APPLICATIONUSER_VIEW',
};
