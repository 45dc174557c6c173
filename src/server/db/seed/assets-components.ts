import { CANTONS } from '../../../domain/cantons.ts';
import { COMPONENT_STATES } from '../../../domain/registry/components.ts';
import { KGP_KINDS } from '../../../domain/registry/kgps.ts';
import type { Tx } from '../client.ts';
import {
  communicationComponents,
  controlComponents,
  fieldComponents,
  stationarySirens,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import { pick, seededRandom } from './random.ts';

// Nearly every device is online; the others keep monitoring meaningful.
const STATES: readonly (typeof COMPONENT_STATES)[number][] = [
  ...Array<'ONLINE'>(30).fill('ONLINE'),
  ...COMPONENT_STATES,
];
const FGP_FIRMWARE = ['4.12.3', '4.12.3', '4.12.3', '4.11.0', '4.10.2'] as const;
// What each kind of control component is called where it stands.
const KGP_SITES = {
  POLICE_CENTRE: 'Einsatzzentrale Kantonspolizei',
  DAM_OPERATOR: 'Leitstelle Stauanlage',
  MOBILE_UNIT: 'Mobile Einsatzleitung',
} as const;

/** A remote control (FGP) for every stationary siren, KGPs per canton, and the KSP servers. */
export async function insertDemoComponents(tx: Tx) {
  const random = seededRandom(70_009);
  const sirens = await tx
    .select({ id: stationarySirens.id, code: stationarySirens.code })
    .from(stationarySirens);
  const fgps = sirens.map((siren) => ({
    code: `FGP-${siren.code}`,
    sirenId: siren.id,
    serialNumber: `PA-${String(100_000 + Math.floor(random() * 900_000))}`,
    firmware: pick(random, FGP_FIRMWARE),
    radioAddress: `${String(100 + Math.floor(random() * 900))}-${String(1000 + Math.floor(random() * 9000))}`,
    state: pick(random, STATES),
  }));
  await bulkInsert(tx, fieldComponents, fgps);
  await tx.insert(controlComponents).values(
    CANTONS.flatMap(({ code, name }) =>
      KGP_KINDS.map((kind, index) => ({
        code: `KGP-${code}-${String(index + 1).padStart(2, '0')}`,
        name: `${KGP_SITES[kind]} ${name.de}`,
        stateCode: code,
        kind,
        firmware: '2.8.1',
        state: pick(random, STATES),
      })),
    ),
  );
  await tx.insert(communicationComponents).values([
    {
      code: 'KSP-CH-1',
      name: 'Zentrale Kommunikation Bern',
      stateCode: 'CH',
      role: 'CENTRAL',
      hostName: 'ksp1.central.example',
      firmware: '7.2.0',
      state: 'ONLINE',
    },
    {
      code: 'KSP-CH-2',
      name: 'Zentrale Kommunikation Backup',
      stateCode: 'CH',
      role: 'BACKUP',
      hostName: 'ksp2.central.example',
      firmware: '7.2.0',
      state: 'ONLINE',
    },
    ...CANTONS.map(({ code, name }) => ({
      code: `KSP-${code}-1`,
      name: `Kantonaler Netzübergang ${name.de}`,
      stateCode: code,
      role: 'CANTONAL_GATEWAY',
      hostName: `ksp.${code.toLowerCase()}.cantons.example`,
      firmware: '7.1.4',
      state: pick(random, STATES),
    })),
  ]);
}
