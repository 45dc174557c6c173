import { z } from 'zod';
import { ERROR_PROTOCOL_ACTIONS } from '../monitoring.ts';
import { errorprotocolnetwork as networkResource } from '../resources/errorprotocolnetwork.ts';
import { errorprotocolpoa as poaResource } from '../resources/errorprotocolpoa.ts';
import type { ResourceDefinition } from '../resources/types.ts';
import { FAULT_LABELS, faultColumns, faultFields } from './faultColumns.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

const row = z.object({
  ...faultFields,
  at: z.string(),
  action: z.enum(ERROR_PROTOCOL_ACTIONS),
  occurrences: z.number(),
  userName: z.string().nullable(),
  comment: z.string().nullable(),
});

const errorProtocol = (resource: ResourceDefinition): RegistryEntry => ({
  resource,
  paging: 'server',
  row,
  columns: [
    { field: 'at', type: 'date', width: 160 },
    {
      field: 'action',
      type: 'enum',
      values: ERROR_PROTOCOL_ACTIONS,
      valueLabels: FAULT_LABELS.action,
      width: 140,
    },
    ...faultColumns,
    { field: 'occurrences', type: 'number', width: 110 },
    { field: 'userName', type: 'text', valueList: true, width: 140 },
    { field: 'comment', type: 'text', width: 260 },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'at', dir: 'desc' },
  countCap: PROTOCOL_COUNT_CAP,
  labelField: 'id',
});

/** Every raise, acknowledgement and clearing of polyalert component errors, newest first. */
export const errorprotocolpoa = errorProtocol(poaResource);

/** The same for network and bearer errors. */
export const errorprotocolnetwork = errorProtocol(networkResource);
