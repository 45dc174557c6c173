import { registryEntry } from '../../../domain/registry/index.ts';
import { DataGridPage } from '../data/DataGridPage.tsx';

/** /data/console: the device administrators' grid of every FGP, KGP and KSP. */
export function DeviceConsolePage() {
  const entry = registryEntry('console');
  return entry ? <DataGridPage entry={entry} /> : null;
}
