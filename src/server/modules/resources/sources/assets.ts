import { eq, sql } from 'drizzle-orm';
import {
  locations,
  mobileSirens,
  sirenModels,
  sirenOperations,
  stationarySirens,
} from '../../../db/schema/index.ts';
import { asRows, type ResourceSource, touched } from './source.ts';

export const locationSource: ResourceSource = {
  table: locations,
  id: locations.id,
  rows: (db) => asRows(db.select().from(locations).as('r')),
  values: touched,
};

export const sirenModelSource: ResourceSource = {
  table: sirenModels,
  id: sirenModels.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: sirenModels.id,
          manufacturer: sirenModels.manufacturer,
          name: sirenModels.name,
          drive: sirenModels.drive,
          soundPowerDb: sirenModels.soundPowerDb,
          rangeMetres: sirenModels.rangeMetres,
          batteryBackup: sirenModels.batteryBackup,
          // Written out with the table names: inside a select's own columns drizzle leaves columns
          // unqualified, so `model_id = id` would compare within stationary_siren and always count 1.
          sirens: sql<number>`(select count(*) from stationary_siren s where s.model_id = siren_model.id)`
            .mapWith(Number)
            .as('sirens'),
          updatedAt: sirenModels.updatedAt,
        })
        .from(sirenModels)
        .as('r'),
    ),
  values: touched,
};

/** A stationary siren's identity and place: how every list of sirens (grid, surveillance) begins. */
export const sirenPlaceColumns = {
  id: stationarySirens.id,
  code: stationarySirens.code,
  name: stationarySirens.name,
  stateCode: stationarySirens.stateCode,
  municipality: stationarySirens.municipality,
  east: stationarySirens.east,
  north: stationarySirens.north,
};

export const sirenSource: ResourceSource = {
  table: stationarySirens,
  id: stationarySirens.id,
  rows: (db) =>
    asRows(
      db
        .select({
          ...sirenPlaceColumns,
          modelId: stationarySirens.modelId,
          modelName: sql<string>`${sirenModels.name}`.as('modelName'),
          operationalState: stationarySirens.operationalState,
          waterAlarm: stationarySirens.waterAlarm,
          commissionedOn: stationarySirens.commissionedOn,
          remark: stationarySirens.remark,
          updatedAt: stationarySirens.updatedAt,
        })
        .from(stationarySirens)
        .innerJoin(sirenModels, eq(sirenModels.id, stationarySirens.modelId))
        .as('r'),
    ),
  values: touched,
};

export const mobileSirenSource: ResourceSource = {
  table: mobileSirens,
  id: mobileSirens.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: mobileSirens.id,
          code: mobileSirens.code,
          stateCode: mobileSirens.stateCode,
          homeBase: mobileSirens.homeBase,
          carrier: mobileSirens.carrier,
          modelId: mobileSirens.modelId,
          modelName: sql<string>`${sirenModels.name}`.as('modelName'),
          operationalState: mobileSirens.operationalState,
          commissionedOn: mobileSirens.commissionedOn,
          remark: mobileSirens.remark,
          updatedAt: mobileSirens.updatedAt,
        })
        .from(mobileSirens)
        .innerJoin(sirenModels, eq(sirenModels.id, mobileSirens.modelId))
        .as('r'),
    ),
  values: touched,
};

/** Operations take their canton from the siren: a cantonal user manages those of their sirens. */
export const sirenOperationSource: ResourceSource = {
  table: sirenOperations,
  id: sirenOperations.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: sirenOperations.id,
          sirenId: sirenOperations.sirenId,
          sirenCode: sql<string>`${stationarySirens.code}`.as('sirenCode'),
          sirenName: sql<string>`${stationarySirens.name}`.as('sirenName'),
          stateCode: sql<string>`${stationarySirens.stateCode}`.as('stateCode'),
          operator: sirenOperations.operator,
          contactPhone: sirenOperations.contactPhone,
          validFrom: sirenOperations.validFrom,
          remark: sirenOperations.remark,
          updatedAt: sirenOperations.updatedAt,
        })
        .from(sirenOperations)
        .innerJoin(stationarySirens, eq(stationarySirens.id, sirenOperations.sirenId))
        .as('r'),
    ),
  values: touched,
};
