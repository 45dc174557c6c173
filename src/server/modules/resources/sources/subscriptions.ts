import { eq, sql } from 'drizzle-orm';
import { organisations, persons, subscriptions } from '../../../db/schema/index.ts';
import { asRows, type ResourceSource, touched } from './source.ts';

export const subscriptionSource: ResourceSource = {
  table: subscriptions,
  id: subscriptions.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: subscriptions.id,
          personId: subscriptions.personId,
          personName: sql<string>`${persons.lastName} || ' ' || ${persons.firstName}`.as('personName'),
          organisationCode: sql<string>`${organisations.code}`.as('organisationCode'),
          topic: subscriptions.topic,
          channel: subscriptions.channel,
          stateCode: subscriptions.stateCode,
          active: subscriptions.active,
          updatedAt: subscriptions.updatedAt,
        })
        .from(subscriptions)
        .innerJoin(persons, eq(persons.id, subscriptions.personId))
        .innerJoin(organisations, eq(organisations.id, persons.organisationId))
        .as('r'),
    ),
  values: touched,
};
