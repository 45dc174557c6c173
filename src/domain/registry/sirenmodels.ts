import { z } from 'zod';
import { sirenmodels as resource } from '../resources/sirenmodels.ts';
import { RequiredText, updateOf, VersionSchema } from './fields.ts';
import { ASSET_MANAGEMENT } from './locations.ts';
import type { RegistryEntry } from './types.ts';

export const SIREN_DRIVES = ['ELECTRONIC', 'PNEUMATIC', 'MOTOR'] as const;

const create = z.object({
  manufacturer: RequiredText(80),
  name: RequiredText(80),
  drive: z.enum(SIREN_DRIVES),
  soundPowerDb: z.number().int().min(90).max(160),
  rangeMetres: z.number().int().min(100).max(10_000),
  batteryBackup: z.boolean(),
});

/** Siren types; national data, the same for every canton. */
export const sirenmodels: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), sirens: z.number(), updatedAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'manufacturer', type: 'text', valueList: true, width: 170 },
    { field: 'name', type: 'text', width: 200 },
    { field: 'drive', type: 'enum', values: SIREN_DRIVES, width: 150 },
    { field: 'soundPowerDb', type: 'number', width: 140 },
    { field: 'rangeMetres', type: 'number', width: 140 },
    { field: 'batteryBackup', type: 'boolean', width: 140 },
    { field: 'sirens', type: 'number', width: 120 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'manufacturer', kind: 'text' },
    { field: 'name', kind: 'text' },
    { field: 'drive', kind: 'enum', values: SIREN_DRIVES },
    { field: 'soundPowerDb', kind: 'number' },
    { field: 'rangeMetres', kind: 'number' },
    { field: 'batteryBackup', kind: 'boolean' },
  ],
  permissions: {
    view: [resource.viewPermission],
    create: [resource.viewPermission, ...ASSET_MANAGEMENT],
    edit: [resource.viewPermission, ...ASSET_MANAGEMENT],
    delete: [resource.viewPermission, ...ASSET_MANAGEMENT],
  },
  territoryField: null,
  defaultSort: { field: 'name', dir: 'asc' },
  labelField: 'name',
};
