import { z } from 'zod';
import { ksps as resource } from '../resources/ksps.ts';
import { COMPONENT_STATES, ComponentStateSchema, FirmwareSchema } from './components.ts';
import { RequiredText, StateCodeSchema, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

export const KSP_ROLES = ['CENTRAL', 'CANTONAL_GATEWAY', 'BACKUP'] as const;

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^KSP-[A-Z]{2}-[0-9]{1,3}$/),
  name: RequiredText(120),
  stateCode: StateCodeSchema,
  role: z.enum(KSP_ROLES),
  hostName: z
    .string()
    .trim()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/)
    .max(200),
  firmware: FirmwareSchema,
  state: ComponentStateSchema,
});

// KSPs have no management right of their own: the device administrators look after them.
const MANAGE = ['KSP_VIEW', 'SU_DEVICE_ADMIN'] as const;

/** Communication components (KSP): central servers (CH) and one gateway per canton. */
export const ksps: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), updatedAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'code', type: 'text', width: 130 },
    { field: 'name', type: 'text', width: 260 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'role', type: 'enum', values: KSP_ROLES, width: 190 },
    { field: 'hostName', type: 'text', width: 240 },
    { field: 'firmware', type: 'text', valueList: true, width: 130 },
    { field: 'state', type: 'enum', values: COMPONENT_STATES, width: 140 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'name', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: StateCodeSchema.options },
    { field: 'role', kind: 'enum', values: KSP_ROLES },
    { field: 'hostName', kind: 'text' },
    { field: 'firmware', kind: 'text' },
    { field: 'state', kind: 'enum', values: COMPONENT_STATES },
  ],
  permissions: { view: [resource.viewPermission], create: MANAGE, edit: MANAGE, delete: MANAGE },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  shownIn: ['console'],
  labelField: 'code',
};
