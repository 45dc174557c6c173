import { z } from 'zod';
import { SIREN_BEARERS } from '../../../domain/alarming.ts';
import { SIREN_CONDITIONS } from '../../../domain/devices.ts';
import { DEVICE_KINDS } from '../../../domain/registry/console.ts';

// Response shapes of the device routes (the interfaces of domain/devices.ts, for the serializer and the docs).

const Bearer = z.enum(SIREN_BEARERS);

export const SirenSurveillanceRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stateCode: z.string(),
  municipality: z.string(),
  east: z.number(),
  north: z.number(),
  deviceId: z.string().nullable(),
  outOfService: z.boolean(),
  version: z.string().nullable(),
  mains: z.boolean().nullable(),
  batteryPercent: z.number().int().nullable(),
  bearer: Bearer.nullable(),
  faultCode: z.string().nullable(),
  reportedAt: z.string().nullable(),
  stale: z.boolean(),
  condition: z.enum(SIREN_CONDITIONS),
});

export const SirenGroupSurveillanceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stateCode: z.string(),
  purpose: z.string(),
  members: z.number().int(),
  ok: z.number().int(),
  fault: z.number().int(),
  stale: z.number().int(),
  outOfService: z.number().int(),
  oldestReportAt: z.string().nullable(),
  neverReported: z.number().int(),
  east: z.number().nullable(),
  north: z.number().nullable(),
});

export const DeviceReportLineSchema = z.object({
  deviceId: z.string(),
  commandId: z.string().nullable(),
  seq: z.number().int(),
  type: z.string(),
  body: z.record(z.string(), z.unknown()),
  bearer: Bearer,
  at: z.string(),
});

export const DeviceSuggestionSchema = z.object({
  code: z.string(),
  kind: z.enum(DEVICE_KINDS),
  name: z.string(),
  stateCode: z.string(),
  outOfService: z.boolean(),
});

export const DeviceParams = z.object({ deviceId: z.string().min(1).max(100) });

export const ReportsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
