import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { kgps as resource } from '../resources/kgps.ts';
import { COMPONENT_STATES, ComponentStateSchema, FirmwareSchema } from './components.ts';
import { RequiredText, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

export const KGP_KINDS = ['POLICE_CENTRE', 'DAM_OPERATOR', 'MOBILE_UNIT'] as const;

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^KGP-[A-Z]{2}-[0-9]{2,4}$/),
  name: RequiredText(120),
  stateCode: z.enum(CANTON_CODES),
  kind: z.enum(KGP_KINDS),
  firmware: FirmwareSchema,
  state: ComponentStateSchema,
});

const MANAGE = ['KGP_VIEW', 'KGP_MGMT_RIGHT_VIEW'] as const;

/** Control components (KGP): the command devices that trigger a canton's sirens. */
export const kgps: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), updatedAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'code', type: 'text', width: 140 },
    { field: 'name', type: 'text', width: 280 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'kind', type: 'enum', values: KGP_KINDS, width: 190 },
    { field: 'firmware', type: 'text', valueList: true, width: 130 },
    { field: 'state', type: 'enum', values: COMPONENT_STATES, width: 140 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'name', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: CANTON_CODES },
    { field: 'kind', kind: 'enum', values: KGP_KINDS },
    { field: 'firmware', kind: 'text' },
    { field: 'state', kind: 'enum', values: COMPONENT_STATES },
  ],
  permissions: { view: [resource.viewPermission], create: MANAGE, edit: MANAGE, delete: MANAGE },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  shownIn: ['console'],
  labelField: 'code',
};
