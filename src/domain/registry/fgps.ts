import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import { fgps as resource } from '../resources/fgps.ts';
import { COMPONENT_STATES, ComponentStateSchema, FirmwareSchema } from './components.ts';
import { RequiredText, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^FGP-[A-Z]{2}-[0-9]{4,6}$/),
  sirenId: RowIdSchema,
  serialNumber: RequiredText(40),
  firmware: FirmwareSchema,
  radioAddress: z
    .string()
    .trim()
    .regex(/^[0-9]{3}-[0-9]{4}$/),
  state: ComponentStateSchema,
});

const MANAGE = ['FGP_VIEW', 'FGP_MGMT_RIGHT_VIEW'] as const;

/** Field components (FGP): one remote control per stationary siren; its canton is the siren's. */
export const fgps: RegistryEntry = {
  resource,
  paging: 'server',
  row: create.extend({
    id: z.number(),
    sirenCode: z.string(),
    stateCode: z.string(),
    updatedAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'code', type: 'text', width: 160 },
    { field: 'sirenCode', type: 'text', width: 130 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'serialNumber', type: 'text', width: 160 },
    { field: 'firmware', type: 'text', valueList: true, width: 130 },
    { field: 'radioAddress', type: 'text', width: 140 },
    { field: 'state', type: 'enum', values: COMPONENT_STATES, width: 140 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'sirenId', kind: 'reference', reference: 'sirens' },
    { field: 'serialNumber', kind: 'text' },
    { field: 'firmware', kind: 'text' },
    { field: 'radioAddress', kind: 'text' },
    { field: 'state', kind: 'enum', values: COMPONENT_STATES },
  ],
  permissions: { view: [resource.viewPermission], create: MANAGE, edit: MANAGE, delete: MANAGE },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  shownIn: ['console'],
  labelField: 'code',
};
