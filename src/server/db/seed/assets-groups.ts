import { CANTONS, type Canton } from '../../../domain/cantons.ts';
import type { Tx } from '../client.ts';
import { sirenGroupMembers, sirenGroups, stationarySirens } from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';

// Group names in the canton's majority language, as its operators name them.
export const GROUP_NAMES = {
  de: { all: 'Ganzer Kanton', water: 'Wasseralarm Nahzone', region: 'Region' },
  fr: { all: 'Tout le canton', water: 'Alarme-eau zone rapprochée', region: 'Région' },
  it: { all: 'Intero cantone', water: 'Allarme acqua zona vicina', region: 'Regione' },
} as const;

/** The language of a canton's group names: its majority language (German for Romansh). */
export function groupLanguageOf(canton: Pick<Canton, 'languages'>): keyof typeof GROUP_NAMES {
  const [first] = canton.languages;
  return first === 'fr' || first === 'it' ? first : 'de';
}

interface Group {
  group: typeof sirenGroups.$inferInsert;
  members: number[];
}

/** Per canton: the whole canton, the water-alarm sirens and one group for each of its two first municipalities. */
export async function insertDemoSirenGroups(tx: Tx) {
  const sirens = await tx
    .select({
      id: stationarySirens.id,
      stateCode: stationarySirens.stateCode,
      municipality: stationarySirens.municipality,
      waterAlarm: stationarySirens.waterAlarm,
    })
    .from(stationarySirens);
  const groups: Group[] = CANTONS.flatMap(({ code, name, languages }) => {
    const language = groupLanguageOf({ languages });
    const words = GROUP_NAMES[language];
    const local = name[language];
    const own = sirens.filter((s) => s.stateCode === code);
    const municipalities = [...new Set(own.map((s) => s.municipality))].sort().slice(0, 2);
    return [
      {
        group: { name: `${words.all} ${local}`, stateCode: code, purpose: 'GENERAL_ALARM' },
        members: own.map((s) => s.id),
      },
      {
        group: { name: `${words.water} ${local}`, stateCode: code, purpose: 'WATER_ALARM' },
        members: own.filter((s) => s.waterAlarm).map((s) => s.id),
      },
      ...municipalities.map((municipality) => ({
        group: { name: `${words.region} ${municipality}`, stateCode: code, purpose: 'REGION' },
        members: own.filter((s) => s.municipality === municipality).map((s) => s.id),
      })),
    ];
  });
  const ids = await tx
    .insert(sirenGroups)
    .values(groups.map((g) => ({ ...g.group, description: null })))
    .returning({ id: sirenGroups.id });
  const members = groups.flatMap((g, index) =>
    g.members.map((sirenId) => ({ groupId: ids[index]!.id, sirenId })),
  );
  await bulkInsert(tx, sirenGroupMembers, members);
}
