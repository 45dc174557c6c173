import { eq, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  deviceAdministration as admin,
  communicationComponents,
  controlComponentChannels,
  controlComponents,
  fieldComponentChannels,
  fieldComponents,
  stationarySirens,
} from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

/** What differs between the three kinds of device; everything else comes from their administration row. */
interface DeviceFields {
  kind: 'FGP' | 'KGP' | 'KSP';
  code: PgColumn;
  name: PgColumn;
  stateCode: PgColumn;
  firmware: PgColumn;
  address: SQL | PgColumn;
  serialNumber: SQL | PgColumn;
  state: PgColumn;
  lastContactAt: SQL;
}

// The same aliases in every branch of the union, so the grid addresses each field by one name.
function selection(device: DeviceFields) {
  return {
    id: admin.id,
    kind: sql<string>`${device.kind}::text`.as('kind'),
    code: sql<string>`${device.code}`.as('code'),
    name: sql<string>`${device.name}`.as('name'),
    stateCode: sql<string>`${device.stateCode}`.as('stateCode'),
    firmware: sql<string>`${device.firmware}`.as('firmware'),
    address: sql<string | null>`${device.address}`.as('address'),
    serialNumber: sql<string | null>`${device.serialNumber}`.as('serialNumber'),
    state: sql<string>`${device.state}`.as('state'),
    lastContactAt: sql<Date | null>`${device.lastContactAt}`.mapWith(admin.updatedAt).as('lastContactAt'),
    outOfService: admin.outOfService,
    outOfServiceReason: admin.outOfServiceReason,
    outOfServiceSince: admin.outOfServiceSince,
    adminNote: admin.adminNote,
    updatedAt: admin.updatedAt,
  };
}

type ChannelTable = PgTable & { lastContactAt: PgColumn; componentId: PgColumn };

const lastContactOf = (channels: ChannelTable, componentId: PgColumn) =>
  sql`(select ${max(channels.lastContactAt)} from ${channels} where ${channels.componentId} = ${componentId})`;

function deviceRows(db: Db | Tx) {
  const fgps = db
    .select(
      selection({
        kind: 'FGP',
        code: fieldComponents.code,
        name: stationarySirens.name,
        stateCode: stationarySirens.stateCode,
        firmware: fieldComponents.firmware,
        address: fieldComponents.radioAddress,
        serialNumber: fieldComponents.serialNumber,
        state: fieldComponents.state,
        lastContactAt: lastContactOf(fieldComponentChannels, fieldComponents.id),
      }),
    )
    .from(admin)
    .innerJoin(fieldComponents, eq(fieldComponents.id, admin.fieldComponentId))
    .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId));
  const kgps = db
    .select(
      selection({
        kind: 'KGP',
        code: controlComponents.code,
        name: controlComponents.name,
        stateCode: controlComponents.stateCode,
        firmware: controlComponents.firmware,
        // A control component is reached by its channels' addresses; the first one identifies it.
        address: sql`(select min(${controlComponentChannels.address}) from ${controlComponentChannels} where ${controlComponentChannels.componentId} = ${controlComponents.id})`,
        serialNumber: sql`null::text`,
        state: controlComponents.state,
        lastContactAt: lastContactOf(controlComponentChannels, controlComponents.id),
      }),
    )
    .from(admin)
    .innerJoin(controlComponents, eq(controlComponents.id, admin.controlComponentId));
  const ksps = db
    .select(
      selection({
        kind: 'KSP',
        code: communicationComponents.code,
        name: communicationComponents.name,
        stateCode: communicationComponents.stateCode,
        firmware: communicationComponents.firmware,
        address: communicationComponents.hostName,
        serialNumber: sql`null::text`,
        state: communicationComponents.state,
        lastContactAt: sql`null::timestamptz`,
      }),
    )
    .from(admin)
    .innerJoin(communicationComponents, eq(communicationComponents.id, admin.communicationComponentId));
  return fgps.unionAll(kgps).unionAll(ksps);
}

/** Out of service since the first time it was taken out; back in service clears reason and date. */
async function administrationValues(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const outOfService = body.outOfService === true;
  return {
    outOfService,
    outOfServiceReason: outOfService ? body.outOfServiceReason : null,
    outOfServiceSince: outOfService ? sql`coalesce(${admin.outOfServiceSince}, now())` : null,
    adminNote: body.adminNote ?? null,
    updatedAt: new Date(),
  };
}

/** The device administrators' list: FGPs, KGPs and KSPs with their administration row. */
export const deviceConsoleSource: ResourceSource = {
  table: admin,
  id: admin.id,
  rows: (db) => asRows(deviceRows(db).as('r')),
  values: administrationValues,
};

/** Every device gets its administration row when it is created (the console lists it at once). */
export const administered =
  (column: 'fieldComponentId' | 'controlComponentId' | 'communicationComponentId') =>
  async (tx: Tx, id: number) => {
    await tx
      .insert(admin)
      .values({ [column]: id })
      .onConflictDoNothing();
  };
