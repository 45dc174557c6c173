import { activationtasks } from './activationtasks.ts';
import { alertswisscurrentvalues } from './alertswisscurrentvalues.ts';
import { alertswissprotocol } from './alertswissprotocol.ts';
import { applicationusers } from './applicationusers.ts';
import { auditlog } from './auditlog.ts';
import { channeltest } from './channeltest.ts';
import { console } from './console.ts';
import { curerrornetwork } from './curerrornetwork.ts';
import { curerrorpoa } from './curerrorpoa.ts';
import { curerrorsirengroups } from './curerrorsirengroups.ts';
import { deploymenttasks } from './deploymenttasks.ts';
import { errorprotocolnetwork } from './errorprotocolnetwork.ts';
import { errorprotocolpoa } from './errorprotocolpoa.ts';
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
import { releases } from './releases.ts';
import { sirenTestArchive } from './siren-test-archive.ts';
import { sirenTestPlan } from './siren-test-plan.ts';
import { sirenTestResult } from './siren-test-result.ts';
import { sirenTestStateOverview } from './siren-test-state-overview.ts';
import { sirenalarms } from './sirenalarms.ts';
import { sirengroups } from './sirengroups.ts';
import { sirengroupssurveillance } from './sirengroupssurveillance.ts';
import { sirenmodels } from './sirenmodels.ts';
import { sirenoperations } from './sirenoperations.ts';
import { sirens } from './sirens.ts';
import { sirenssurveillance } from './sirenssurveillance.ts';
import { subscriptions } from './subscriptions.ts';
import type { ResourceDefinition } from './types.ts';
import { xgpstates } from './xgpstates.ts';

export {
  MENU_GROUP_ORDER,
  MENU_GROUPS,
  type MenuGroup,
  type MenuPlacement,
  type MenuSubgroup,
} from './menu.ts';
export type { ResourceDefinition } from './types.ts';

/** Every /data page, in menu order within each group (SPEC.md §2 "Data routes"). */
export const RESOURCES: readonly ResourceDefinition[] = [
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
  console,
  curerrorpoa,
  curerrornetwork,
  curerrorsirengroups,
  alertswisscurrentvalues,
  errorprotocolpoa,
  errorprotocolnetwork,
  installationprotocol,
  alertswissprotocol,
  auditlog,
  channeltest,
  sirenalarms,
  sirengroupssurveillance,
  sirenssurveillance,
  sirenTestResult,
  sirenTestStateOverview,
  sirenTestArchive,
  sirenTestPlan,
  releases,
  deploymenttasks,
  activationtasks,
  xgpstates,
];

const BY_KEY = new Map(RESOURCES.map((resource) => [resource.key, resource]));

/** The resource of a /data route segment, or undefined for an unknown segment. */
export function resourceByKey(key: string): ResourceDefinition | undefined {
  return BY_KEY.get(key);
}
