import { alertswissDeliveries, channelTests } from '../../../db/schema/index.ts';
import { channelTestRows } from '../../channeltest/queries.ts';
import { asRows, type ResourceSource } from './source.ts';

/** alert-swiss deliveries, read-only. */
export const alertswissDeliverySource: ResourceSource = {
  table: alertswissDeliveries,
  id: alertswissDeliveries.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: alertswissDeliveries.id,
          deliveredAt: alertswissDeliveries.deliveredAt,
          messageIdentifier: alertswissDeliveries.messageIdentifier,
          eventId: alertswissDeliveries.eventId,
          // `version` is the generic grid's optimistic-lock field: the event's version gets its own name.
          eventVersion: alertswissDeliveries.version,
          messageType: alertswissDeliveries.messageType,
          languages: alertswissDeliveries.languages,
          stateCodes: alertswissDeliveries.stateCodes,
          subscribersReached: alertswissDeliveries.subscribersReached,
          failure: alertswissDeliveries.failure,
        })
        .from(alertswissDeliveries)
        .as('r'),
    ),
};

/** Channel tests, read-only; a siren test's outcome is worked out from its alarm's results. */
export const channelTestSource: ResourceSource = {
  table: channelTests,
  id: channelTests.id,
  rows: channelTestRows,
};
