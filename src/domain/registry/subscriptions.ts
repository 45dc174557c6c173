import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import { subscriptions as resource } from '../resources/subscriptions.ts';
import { StateCodeSchema, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

export const SUBSCRIPTION_TOPICS = [
  'EVENTS',
  'WAKEUPS',
  'SIREN_FAULTS',
  'SIREN_TEST_RESULTS',
  'WAKEUP_DEPUTY',
] as const;
export const SUBSCRIPTION_CHANNELS = ['EMAIL', 'SMS'] as const;

const create = z.object({
  personId: RowIdSchema,
  topic: z.enum(SUBSCRIPTION_TOPICS),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  stateCode: StateCodeSchema,
  active: z.boolean(),
});

const ADMINISTER = ['SUBSCRIPTION_VIEW', 'APPLICATIONUSER_VIEW'] as const;

/** Who is notified of what, on which channel, for which canton; user administrators keep them. */
export const subscriptions: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({
    id: z.number(),
    personName: z.string(),
    organisationCode: z.string(),
    updatedAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'personName', type: 'text', width: 220 },
    { field: 'organisationCode', type: 'text', valueList: true, width: 150 },
    { field: 'topic', type: 'enum', values: SUBSCRIPTION_TOPICS, width: 220 },
    { field: 'channel', type: 'enum', values: SUBSCRIPTION_CHANNELS, width: 120 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'active', type: 'boolean', width: 100 },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'personId', kind: 'reference', reference: 'persons' },
    { field: 'topic', kind: 'enum', values: SUBSCRIPTION_TOPICS },
    { field: 'channel', kind: 'enum', values: SUBSCRIPTION_CHANNELS },
    { field: 'stateCode', kind: 'state', values: StateCodeSchema.options },
    { field: 'active', kind: 'boolean' },
  ],
  permissions: { view: [resource.viewPermission], create: ADMINISTER, edit: ADMINISTER, delete: ADMINISTER },
  territoryField: 'stateCode',
  defaultSort: { field: 'personName', dir: 'asc' },
  labelField: 'personName',
};
