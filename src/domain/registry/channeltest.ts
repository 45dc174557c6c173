import { z } from 'zod';
import { CHANNEL_TEST_OUTCOMES, TESTED_CHANNELS } from '../channelTests.ts';
import { channeltest as resource } from '../resources/channeltest.ts';
import { PROTOCOL_COUNT_CAP, type RegistryEntry } from './types.ts';

/** Every channel test with its outcome and round trip, read-only; tests are sent from the page's action. */
export const channeltest: RegistryEntry = {
  resource,
  paging: 'server',
  row: z.object({
    id: z.number(),
    testedAt: z.string(),
    channel: z.enum(TESTED_CHANNELS),
    outcome: z.enum(CHANNEL_TEST_OUTCOMES),
    roundTripMs: z.number().nullable(),
    detail: z.string().nullable(),
    testedBy: z.string(),
    stateCode: z.string(),
    alarmId: z.number().nullable(),
  }),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'testedAt', type: 'date', width: 170 },
    {
      field: 'channel',
      type: 'enum',
      values: TESTED_CHANNELS,
      valueLabels: 'channelTest.channels',
      width: 150,
    },
    {
      field: 'outcome',
      type: 'enum',
      values: CHANNEL_TEST_OUTCOMES,
      valueLabels: 'channelTest.outcomes',
      width: 140,
    },
    { field: 'roundTripMs', type: 'number', width: 150 },
    { field: 'detail', type: 'text', width: 280 },
    { field: 'testedBy', type: 'text', valueList: true, width: 150 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110, hidden: true },
    { field: 'alarmId', type: 'number', width: 120, hidden: true },
  ],
  permissions: { view: [resource.viewPermission] },
  territoryField: 'stateCode',
  defaultSort: { field: 'testedAt', dir: 'desc' },
  countCap: PROTOCOL_COUNT_CAP,
  labelField: 'id',
};
