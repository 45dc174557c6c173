import { z } from 'zod';
import { curerrorsirengroups as resource } from '../resources/curerrorsirengroups.ts';
import type { RegistryEntry } from './types.ts';

/** Siren groups with at least one member whose FGP has an open error, and how many. */
export const curerrorsirengroups: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    name: z.string(),
    stateCode: z.string(),
    members: z.number(),
    membersAtFault: z.number(),
    errors: z.number(),
    warnings: z.number(),
    lastSeenAt: z.string(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'name', type: 'text', width: 260 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'members', type: 'number', width: 120 },
    { field: 'membersAtFault', type: 'number', width: 150 },
    { field: 'errors', type: 'number', width: 110 },
    { field: 'warnings', type: 'number', width: 110 },
    { field: 'lastSeenAt', type: 'date', width: 160 },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'membersAtFault', dir: 'desc' },
  labelField: 'name',
};
