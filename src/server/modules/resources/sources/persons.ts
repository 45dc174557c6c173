import { eq, sql } from 'drizzle-orm';
import { organisations, persons } from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

export const personSource: ResourceSource = {
  table: persons,
  id: persons.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: persons.id,
          organisationId: persons.organisationId,
          organisationCode: sql<string>`${organisations.code}`.as('organisationCode'),
          stateCode: sql<string>`${organisations.stateCode}`.as('stateCode'),
          firstName: persons.firstName,
          lastName: persons.lastName,
          email: persons.email,
          phone: persons.phone,
          function: persons.function,
          createdAt: persons.createdAt,
        })
        .from(persons)
        .innerJoin(organisations, eq(organisations.id, persons.organisationId))
        .as('r'),
    ),
  values: async ({ version: _, ...fields }) => fields,
};
