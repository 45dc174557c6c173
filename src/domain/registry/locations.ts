import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { locations as resource } from '../resources/locations.ts';
import { EastSchema, NorthSchema, OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

export const LOCATION_KINDS = ['COMMAND_POST', 'TELECOM_SITE', 'PUBLIC_BUILDING', 'DAM'] as const;

const create = z.object({
  name: RequiredText(120),
  kind: z.enum(LOCATION_KINDS),
  stateCode: z.enum(CANTON_CODES),
  municipality: RequiredText(80),
  address: OptionalText(160),
  east: EastSchema,
  north: NorthSchema,
});

/** Managing assets is the management right on stationary sirens (SPEC.md §6). */
export const ASSET_MANAGEMENT = ['STATIONARYSIREN_MGMT_RIGHT_VIEW'] as const;

/** Sites with a map point in LV95 (command posts, telecom sites, public buildings, dams). */
export const locations: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), updatedAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'name', type: 'text', width: 240 },
    { field: 'kind', type: 'enum', values: LOCATION_KINDS, width: 170 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'municipality', type: 'text', valueList: true, width: 170 },
    { field: 'address', type: 'text', width: 220, hidden: true },
    { field: 'east', type: 'number', width: 120 },
    { field: 'north', type: 'number', width: 120 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'name', kind: 'text' },
    { field: 'kind', kind: 'enum', values: LOCATION_KINDS },
    { field: 'stateCode', kind: 'state', values: CANTON_CODES },
    { field: 'municipality', kind: 'text' },
    { field: 'address', kind: 'text' },
    { field: 'east', kind: 'number' },
    { field: 'north', kind: 'number' },
  ],
  permissions: {
    view: [resource.viewPermission],
    create: [resource.viewPermission, ...ASSET_MANAGEMENT],
    edit: [resource.viewPermission, ...ASSET_MANAGEMENT],
    delete: [resource.viewPermission, ...ASSET_MANAGEMENT],
  },
  territoryField: 'stateCode',
  defaultSort: { field: 'name', dir: 'asc' },
  mapPoints: true,
  labelField: 'name',
};
