import { createHash } from 'node:crypto';
import type { ReleaseDeviceKind } from '../../../domain/updates.ts';
import type { Tx } from '../client.ts';
import { firmwareReleases } from '../schema/index.ts';

const DAY_MS = 86_400_000;

interface DemoRelease {
  deviceKind: ReleaseDeviceKind;
  version: string;
  notes: string;
  /** Days before the seed it was uploaded. */
  uploadedDaysAgo: number;
  /** Days before the seed it was withdrawn, if it was. */
  withdrawnDaysAgo?: number;
}

// The versions the seeded devices run (assets-components.ts), an older one withdrawn after a fault, and the
// new ones waiting to be rolled out: what a device administrator finds on the update screens.
const DEMO_RELEASES: readonly DemoRelease[] = [
  {
    deviceKind: 'FGP',
    version: '4.10.2',
    notes: 'Stand der Sanierung 2023: neue Akkuüberwachung, Selbsttest jede Nacht.',
    uploadedDaysAgo: 1_050,
  },
  {
    deviceKind: 'FGP',
    version: '4.11.0',
    notes:
      'Zurückgezogen: nach einem Polycom-Ausfall blieb der Wechsel auf RDS bei einzelnen Geräten hängen.',
    uploadedDaysAgo: 700,
    withdrawnDaysAgo: 660,
  },
  {
    deviceKind: 'FGP',
    version: '4.12.3',
    notes: 'Landesweit verteilt im Herbst 2025. Behebt den hängenden RDS-Wechsel von 4.11.0.',
    uploadedDaysAgo: 420,
  },
  {
    deviceKind: 'FGP',
    version: '4.13.0',
    notes:
      'Schnellerer Wechsel von Polycom auf RDS (unter 2 s), Netzstatus alle 6 Stunden. Noch nicht verteilt.',
    uploadedDaysAgo: 3,
  },
  {
    deviceKind: 'KGP',
    version: '2.8.1',
    notes: 'Stand aller Steuerstellen seit 2024.',
    uploadedDaysAgo: 610,
  },
  {
    deviceKind: 'KGP',
    version: '2.9.0',
    notes: 'Mobilfunk als zweiter Übertragungsweg auch für Wasseralarm-Steuerungen.',
    uploadedDaysAgo: 12,
  },
  {
    deviceKind: 'KSP',
    version: '7.2.0',
    notes: 'Zentrale Kommunikation: TLS 1.3 zu den kantonalen Netzübergängen.',
    uploadedDaysAgo: 300,
  },
];

/** A repeatable stand-in for a vendor's package (about 64 kB), and its SHA-256. */
function demoImage({ deviceKind, version }: DemoRelease) {
  const image = Buffer.from(`${deviceKind} firmware ${version}: demo image\n`.repeat(2_000));
  return { image, sha256: createHash('sha256').update(image).digest('hex'), sizeBytes: image.length };
}

/** The firmware releases of the device administrators' update screens. */
export async function insertDemoReleases({ tx }: { tx: Tx }) {
  const now = Date.now();
  await tx.insert(firmwareReleases).values(
    DEMO_RELEASES.map((release) => ({
      deviceKind: release.deviceKind,
      version: release.version,
      notes: release.notes,
      ...demoImage(release),
      status: release.withdrawnDaysAgo === undefined ? ('AVAILABLE' as const) : ('WITHDRAWN' as const),
      uploadedBy: 'device.admin',
      uploadedAt: new Date(now - release.uploadedDaysAgo * DAY_MS),
      withdrawnBy: release.withdrawnDaysAgo === undefined ? null : 'device.admin',
      withdrawnAt:
        release.withdrawnDaysAgo === undefined ? null : new Date(now - release.withdrawnDaysAgo * DAY_MS),
    })),
  );
}
