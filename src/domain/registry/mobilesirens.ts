import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { RowIdSchema } from '../keys.ts';
import { mobilesirens as resource } from '../resources/mobilesirens.ts';
import { OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import { ASSET_MANAGEMENT } from './locations.ts';
import { SIREN_STATES } from './sirens.ts';
import type { RegistryEntry } from './types.ts';

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}-M[0-9]{4}$/),
  stateCode: z.enum(CANTON_CODES),
  homeBase: RequiredText(80),
  carrier: RequiredText(120),
  modelId: RowIdSchema,
  operationalState: z.enum(SIREN_STATES),
  commissionedOn: z.iso.date(),
  remark: OptionalText(500),
});

/** Mobile sirens (about 2,200) on vehicles of fire brigades and civil protection: server paging. */
export const mobilesirens: RegistryEntry = {
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
    { field: 'code', type: 'text', width: 130 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'homeBase', type: 'text', valueList: true, width: 170 },
    { field: 'carrier', type: 'text', width: 260 },
    { field: 'modelName', type: 'text', valueList: true, width: 170 },
    { field: 'operationalState', type: 'enum', values: SIREN_STATES, width: 160 },
    { field: 'commissionedOn', type: 'date', width: 150 },
    { field: 'remark', type: 'text', width: 240, hidden: true },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: CANTON_CODES },
    { field: 'homeBase', kind: 'text' },
    { field: 'carrier', kind: 'text' },
    { field: 'modelId', kind: 'reference', reference: 'sirenmodels' },
    { field: 'operationalState', kind: 'enum', values: SIREN_STATES },
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
  labelField: 'code',
};
