import { z } from 'zod';
import { curerrornetwork as networkResource } from '../resources/curerrornetwork.ts';
import { curerrorpoa as poaResource } from '../resources/curerrorpoa.ts';
import type { ResourceDefinition } from '../resources/types.ts';
import { faultColumns, faultFields } from './faultColumns.ts';
import type { RegistryEntry } from './types.ts';

/** One open error: first and last seen, how often, and its acknowledgement. */
const row = z.object({
  ...faultFields,
  componentName: z.string(),
  raisedAt: z.string(),
  lastSeenAt: z.string(),
  occurrences: z.number(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgeComment: z.string().nullable(),
});

const currentErrors = (resource: ResourceDefinition): RegistryEntry => ({
  resource,
  paging: 'server',
  row,
  columns: [
    ...faultColumns,
    { field: 'componentName', type: 'text', width: 200, hidden: true },
    { field: 'raisedAt', type: 'date', width: 160 },
    { field: 'lastSeenAt', type: 'date', width: 160 },
    { field: 'occurrences', type: 'number', width: 110 },
    { field: 'acknowledgedAt', type: 'date', width: 160 },
    { field: 'acknowledgedBy', type: 'text', valueList: true, width: 140 },
    { field: 'acknowledgeComment', type: 'text', width: 260 },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'lastSeenAt', dir: 'desc' },
  labelField: 'componentRef',
});

/** Open errors of polyalert components (central services, sirens with their FGP, KGP, KSP). */
export const curerrorpoa = currentErrors(poaResource);

/** Open network and bearer errors (links down, failover to RDS or the mobile network). */
export const curerrornetwork = currentErrors(networkResource);
