import { z } from 'zod';
import { DEVICE_SIGNALS } from '../domain/alarming.ts';
import { OPERATION_MODES } from '../domain/session.ts';

/**
 * The device protocol: what the console sends a field device and what the device reports back, the same
 * on every transport (the simulated fleet in process, MQTT on a broker). DESIGN.md §4a; ADR 0011.
 */

/** FGP: the remote control at a siren; KGP: a control component; KSP: a communication component. */
export const DEVICE_KINDS = ['fgp', 'kgp', 'ksp'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The radio paths a command can travel: Polycom first, FM/RDS and the mobile network as backups. */
export const BEARERS = ['POLYCOM', 'RDS', 'MOBILE'] as const;
export type Bearer = (typeof BEARERS)[number];

// A device id is a component code (`FGP-ZH-0001`): never an MQTT wildcard or level separator.
const DeviceIdSchema = z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,63}$/);
const IsoTimeSchema = z.iso.datetime({ offset: true });

export const DeviceCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('trigger'), signal: z.enum(DEVICE_SIGNALS) }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('poll') }),
  z.object({ type: z.literal('selfTest') }),
  z.object({
    type: z.literal('transfer'),
    release: z.string().min(1).max(64),
    sizeBytes: z.number().int().min(0),
  }),
  z.object({ type: z.literal('activate'), version: z.string().min(1).max(64) }),
  z.object({ type: z.literal('raw'), text: z.string().min(1).max(500) }),
]);
export type DeviceCommand = z.infer<typeof DeviceCommandSchema>;

/** One command to one device. The id is chosen by the console; a repeated send reuses it. */
export const CommandEnvelopeSchema = z.object({
  id: z.uuid(),
  deviceId: DeviceIdSchema,
  kind: z.enum(DEVICE_KINDS),
  /** EXERCISE commands are rehearsed by the device without ever sounding (also part of the MQTT topic). */
  mode: z.enum(OPERATION_MODES),
  issuedAt: IsoTimeSchema,
  command: DeviceCommandSchema,
});
export type CommandEnvelope = z.infer<typeof CommandEnvelopeSchema>;

export const DeviceReportBodySchema = z.discriminatedUnion('type', [
  /** The command arrived and will be carried out. */
  z.object({ type: z.literal('ack') }),
  /** The signal started; `horn` is false for an EXERCISE (the device rehearses without sound). */
  z.object({ type: z.literal('sounding'), signal: z.enum(DEVICE_SIGNALS), horn: z.boolean() }),
  /** The signal ended (ran its course or was stopped). */
  z.object({ type: z.literal('finished'), signal: z.enum(DEVICE_SIGNALS), stopped: z.boolean() }),
  /** A fault of the device, raised or cleared; a raised fault while carrying out a command fails it. */
  z.object({
    type: z.literal('fault'),
    state: z.enum(['raised', 'cleared']),
    code: z.string().min(1).max(64),
  }),
  /** The device's condition, sent on poll, after start-up and retained on the broker. */
  z.object({
    type: z.literal('status'),
    version: z.string().min(1).max(64),
    mains: z.boolean(),
    batteryPercent: z.number().int().min(0).max(100),
  }),
  /** Answer to a self-test. */
  z.object({ type: z.literal('selfTest'), ok: z.boolean(), code: z.string().max(64).nullable() }),
  /** Firmware transferred (not yet active) or activated. */
  z.object({ type: z.literal('firmware'), phase: z.enum(['transferred', 'activated']), version: z.string() }),
  /** A line the device answered to a raw administrator command. */
  z.object({ type: z.literal('rawAnswer'), text: z.string().max(2000) }),
]);
export type DeviceReportBody = z.infer<typeof DeviceReportBodySchema>;

export const DeviceReportSchema = z.object({
  deviceId: DeviceIdSchema,
  kind: z.enum(DEVICE_KINDS),
  mode: z.enum(OPERATION_MODES),
  /** The command this report answers; null for reports the device sends by itself. */
  commandId: z.uuid().nullable(),
  /** Per-device sequence number, rising: a report is stored once per (device, seq). */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** The device's clock when it sent the report. */
  at: IsoTimeSchema,
  /** The radio path the report came over. */
  bearer: z.enum(BEARERS),
  body: DeviceReportBodySchema,
});
export type DeviceReport = z.infer<typeof DeviceReportSchema>;

/** MQTT topics, one tree per device with the mode in the path (DESIGN.md §4a). */
export const topics = {
  command: (c: Pick<CommandEnvelope, 'mode' | 'kind' | 'deviceId'>) =>
    `alert/${c.mode}/${c.kind}/${c.deviceId}/cmd`,
  report: (r: Pick<DeviceReport, 'mode' | 'kind' | 'deviceId'>) =>
    `alert/${r.mode}/${r.kind}/${r.deviceId}/report`,
  status: (r: Pick<DeviceReport, 'mode' | 'kind' | 'deviceId'>) =>
    `alert/${r.mode}/${r.kind}/${r.deviceId}/status`,
  /** What console servers subscribe to: each report reaches exactly one of them. */
  sharedReports: '$share/console/alert/+/+/+/report',
  /** What a fleet subscribes to. */
  allCommands: 'alert/+/+/+/cmd',
} as const;

// Built once: zod compiles a schema on first use, far too slow to do for each of thousands of messages.
const TopicSchema = z.object({
  mode: z.enum(OPERATION_MODES),
  kind: z.enum(DEVICE_KINDS),
  deviceId: DeviceIdSchema,
  leaf: z.enum(['cmd', 'report', 'status']),
});

/** Reads `alert/{mode}/{kind}/{deviceId}/{leaf}`; null when the topic is not one of ours. */
export function parseTopic(topic: string) {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== 'alert') return null;
  const [, mode, kind, deviceId, leaf] = parts;
  const parsed = TopicSchema.safeParse({ mode, kind, deviceId, leaf });
  return parsed.success ? parsed.data : null;
}
