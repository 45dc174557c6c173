import { z } from 'zod';
import { INSTALLATION_ACTIONS } from '../monitoring.ts';
import { installationprotocol as resource } from '../resources/installationprotocol.ts';
import { DEVICE_KINDS } from './console.ts';
import { FAULT_LABELS } from './faultColumns.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

/** Commissioning, replacement and firmware changes of the devices, newest first; read-only. */
export const installationprotocol: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    at: z.string(),
    action: z.enum(INSTALLATION_ACTIONS),
    deviceId: z.string(),
    deviceKind: z.enum(DEVICE_KINDS),
    stateCode: z.string().nullable(),
    previousFirmware: z.string().nullable(),
    firmware: z.string().nullable(),
    userName: z.string(),
    note: z.string().nullable(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'at', type: 'date', width: 160 },
    {
      field: 'action',
      type: 'enum',
      values: INSTALLATION_ACTIONS,
      valueLabels: FAULT_LABELS.installation,
      width: 170,
    },
    { field: 'deviceId', type: 'text', width: 160 },
    { field: 'deviceKind', type: 'enum', values: DEVICE_KINDS, width: 140 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'previousFirmware', type: 'text', valueList: true, width: 140 },
    { field: 'firmware', type: 'text', valueList: true, width: 140 },
    { field: 'userName', type: 'text', valueList: true, width: 140 },
    { field: 'note', type: 'text', width: 280 },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'at', dir: 'desc' },
  countCap: PROTOCOL_COUNT_CAP,
  labelField: 'deviceId',
};
