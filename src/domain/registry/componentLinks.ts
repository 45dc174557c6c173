import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import type { Permission } from '../permissions.ts';
import type { ResourceDefinition } from '../resources/types.ts';
import { OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

export const CHANNELS = ['POLYCOM', 'RDS', 'MOBILE'] as const;
export const CHANNEL_STATES = ['AVAILABLE', 'DEGRADED', 'UNAVAILABLE'] as const;

/** What a page of rows attached to a component (FGP or KGP) needs to know about it. */
interface ComponentLink {
  resource: ResourceDefinition;
  /** Registry key of the component the rows belong to (`fgps`, `kgps`). */
  component: string;
  /** Needed, besides the view permission, to create, edit and delete. */
  manage: readonly Permission[];
  paging: RegistryEntry['paging'];
}

const linkedRow = { id: z.number(), componentCode: z.string(), stateCode: z.string(), updatedAt: z.string() };

function permissionsOf({ resource, manage }: ComponentLink) {
  const write = [resource.viewPermission, ...manage];
  return { view: [resource.viewPermission], create: write, edit: write, delete: write };
}

/** The communication channels of components (`fgpscom`, `kgpscom`): address, state, last contact. */
export function channelEntry(link: ComponentLink): RegistryEntry {
  const create = z.object({
    componentId: RowIdSchema,
    channel: z.enum(CHANNELS),
    address: RequiredText(80),
    state: z.enum(CHANNEL_STATES),
  });
  return {
    resource: link.resource,
    paging: link.paging,
    row: create.extend({ ...linkedRow, lastContactAt: z.string().nullable(), version: VersionSchema }),
    create,
    update: updateOf(create),
    columns: [
      { field: 'id', type: 'number', width: 90, hidden: true },
      { field: 'componentCode', type: 'text', valueList: true, width: 170 },
      { field: 'stateCode', type: 'text', valueList: true, width: 110 },
      { field: 'channel', type: 'enum', values: CHANNELS, width: 150 },
      { field: 'address', type: 'text', width: 180 },
      { field: 'state', type: 'enum', values: CHANNEL_STATES, width: 160 },
      { field: 'lastContactAt', type: 'date', width: 170 },
      { field: 'updatedAt', type: 'date', width: 170, hidden: true },
    ],
    form: [
      { field: 'componentId', kind: 'reference', reference: link.component },
      { field: 'channel', kind: 'enum', values: CHANNELS },
      { field: 'address', kind: 'text' },
      { field: 'state', kind: 'enum', values: CHANNEL_STATES },
    ],
    permissions: permissionsOf(link),
    territoryField: 'stateCode',
    defaultSort: { field: 'componentCode', dir: 'asc' },
    // The console shows each device's last contact and first address.
    shownIn: ['console'],
    labelField: 'componentCode',
  };
}

/** Who operates components on site (`fgpsoperation`, `kgpsoperation`): the management right. */
export function operationEntry(link: ComponentLink): RegistryEntry {
  const create = z.object({
    componentId: RowIdSchema,
    operator: RequiredText(120),
    contactPhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/)
      .nullable(),
    validFrom: z.iso.date(),
    remark: OptionalText(500),
  });
  return {
    resource: link.resource,
    paging: link.paging,
    row: create.extend({ ...linkedRow, version: VersionSchema }),
    create,
    update: updateOf(create),
    columns: [
      { field: 'id', type: 'number', width: 90, hidden: true },
      { field: 'componentCode', type: 'text', valueList: true, width: 170 },
      { field: 'stateCode', type: 'text', valueList: true, width: 110 },
      { field: 'operator', type: 'text', valueList: true, width: 260 },
      { field: 'contactPhone', type: 'text', width: 170 },
      { field: 'validFrom', type: 'date', width: 140 },
      { field: 'remark', type: 'text', width: 240, hidden: true },
      { field: 'updatedAt', type: 'date', width: 170, hidden: true },
    ],
    form: [
      { field: 'componentId', kind: 'reference', reference: link.component },
      { field: 'operator', kind: 'text' },
      { field: 'contactPhone', kind: 'text' },
      { field: 'validFrom', kind: 'text' },
      { field: 'remark', kind: 'text' },
    ],
    permissions: permissionsOf(link),
    territoryField: 'stateCode',
    defaultSort: { field: 'componentCode', dir: 'asc' },
    labelField: 'componentCode',
  };
}
