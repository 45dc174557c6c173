import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit.ts';
import { auditlog as resource } from '../resources/auditlog.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

/** Where the labels of the action and entity codes live (the page's own texts in the data area). */
export const AUDIT_LABELS = {
  actions: 'data.auditlog.actions',
  entities: 'data.auditlog.entities',
} as const;

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
    // Plain text, not the enum: a row of a code no longer written must still be answered (shown raw).
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 100, hidden: true },
    // To the second: an administrator orders the writes of one minute.
    { field: 'at', type: 'date', seconds: true, width: 180 },
    { field: 'userName', type: 'text', valueList: true, width: 150 },
    { field: 'organisation', type: 'text', valueList: true, width: 150 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110, hidden: true },
    {
      field: 'action',
      type: 'enum',
      values: AUDIT_ACTIONS,
      valueLabels: AUDIT_LABELS.actions,
      width: 240,
    },
    {
      field: 'entity',
      type: 'enum',
      values: AUDIT_ENTITIES,
      valueLabels: AUDIT_LABELS.entities,
      width: 210,
    },
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
