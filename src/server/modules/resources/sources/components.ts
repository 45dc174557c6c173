import { eq, sql } from 'drizzle-orm';
import {
  communicationComponents,
  controlComponents,
  fieldComponents,
  stationarySirens,
} from '../../../db/schema/index.ts';
import { administered } from './deviceConsole.ts';
import { asRows, type ResourceSource, touched } from './source.ts';

/** Field components take their canton from their siren. */
export const fieldComponentSource: ResourceSource = {
  table: fieldComponents,
  id: fieldComponents.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: fieldComponents.id,
          code: fieldComponents.code,
          sirenId: fieldComponents.sirenId,
          sirenCode: sql<string>`${stationarySirens.code}`.as('sirenCode'),
          stateCode: sql<string>`${stationarySirens.stateCode}`.as('stateCode'),
          serialNumber: fieldComponents.serialNumber,
          firmware: fieldComponents.firmware,
          radioAddress: fieldComponents.radioAddress,
          state: fieldComponents.state,
          updatedAt: fieldComponents.updatedAt,
        })
        .from(fieldComponents)
        .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId))
        .as('r'),
    ),
  values: touched,
  afterWrite: administered('fieldComponentId'),
};

export const controlComponentSource: ResourceSource = {
  table: controlComponents,
  id: controlComponents.id,
  rows: (db) => asRows(db.select().from(controlComponents).as('r')),
  values: touched,
  afterWrite: administered('controlComponentId'),
};

export const communicationComponentSource: ResourceSource = {
  table: communicationComponents,
  id: communicationComponents.id,
  rows: (db) => asRows(db.select().from(communicationComponents).as('r')),
  values: touched,
  afterWrite: administered('communicationComponentId'),
};
