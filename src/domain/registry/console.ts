import { z } from 'zod';
import { console as resource } from '../resources/console.ts';
import { COMPONENT_STATES } from './components.ts';
import { OptionalText, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

/** The kinds of field device the device administrators look after, in one list. */
export const DEVICE_KINDS = ['FGP', 'KGP', 'KSP'] as const;

/** i18n key of the error shown when a device is taken out of service without a reason. */
export const REASON_REQUIRED_KEY = 'data.console.reasonRequired';

/**
 * What only a device administrator changes: taking a device out of service (it then counts as known
 * down, not as a fault) needs a reason; bringing it back clears the reason.
 */
const update = z
  .object({
    outOfService: z.boolean(),
    outOfServiceReason: OptionalText(300),
    adminNote: OptionalText(2000),
    version: VersionSchema,
  })
  .refine((body) => !body.outOfService || !!body.outOfServiceReason, {
    path: ['outOfServiceReason'],
    params: { messageKey: REASON_REQUIRED_KEY },
  });

/**
 * Device administration (SU_DEVICE_ADMIN): every FGP, KGP and KSP in one list with what identifies it in
 * the field and its last contact; devices are created and deleted on their own pages.
 */
export const deviceConsole: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    kind: z.enum(DEVICE_KINDS),
    code: z.string(),
    name: z.string(),
    stateCode: z.string(),
    firmware: z.string(),
    address: z.string().nullable(),
    serialNumber: z.string().nullable(),
    state: z.enum(COMPONENT_STATES),
    lastContactAt: z.string().nullable(),
    outOfService: z.boolean(),
    outOfServiceReason: z.string().nullable(),
    outOfServiceSince: z.string().nullable(),
    adminNote: z.string().nullable(),
    updatedAt: z.string(),
    version: VersionSchema,
  }),
  update,
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'kind', type: 'enum', values: DEVICE_KINDS, width: 130 },
    { field: 'code', type: 'text', width: 160 },
    { field: 'name', type: 'text', width: 240 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'firmware', type: 'text', valueList: true, width: 130 },
    { field: 'address', type: 'text', width: 200 },
    { field: 'serialNumber', type: 'text', width: 140, hidden: true },
    { field: 'state', type: 'enum', values: COMPONENT_STATES, width: 130 },
    { field: 'lastContactAt', type: 'date', width: 170 },
    { field: 'outOfService', type: 'boolean', width: 140 },
    { field: 'outOfServiceReason', type: 'text', width: 220 },
    { field: 'outOfServiceSince', type: 'date', width: 170, hidden: true },
    { field: 'adminNote', type: 'text', width: 240 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'outOfService', kind: 'boolean' },
    { field: 'outOfServiceReason', kind: 'text' },
    { field: 'adminNote', kind: 'text' },
  ],
  permissions: { view: [resource.viewPermission], edit: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  labelField: 'code',
};
