import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  controlComponentChannels,
  controlComponentOperations,
  controlComponents,
  fieldComponentChannels,
  fieldComponentOperations,
  fieldComponents,
  stationarySirens,
} from '../../../db/schema/index.ts';
import { asRows, type ResourceSource, touched } from './source.ts';

type Components = (db: Db | Tx) => ReturnType<typeof fieldComponentRefs>;

/** Field components with their code and their siren's canton. */
function fieldComponentRefs(db: Db | Tx) {
  return db
    .select({
      id: fieldComponents.id,
      code: sql<string>`${fieldComponents.code}`.as('component_code'),
      stateCode: sql<string>`${stationarySirens.stateCode}`.as('component_state'),
    })
    .from(fieldComponents)
    .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId))
    .as('c');
}

function controlComponentRefs(db: Db | Tx) {
  return db
    .select({
      id: controlComponents.id,
      code: sql<string>`${controlComponents.code}`.as('component_code'),
      stateCode: sql<string>`${controlComponents.stateCode}`.as('component_state'),
    })
    .from(controlComponents)
    .as('c');
}

type LinkedTable = PgTable & { id: PgColumn; componentId: PgColumn; updatedAt: PgColumn };

/** Rows attached to a component take its code and canton (the territory of the row). */
function linkedSource(
  table: LinkedTable,
  fields: Record<string, PgColumn>,
  components: Components,
): ResourceSource {
  return {
    table,
    id: table.id,
    rows: (db) => {
      const component = components(db);
      return asRows(
        db
          .select({
            id: table.id,
            componentId: table.componentId,
            componentCode: sql<string>`${component.code}`.as('componentCode'),
            stateCode: sql<string>`${component.stateCode}`.as('stateCode'),
            ...fields,
            updatedAt: table.updatedAt,
          })
          .from(table)
          .innerJoin(component, eq(component.id, table.componentId))
          .as('r'),
      );
    },
    values: touched,
  };
}

const channelFields = (t: typeof fieldComponentChannels | typeof controlComponentChannels) => ({
  channel: t.channel,
  address: t.address,
  state: t.state,
  lastContactAt: t.lastContactAt,
});
const operationFields = (t: typeof fieldComponentOperations | typeof controlComponentOperations) => ({
  operator: t.operator,
  contactPhone: t.contactPhone,
  validFrom: t.validFrom,
  remark: t.remark,
});

export const fieldChannelSource = linkedSource(
  fieldComponentChannels,
  channelFields(fieldComponentChannels),
  fieldComponentRefs,
);
export const controlChannelSource = linkedSource(
  controlComponentChannels,
  channelFields(controlComponentChannels),
  controlComponentRefs,
);
export const fieldOperationSource = linkedSource(
  fieldComponentOperations,
  operationFields(fieldComponentOperations),
  fieldComponentRefs,
);
export const controlOperationSource = linkedSource(
  controlComponentOperations,
  operationFields(controlComponentOperations),
  controlComponentRefs,
);
