import type { ResourceDefinition } from './types.ts';

export const organisations: ResourceDefinition = {
  key: 'organisations',
  menu: { group: 'personsOrganisations' },
  viewPermission: 'ASSMGMT_ORGANISATION_VIEW',
};
