import { and, eq } from 'drizzle-orm';
import { CANTONS, type CantonCode } from '../../../domain/cantons.ts';
import { wgs84ToLv95 } from '../../../domain/lv95.ts';
import type { Tx } from '../client.ts';
import { dams, locations, sirenGroupMembers, sirenGroups, stationarySirens } from '../schema/index.ts';
import { GROUP_NAMES, groupLanguageOf } from './assets-groups.ts';

// How many combined sirens stand in a demo near zone.
const NEAR_ZONE_SIRENS = 8;

interface DemoDam {
  name: string;
  stateCode: CantonCode;
  municipality: string;
  /** WGS84 longitude and latitude of the wall, rounded. */
  at: [number, number];
}

/** Large Swiss dams (public facts: name, canton, municipality, position of the wall). */
export const DEMO_DAMS: readonly DemoDam[] = [
  { name: 'Grande Dixence', stateCode: 'VS', municipality: 'Hérémence', at: [7.4036, 46.0806] },
  { name: 'Mauvoisin', stateCode: 'VS', municipality: 'Val de Bagnes', at: [7.3497, 45.9989] },
  { name: 'Emosson', stateCode: 'VS', municipality: 'Finhaut', at: [6.9311, 46.0697] },
  { name: 'Mattmark', stateCode: 'VS', municipality: 'Saas-Almagell', at: [7.9647, 46.0453] },
  { name: 'Contra (Verzasca)', stateCode: 'TI', municipality: 'Tenero-Contra', at: [8.8456, 46.1978] },
  { name: 'Sihlsee', stateCode: 'SZ', municipality: 'Einsiedeln', at: [8.7764, 47.1525] },
  { name: 'Wägital (Schräh)', stateCode: 'SZ', municipality: 'Innerthal', at: [8.9353, 47.0975] },
  { name: 'Gigerwald', stateCode: 'SG', municipality: 'Pfäfers', at: [9.3967, 46.9164] },
  { name: 'Punt dal Gall', stateCode: 'GR', municipality: 'Zernez', at: [10.1869, 46.6172] },
  { name: 'Zervreila', stateCode: 'GR', municipality: 'Vals', at: [9.1097, 46.5889] },
  { name: 'Sufers', stateCode: 'GR', municipality: 'Sufers', at: [9.3669, 46.5672] },
  { name: 'Räterichsboden (Grimsel)', stateCode: 'BE', municipality: 'Guttannen', at: [8.3322, 46.5853] },
];

/** The combined sirens of the dam's canton nearest to its wall. */
async function nearestCombinedSirens(tx: Tx, stateCode: string, [east, north]: [number, number]) {
  const combined = await tx
    .select({ id: stationarySirens.id, east: stationarySirens.east, north: stationarySirens.north })
    .from(stationarySirens)
    .where(and(eq(stationarySirens.stateCode, stateCode), eq(stationarySirens.waterAlarm, true)));
  const distance = (s: { east: number; north: number }) => (s.east - east) ** 2 + (s.north - north) ** 2;
  return combined
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, NEAR_ZONE_SIRENS)
    .map((s) => s.id);
}

async function insertDam(tx: Tx, dam: DemoDam) {
  const canton = CANTONS.find((c) => c.code === dam.stateCode)!;
  const [east, north] = wgs84ToLv95(...dam.at).map(Math.round) as [number, number];
  const [location] = await tx
    .insert(locations)
    .values({ ...dam, kind: 'DAM', address: null, east, north })
    .returning({ id: locations.id });
  const [group] = await tx
    .insert(sirenGroups)
    .values({
      name: `${GROUP_NAMES[groupLanguageOf(canton)].water} ${dam.name}`,
      stateCode: dam.stateCode,
      purpose: 'WATER_ALARM',
      description: null,
    })
    .returning({ id: sirenGroups.id });
  const members = await nearestCombinedSirens(tx, dam.stateCode, [east, north]);
  await tx.insert(sirenGroupMembers).values(members.map((sirenId) => ({ groupId: group!.id, sirenId })));
  await tx.insert(dams).values({ locationId: location!.id, nearZoneGroupId: group!.id });
}

/** The demo dams, each a location of kind DAM with its near zone of combined sirens; all locked. */
export async function insertDemoDams({ tx }: { tx: Tx }) {
  for (const dam of DEMO_DAMS) await insertDam(tx, dam);
}
