import { alertswissDeliveries, channelTests } from '../../../db/schema/index.ts';
import { channelTestRows } from '../../channeltest/queries.ts';
import { asRows, type ResourceSource } from './source.ts';

/** alert-swiss deliveries, read-only. */
export const alertswissDeliverySource: ResourceSource = {
  table: alertswissDeliveries,
  id: alertswissDeliveries.id,
  rows: (db) => asRows(db.select().from(alertswissDeliveries).as('r')),
};

/** Channel tests, read-only; a siren test's outcome is worked out from its alarm's results. */
export const channelTestSource: ResourceSource = {
  table: channelTests,
  id: channelTests.id,
  rows: channelTestRows,
};
