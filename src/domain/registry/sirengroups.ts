import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { RowIdSchema } from '../keys.ts';
import { sirengroups as resource } from '../resources/sirengroups.ts';
import { OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import { ASSET_MANAGEMENT } from './locations.ts';
import type { RegistryEntry } from './types.ts';

export const SIREN_GROUP_PURPOSES = ['GENERAL_ALARM', 'WATER_ALARM', 'REGION'] as const;

/** The most members one group holds (the largest canton has about 700 sirens). */
export const MAX_GROUP_MEMBERS = 2_000;

const create = z.object({
  name: RequiredText(120),
  stateCode: z.enum(CANTON_CODES),
  purpose: z.enum(SIREN_GROUP_PURPOSES),
  description: OptionalText(500),
  /** Stationary sirens of the group's own canton (checked by the server). */
  memberIds: z.array(RowIdSchema).max(MAX_GROUP_MEMBERS),
});

/** Siren groups per canton with their members; the management right edits them. */
export const sirengroups: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), members: z.number(), updatedAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'name', type: 'text', width: 260 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'purpose', type: 'enum', values: SIREN_GROUP_PURPOSES, width: 180 },
    { field: 'members', type: 'number', width: 130 },
    { field: 'description', type: 'text', width: 300 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'name', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: CANTON_CODES },
    { field: 'purpose', kind: 'enum', values: SIREN_GROUP_PURPOSES },
    { field: 'description', kind: 'text' },
    { field: 'memberIds', kind: 'multiReference', reference: 'sirens', showOnMap: true },
  ],
  permissions: {
    view: [resource.viewPermission],
    create: [resource.viewPermission, ...ASSET_MANAGEMENT],
    edit: [resource.viewPermission, ...ASSET_MANAGEMENT],
    delete: [resource.viewPermission, ...ASSET_MANAGEMENT],
  },
  territoryField: 'stateCode',
  defaultSort: { field: 'name', dir: 'asc' },
  labelField: 'name',
};
