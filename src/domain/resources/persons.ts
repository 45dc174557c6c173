import type { ResourceDefinition } from './types.ts';

export const persons: ResourceDefinition = {
  key: 'persons',
  menu: { group: 'personsOrganisations' },
  viewPermission: 'PERSON_VIEW',
};
