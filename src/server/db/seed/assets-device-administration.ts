import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  communicationComponents,
  controlComponents,
  deviceAdministration,
  fieldComponents,
} from '../schema/index.ts';

// Devices the demo's administrators have taken out of service, and why (as they would write it).
const OUT_OF_SERVICE = [
  { code: 'FGP-BE-0007', reason: 'Mast wird saniert, Sirene abgebaut bis Ende Monat' },
  { code: 'FGP-ZH-0012', reason: 'Funkmodul defekt, Ersatz bestellt' },
  { code: 'KGP-TI-03', reason: 'Fahrzeug in der Werkstatt' },
] as const;

/** One administration row per device, a few taken out of service. */
export async function insertDemoDeviceAdministration(tx: Tx) {
  await tx.execute(sql`
    insert into ${deviceAdministration} (field_component_id) select id from ${fieldComponents};
  `);
  await tx.execute(sql`
    insert into ${deviceAdministration} (control_component_id) select id from ${controlComponents};
  `);
  await tx.execute(sql`
    insert into ${deviceAdministration} (communication_component_id) select id from ${communicationComponents};
  `);
  for (const { code, reason } of OUT_OF_SERVICE) {
    await tx.execute(sql`
      update ${deviceAdministration} set out_of_service = true, out_of_service_reason = ${reason},
        out_of_service_since = now() - interval '3 days'
      where field_component_id = (select id from ${fieldComponents} where code = ${code})
         or control_component_id = (select id from ${controlComponents} where code = ${code})
    `);
  }
}
