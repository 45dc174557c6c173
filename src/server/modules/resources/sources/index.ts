import { applicationUserSource } from './applicationusers.ts';
import {
  locationSource,
  mobileSirenSource,
  sirenModelSource,
  sirenOperationSource,
  sirenSource,
} from './assets.ts';
import { auditLogSource } from './auditlog.ts';
import {
  controlChannelSource,
  controlOperationSource,
  fieldChannelSource,
  fieldOperationSource,
} from './componentLinks.ts';
import { communicationComponentSource, controlComponentSource, fieldComponentSource } from './components.ts';
import { deviceConsoleSource } from './deviceConsole.ts';
import {
  currentNetworkErrorSource,
  currentPoaErrorSource,
  installationProtocolSource,
  networkErrorProtocolSource,
  poaErrorProtocolSource,
  sirenGroupErrorSource,
} from './monitoring.ts';
import { organisationSource } from './organisations.ts';
import { personSource } from './persons.ts';
import { sirenGroupSource } from './sirengroups.ts';
import type { ResourceSource } from './source.ts';
import { alertswissDeliverySource, channelTestSource } from './statistics.ts';
import { subscriptionSource } from './subscriptions.ts';

/** Where each registry entry's rows live, by registry key (a test checks every entry has one). */
export const SOURCES: Readonly<Record<string, ResourceSource>> = {
  organisations: organisationSource,
  persons: personSource,
  applicationusers: applicationUserSource,
  subscriptions: subscriptionSource,
  locations: locationSource,
  sirenmodels: sirenModelSource,
  sirens: sirenSource,
  sirenoperations: sirenOperationSource,
  sirengroups: sirenGroupSource,
  mobilesirens: mobileSirenSource,
  fgps: fieldComponentSource,
  fgpscom: fieldChannelSource,
  fgpsoperation: fieldOperationSource,
  kgps: controlComponentSource,
  kgpscom: controlChannelSource,
  kgpsoperation: controlOperationSource,
  ksps: communicationComponentSource,
  console: deviceConsoleSource,
  curerrorpoa: currentPoaErrorSource,
  curerrornetwork: currentNetworkErrorSource,
  curerrorsirengroups: sirenGroupErrorSource,
  errorprotocolpoa: poaErrorProtocolSource,
  errorprotocolnetwork: networkErrorProtocolSource,
  installationprotocol: installationProtocolSource,
  auditlog: auditLogSource,
  alertswissprotocol: alertswissDeliverySource,
  channeltest: channelTestSource,
};
