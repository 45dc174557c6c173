import { z } from 'zod';
import { alertswissprotocol as resource } from '../resources/alertswissprotocol.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

/** Each message handed to alert-swiss (the public app and website), read-only, newest first. */
export const alertswissprotocol: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    deliveredAt: z.string(),
    messageIdentifier: z.string(),
    eventId: z.number(),
    eventVersion: z.number(),
    messageType: z.string().nullable(),
    languages: z.array(z.string()),
    stateCodes: z.array(z.string()),
    subscribersReached: z.number(),
    failure: z.string().nullable(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'deliveredAt', type: 'date', width: 170 },
    { field: 'messageIdentifier', type: 'text', width: 260 },
    { field: 'eventId', type: 'number', width: 110 },
    { field: 'eventVersion', type: 'number', width: 110 },
    {
      field: 'messageType',
      type: 'enum',
      values: ['ALARM', 'WARNING', 'INFORMATION', 'TEST'],
      valueLabels: 'alertswiss.messageTypes',
      width: 140,
    },
    { field: 'languages', type: 'json', width: 130 },
    { field: 'stateCodes', type: 'json', width: 160 },
    { field: 'subscribersReached', type: 'number', width: 170 },
    {
      field: 'failure',
      type: 'enum',
      values: ['UNAVAILABLE', 'DISABLED'],
      valueLabels: 'alertswiss.failures',
      width: 170,
    },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCodes',
  defaultSort: { field: 'deliveredAt', dir: 'desc' },
  countCap: PROTOCOL_COUNT_CAP,
  labelField: 'messageIdentifier',
};
