import type { Permission } from '../permissions.ts';
import { alertswissprotocol } from './alertswissprotocol.ts';
import { applicationusers } from './applicationusers.ts';
import { auditlog } from './auditlog.ts';
import { channeltest } from './channeltest.ts';
import { deviceConsole } from './console.ts';
import { curerrornetwork, curerrorpoa } from './curerrors.ts';
import { curerrorsirengroups } from './curerrorsirengroups.ts';
import { errorprotocolnetwork, errorprotocolpoa } from './errorprotocols.ts';
import { fgps } from './fgps.ts';
import { fgpscom } from './fgpscom.ts';
import { fgpsoperation } from './fgpsoperation.ts';
import { installationprotocol } from './installationprotocol.ts';
import { kgps } from './kgps.ts';
import { kgpscom } from './kgpscom.ts';
import { kgpsoperation } from './kgpsoperation.ts';
import { ksps } from './ksps.ts';
import { locations } from './locations.ts';
import { mobilesirens } from './mobilesirens.ts';
import { organisations } from './organisations.ts';
import { persons } from './persons.ts';
import { sirengroups } from './sirengroups.ts';
import { sirenmodels } from './sirenmodels.ts';
import { sirenoperations } from './sirenoperations.ts';
import { sirens } from './sirens.ts';
import { subscriptions } from './subscriptions.ts';
import type { RegistryAction, RegistryEntry } from './types.ts';

export type {
  ActionPermissions,
  ColumnType,
  FormField,
  RegistryAction,
  RegistryColumn,
  RegistryEntry,
} from './types.ts';

/** The /data pages that are generic grids; the others are pages of their own (`web/features/data/customDataPages.ts`). */
export const REGISTRY: readonly RegistryEntry[] = [
  organisations,
  persons,
  applicationusers,
  subscriptions,
  locations,
  sirenmodels,
  sirens,
  sirenoperations,
  sirengroups,
  mobilesirens,
  fgps,
  fgpscom,
  fgpsoperation,
  kgps,
  kgpscom,
  kgpsoperation,
  ksps,
  deviceConsole,
  curerrorpoa,
  curerrornetwork,
  curerrorsirengroups,
  errorprotocolpoa,
  errorprotocolnetwork,
  installationprotocol,
  auditlog,
  alertswissprotocol,
  channeltest,
];

const BY_KEY = new Map(REGISTRY.map((entry) => [entry.resource.key, entry]));

export function registryEntry(key: string): RegistryEntry | undefined {
  return BY_KEY.get(key);
}

/** The service path of an entry under the SCC base (DESIGN.md §5: `data/{resource}`). */
export function collectionPath(entry: RegistryEntry): string {
  return `/data/${entry.resource.key}`;
}

/** True when the granted permissions allow `action` on the entry; false for an action it does not have. */
export function mayDo(
  entry: RegistryEntry,
  action: RegistryAction,
  granted: ReadonlySet<Permission>,
): boolean {
  const required = entry.permissions[action];
  return required?.every((p) => granted.has(p)) ?? false;
}

/** i18n keys of an entry: column and form labels (`data.<key>.fields.<field>`). */
export function fieldLabelKey(entry: RegistryEntry, field: string): string {
  return `data.${entry.resource.key}.fields.${field}`;
}

/** i18n key of an enum value (shared across entities, under `data.values` unless the column says). */
export function valueLabelKey(value: string, prefix = 'data.values'): string {
  return `${prefix}.${value}`;
}
