import type { DeviceKind } from '../../../devices/protocol.ts';

/** The canton in a device id (`FGP-ZH-0001` → ZH, `KSP-CH-1` → CH); null for an id of another shape. */
export function cantonOfDevice(deviceId: string): string | null {
  const canton = deviceId.split('-')[1];
  return canton && /^[A-Z]{2}$/.test(canton) ? canton : null;
}

/** The protocol's device kind from the id's prefix (`KGP-ZH-01` → kgp); null for an unknown prefix. */
export function deviceKindOf(deviceId: string): DeviceKind | null {
  const prefix = deviceId.split('-')[0];
  if (prefix === 'FGP') return 'fgp';
  if (prefix === 'KGP') return 'kgp';
  if (prefix === 'KSP') return 'ksp';
  return null;
}
