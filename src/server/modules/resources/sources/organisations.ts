import { sql } from 'drizzle-orm';
import { organisations } from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

const nameIn = (language: string, alias: string) =>
  sql<string>`${organisations.name}->>${sql.raw(`'${language}'`)}`.as(alias);

export const organisationSource: ResourceSource = {
  table: organisations,
  id: organisations.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: organisations.id,
          code: organisations.code,
          nameDe: nameIn('de', 'nameDe'),
          nameFr: nameIn('fr', 'nameFr'),
          nameIt: nameIn('it', 'nameIt'),
          nameEn: nameIn('en', 'nameEn'),
          stateCode: organisations.stateCode,
          characteristic: organisations.characteristic,
          createdAt: organisations.createdAt,
        })
        .from(organisations)
        .as('r'),
    ),
  values: async (body) => ({
    code: body.code,
    name: { de: body.nameDe, fr: body.nameFr, it: body.nameIt, en: body.nameEn },
    stateCode: body.stateCode,
    characteristic: body.characteristic,
  }),
};
