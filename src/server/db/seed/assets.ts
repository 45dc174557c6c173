import { isNotNull, sql } from 'drizzle-orm';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import type { SIREN_STATES } from '../../../domain/registry/sirens.ts';
import type { Tx } from '../client.ts';
import {
  locations,
  mobileSirens,
  municipalities,
  sirenModels,
  sirenOperations,
  stationarySirens,
} from '../schema/index.ts';
import { insertDemoComponentLinks } from './assets-component-links.ts';
import { insertDemoComponents } from './assets-components.ts';
import { insertDemoDeviceAdministration } from './assets-device-administration.ts';
import { pointSampler } from './assets-geometry.ts';
import { insertDemoSirenGroups } from './assets-groups.ts';
import { CARRIERS, DEMO_SIREN_MODELS, OPERATORS } from './assets-models.ts';
import { CANTON_PLACES } from './assets-places.ts';
import { bulkInsert } from './bulk.ts';
import type { CantonBoundaries } from './geodata.ts';
import { pick, seededRandom } from './random.ts';

const LOCATIONS_PER_CANTON = 6;
// About 2,200 mobile sirens (DOMAIN.md), shared out like the stationary ones.
const MOBILE_PER_STATIONARY = 2_200 / 5_138;
// About 600 of the stationary sirens also sound the water alarm.
const WATER_ALARM_SHARE = 0.12;

// Site names as cantonal staff write them on their plans.
const LOCATION_NAMES = {
  COMMAND_POST: 'Kommandoposten',
  TELECOM_SITE: 'Funkstandort',
  PUBLIC_BUILDING: 'Gemeindehaus',
} as const;
// Dams are seeded with their near zones (dams.ts), not among the sites here.
const SITE_KINDS = Object.keys(LOCATION_NAMES) as (keyof typeof LOCATION_NAMES)[];

// Most sirens work; the other states keep monitoring and filters meaningful.
const STATES: readonly (typeof SIREN_STATES)[number][] = [
  ...Array<'OPERATIONAL'>(16).fill('OPERATIONAL'),
  'FAULT',
  'MAINTENANCE',
  'DECOMMISSIONED',
];

type Random = () => number;

const dayIn = (random: Random, fromYear: number) =>
  `${fromYear + Math.floor(random() * (2026 - fromYear))}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;

const phone = (random: Random) =>
  `+41 ${20 + Math.floor(random() * 70)} ${100 + Math.floor(random() * 900)} ${10 + Math.floor(random() * 90)} ${10 + Math.floor(random() * 90)}`;

interface Place {
  name: string;
  centre: [number, number];
}

// "Wetzikon (ZH)" and "Murten/Morat" as "Wetzikon" and "Murten": the official names and our list's agree so.
const placeKey = (stateCode: string, name: string) =>
  `${stateCode}:${name.replace(/ \([A-Z]{2}\)$/, '').split('/')[0]}`;

/** The centre of each seeded municipality's outline, by placeKey. */
async function municipalityCentres(tx: Tx): Promise<Map<string, Place>> {
  const rows = await tx
    .select({
      name: municipalities.name,
      stateCode: municipalities.stateCode,
      east: sql<number>`(${municipalities.minE} + ${municipalities.maxE}) / 2`.mapWith(Number),
      north: sql<number>`(${municipalities.minN} + ${municipalities.maxN}) / 2`.mapWith(Number),
    })
    .from(municipalities)
    .where(isNotNull(municipalities.name));
  return new Map(
    rows.map((row) => [
      placeKey(row.stateCode, row.name!),
      { name: row.name!, centre: [row.east, row.north] },
    ]),
  );
}

/** The name of the place nearest to a point; undefined without places. */
function nearestOf(places: readonly Place[]) {
  return ([east, north]: [number, number]) => {
    let nearest: Place | undefined;
    let best = Number.POSITIVE_INFINITY;
    for (const place of places) {
      const distance = (place.centre[0] - east) ** 2 + (place.centre[1] - north) ** 2;
      if (distance < best) [nearest, best] = [place, distance];
    }
    return nearest?.name;
  };
}

/** Siren models, locations, about 5,100 stationary sirens inside their canton's polygon with their operators, and about 2,200 mobile sirens. */
export async function insertDemoAssets({ tx, boundaries }: { tx: Tx; boundaries: CantonBoundaries }) {
  const random = seededRandom(70_005);
  const modelRows = await tx
    .insert(sirenModels)
    .values(DEMO_SIREN_MODELS.map((m) => ({ ...m })))
    .returning({ id: sirenModels.id });
  const models = modelRows.map((m) => m.id);
  const centres = await municipalityCentres(tx);
  const locationRows: (typeof locations.$inferInsert)[] = [];
  const sirenRows: (typeof stationarySirens.$inferInsert)[] = [];
  const mobileRows: (typeof mobileSirens.$inferInsert)[] = [];
  for (const stateCode of CANTON_CODES) {
    const sample = pointSampler(boundaries.get(stateCode)!);
    const { municipalities, sirens } = CANTON_PLACES[stateCode];
    for (let i = 0; i < LOCATIONS_PER_CANTON; i++) {
      const [east, north] = sample(random);
      const kind = SITE_KINDS[i % SITE_KINDS.length]!;
      const municipality = municipalities[i % municipalities.length]!;
      locationRows.push({
        name: `${LOCATION_NAMES[kind]} ${municipality}`,
        kind,
        stateCode,
        municipality,
        address: null,
        east,
        north,
      });
    }
    const nearestPlace = nearestOf(
      municipalities.flatMap((name) => {
        const place = centres.get(placeKey(stateCode, name));
        return place ? [{ ...place, name }] : [];
      }),
    );
    for (let i = 1; i <= sirens; i++) {
      const [east, north] = sample(random);
      // The listed municipality nearest to the siren, so that a region's sirens lie together; drawn at random
      // where the municipalities' outlines are not seeded (some tests).
      const drawn = pick(random, municipalities);
      const municipality = nearestPlace([east, north]) ?? drawn;
      sirenRows.push({
        code: `${stateCode}-${String(i).padStart(4, '0')}`,
        name: `${municipality} ${i}`,
        stateCode,
        municipality,
        east,
        north,
        modelId: pick(random, models.slice(0, -1)),
        operationalState: pick(random, STATES),
        waterAlarm: random() < WATER_ALARM_SHARE,
        commissionedOn: dayIn(random, 1990),
        remark: null,
      });
    }
    for (let i = 1; i <= Math.round(sirens * MOBILE_PER_STATIONARY); i++) {
      const homeBase = pick(random, municipalities);
      mobileRows.push({
        code: `${stateCode}-M${String(i).padStart(4, '0')}`,
        stateCode,
        homeBase,
        carrier: `${pick(random, CARRIERS)} ${homeBase}`,
        modelId: models.at(-1)!,
        operationalState: pick(random, STATES),
        commissionedOn: dayIn(random, 2000),
        remark: null,
      });
    }
  }
  await tx.insert(locations).values(locationRows);
  await bulkInsert(tx, mobileSirens, mobileRows);
  await bulkInsert(tx, stationarySirens, sirenRows);
  const inserted = await tx
    .select({ id: stationarySirens.id, code: stationarySirens.code })
    .from(stationarySirens);
  const ids = new Map(inserted.map((row) => [row.code, row.id]));
  await bulkInsert(
    tx,
    sirenOperations,
    sirenRows.map((siren) => ({
      sirenId: ids.get(siren.code)!,
      operator: `${pick(random, OPERATORS)} ${siren.municipality}`,
      contactPhone: phone(random),
      validFrom: siren.commissionedOn,
      remark: null,
    })),
  );
  await insertDemoSirenGroups(tx);
  await insertDemoComponents(tx);
  await insertDemoComponentLinks(tx);
  await insertDemoDeviceAdministration(tx);
}
