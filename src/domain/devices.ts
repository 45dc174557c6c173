import { z } from 'zod';
import type { SirenBearer } from './alarming.ts';
import type { DEVICE_KINDS } from './registry/console.ts';

type DeviceKind = (typeof DEVICE_KINDS)[number];

/** A device report as the device console shows it live (topic `devices/reports`). */
export interface DeviceReportLine {
  deviceId: string;
  commandId: string | null;
  seq: number;
  /** Report type (ack, status, rawAnswer, selfTest, firmware, fault…) and its body as received. */
  type: string;
  body: Record<string, unknown>;
  bearer: SirenBearer;
  /** The device's time. */
  at: string;
}

/** Payload of topic `devices/reports`: the reports stored in one batch that answer no alarm. */
export interface DeviceReportNotice {
  reports: DeviceReportLine[];
}

/** POST {SCC}/devices/{deviceId}/commands: a raw command to one device (SU_DEVICE_ADMIN, audited). */
export const RawCommandSchema = z.object({
  // Control characters are refused for every request body by the server's own rule.
  text: z.string().trim().min(1).max(500),
});
export type RawCommand = z.infer<typeof RawCommandSchema>;

/** The most suggestions GET {SCC}/devices answers for one search (the console's ~5,000 devices stay on the server). */
export const DEVICE_SUGGESTIONS_AT_MOST = 30;
/** The longest search text for device suggestions (device codes have about a dozen characters). */
export const DEVICE_SEARCH_MAX_LENGTH = 40;

/** GET {SCC}/devices?search=…: devices whose code contains the text, those starting with it first. */
export const DeviceSearchQuerySchema = z.object({
  search: z.string().trim().min(1).max(DEVICE_SEARCH_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(DEVICE_SUGGESTIONS_AT_MOST).default(DEVICE_SUGGESTIONS_AT_MOST),
});

/** One suggestion of the device console's device field: the code and what tells the device apart. */
export interface DeviceSuggestion {
  code: string;
  kind: DeviceKind;
  /** The siren's name for an FGP, the component's own name otherwise. */
  name: string;
  stateCode: string;
  outOfService: boolean;
}

/** A device's report is stale after this long without one: surveillance highlights it. */
export const STALE_AFTER_MINUTES = 30;

/** One siren in surveillance (GET {SCC}/alarming/sirenssurveillance). */
export interface SirenSurveillanceRow {
  id: number;
  code: string;
  name: string;
  stateCode: string;
  municipality: string;
  east: number;
  north: number;
  deviceId: string | null;
  outOfService: boolean;
  version: string | null;
  mains: boolean | null;
  batteryPercent: number | null;
  bearer: SirenBearer | null;
  faultCode: string | null;
  /** Device time of the newest report; null: never heard of. */
  reportedAt: string | null;
  /** No report for STALE_AFTER_MINUTES (or never). */
  stale: boolean;
  /** OK: answering without fault; FAULT: a fault raised; STALE; OUT_OF_SERVICE. */
  condition: SirenCondition;
}

export const SIREN_CONDITIONS = ['OK', 'FAULT', 'STALE', 'OUT_OF_SERVICE'] as const;
export type SirenCondition = (typeof SIREN_CONDITIONS)[number];

/** One siren group in surveillance (GET {SCC}/alarming/sirengroupssurveillance). */
export interface SirenGroupSurveillanceRow {
  id: number;
  name: string;
  stateCode: string;
  purpose: string;
  members: number;
  ok: number;
  fault: number;
  stale: number;
  outOfService: number;
  /**
   * Oldest "newest report" among the members in service that have reported (the group's "as of": every
   * member heard of is at least this current); null only if none has ever reported.
   */
  oldestReportAt: string | null;
  /** Members in service never heard of: not part of `oldestReportAt`, shown beside it. */
  neverReported: number;
  /** Where the group's members stand on average (LV95), for the map. */
  east: number | null;
  north: number | null;
}
