import { z } from 'zod';
import { auditlog as resource } from '../resources/auditlog.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

/**
 * Every write of the console, read-only; `stateCode` is the acting organisation's canton. A million rows
 * and more: like the protocols, matching rows are counted up to a cap.
 */
export const auditlog: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    at: z.string(),
    userName: z.string(),
    organisation: z.string().nullable(),
    stateCode: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 100, hidden: true },
    { field: 'at', type: 'date', width: 180 },
    { field: 'userName', type: 'text', valueList: true, width: 150 },
    { field: 'organisation', type: 'text', valueList: true, width: 140 },
    { field: 'stateCode', type: 'text', valueList: true, width: 100, hidden: true },
    { field: 'action', type: 'text', valueList: true, width: 120 },
    { field: 'entity', type: 'text', valueList: true, width: 150 },
    { field: 'entityId', type: 'text', width: 110 },
    { field: 'before', type: 'json', width: 360 },
    { field: 'after', type: 'json', width: 360 },
    { field: 'requestId', type: 'text', width: 280, hidden: true },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'at', dir: 'desc' },
  countCap: PROTOCOL_COUNT_CAP,
  labelField: 'id',
};
