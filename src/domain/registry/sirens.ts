import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { RowIdSchema } from '../keys.ts';
import { sirens as resource } from '../resources/sirens.ts';
import { EastSchema, NorthSchema, OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import { ASSET_MANAGEMENT } from './locations.ts';
import type { RegistryEntry } from './types.ts';

export const SIREN_STATES = ['OPERATIONAL', 'FAULT', 'MAINTENANCE', 'DECOMMISSIONED'] as const;

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}-[0-9]{4,6}$/),
  name: RequiredText(120),
  stateCode: z.enum(CANTON_CODES),
  municipality: RequiredText(80),
  east: EastSchema,
  north: NorthSchema,
  modelId: RowIdSchema,
  operationalState: z.enum(SIREN_STATES),
  waterAlarm: z.boolean(),
  commissionedOn: z.iso.date(),
  remark: OptionalText(500),
});

/** Stationary sirens (about 5,000): server paging; the management right may edit them. */
export const sirens: RegistryEntry = {
  resource,
  paging: 'server',
  row: create.extend({
    id: z.number(),
    modelName: z.string(),
    updatedAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'code', type: 'text', width: 120 },
    { field: 'name', type: 'text', width: 240 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'municipality', type: 'text', valueList: true, width: 170 },
    { field: 'modelName', type: 'text', valueList: true, width: 190 },
    { field: 'operationalState', type: 'enum', values: SIREN_STATES, width: 160 },
    { field: 'waterAlarm', type: 'boolean', width: 130 },
    { field: 'commissionedOn', type: 'date', width: 150 },
    { field: 'east', type: 'number', width: 120, hidden: true },
    { field: 'north', type: 'number', width: 120, hidden: true },
    { field: 'remark', type: 'text', width: 240, hidden: true },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'name', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: CANTON_CODES },
    { field: 'municipality', kind: 'text' },
    { field: 'east', kind: 'number' },
    { field: 'north', kind: 'number' },
    { field: 'modelId', kind: 'reference', reference: 'sirenmodels' },
    { field: 'operationalState', kind: 'enum', values: SIREN_STATES },
    { field: 'waterAlarm', kind: 'boolean' },
    { field: 'commissionedOn', kind: 'text' },
    { field: 'remark', kind: 'text' },
  ],
  permissions: {
    view: [resource.viewPermission],
    create: [resource.viewPermission, ...ASSET_MANAGEMENT],
    edit: [resource.viewPermission, ...ASSET_MANAGEMENT],
    delete: [resource.viewPermission, ...ASSET_MANAGEMENT],
  },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  mapPoints: true,
  labelField: 'code',
};
