import { eq } from 'drizzle-orm';
import { CANTONS } from '../../../domain/cantons.ts';
import type { Tx } from '../client.ts';
import {
  controlComponentChannels,
  controlComponentOperations,
  controlComponents,
  fieldComponentChannels,
  fieldComponentOperations,
  fieldComponents,
  stationarySirens,
} from '../schema/index.ts';
import { OPERATORS } from './assets-models.ts';
import { bulkInsert } from './bulk.ts';
import { pick, seededRandom } from './random.ts';

// Nearly every channel answers; some are degraded or silent, as in a real network.
const CHANNEL_STATES = [...Array<'AVAILABLE'>(25).fill('AVAILABLE'), 'DEGRADED', 'UNAVAILABLE'] as const;
const NOW = Date.parse('2026-11-23T08:00:00Z');

type Random = () => number;
const lastContact = (random: Random) => new Date(NOW - Math.floor(random() * 3_600_000));
const phone = (random: Random) =>
  `+41 ${20 + Math.floor(random() * 70)} ${100 + Math.floor(random() * 900)} ${10 + Math.floor(random() * 90)} ${10 + Math.floor(random() * 90)}`;

/** Polycom and RDS for every FGP, Polycom and mobile for every KGP, and who operates each on site. */
export async function insertDemoComponentLinks(tx: Tx) {
  const random = seededRandom(70_011);
  const fgps = await tx
    .select({
      id: fieldComponents.id,
      radioAddress: fieldComponents.radioAddress,
      municipality: stationarySirens.municipality,
      commissionedOn: stationarySirens.commissionedOn,
    })
    .from(fieldComponents)
    .innerJoin(stationarySirens, eq(stationarySirens.id, fieldComponents.sirenId));
  await bulkInsert(
    tx,
    fieldComponentChannels,
    fgps.flatMap((fgp) => [
      {
        componentId: fgp.id,
        channel: 'POLYCOM',
        address: fgp.radioAddress,
        state: pick(random, CHANNEL_STATES),
        lastContactAt: lastContact(random),
      },
      {
        componentId: fgp.id,
        channel: 'RDS',
        address: `PI ${(0x4000 + fgp.id).toString(16).toUpperCase()}`,
        state: pick(random, CHANNEL_STATES),
        lastContactAt: lastContact(random),
      },
    ]),
  );
  await bulkInsert(
    tx,
    fieldComponentOperations,
    fgps.map((fgp) => ({
      componentId: fgp.id,
      operator: `${pick(random, OPERATORS)} ${fgp.municipality}`,
      contactPhone: phone(random),
      validFrom: fgp.commissionedOn,
      remark: null,
    })),
  );
  const kgps = await tx
    .select({
      id: controlComponents.id,
      stateCode: controlComponents.stateCode,
      name: controlComponents.name,
    })
    .from(controlComponents);
  await tx.insert(controlComponentChannels).values(
    kgps.flatMap((kgp) => [
      {
        componentId: kgp.id,
        channel: 'POLYCOM',
        address: `900-${String(1000 + kgp.id)}`,
        state: pick(random, CHANNEL_STATES),
        lastContactAt: lastContact(random),
      },
      {
        componentId: kgp.id,
        channel: 'MOBILE',
        address: phone(random),
        state: pick(random, CHANNEL_STATES),
        lastContactAt: lastContact(random),
      },
    ]),
  );
  const cantonName = new Map(CANTONS.map((c) => [c.code as string, c.name.de]));
  await tx.insert(controlComponentOperations).values(
    kgps.map((kgp) => ({
      componentId: kgp.id,
      operator: `Kanton ${cantonName.get(kgp.stateCode)}`,
      contactPhone: phone(random),
      validFrom: '2018-01-01',
      remark: null,
    })),
  );
}
