import { createHash } from 'node:crypto';
import type { Bearer } from '../protocol.ts';

/** The knobs of a simulated fleet: one seed makes every device's traits reproducible. */
export interface FleetKnobs {
  seed: number;
  /** Mean answer latency of a device; each device gets its own, between 0.5× and 1.5× of it. */
  latencyMs: number;
  /** Share of devices with a fault: they acknowledge a trigger, then raise the fault and never sound. */
  faultRate: number;
  /** Share of devices without power: they never answer anything. */
  unpoweredRate: number;
  /** Share of devices whose Polycom path fails: they answer over RDS or MOBILE, later. */
  failoverRate: number;
  /** How long a signal sounds; undefined = the signal's real duration (SIGNAL_SECONDS). */
  soundingMs?: number;
  /** Devices whose firmware transfer fails (they raise TRANSFER_FAILED instead of reporting it done). */
  transferFailing?: readonly string[];
}

/** The fault a device raises when a firmware transfer fails. */
export const TRANSFER_FAULT = 'TRANSFER_FAILED';

/** Faults a siren's remote control reports (the fault report's `code`). */
export const FAULT_CODES = ['AMPLIFIER', 'HORN_DRIVER', 'BATTERY_LOW', 'CONTROLLER', 'RADIO_MODULE'] as const;

/** The firmware a simulated device runs until it activates another. */
export const INITIAL_FIRMWARE = '4.12.3';

/** What one simulated device is like, the same for the same seed, device id and knobs. */
export interface FleetTraits {
  unpowered: boolean;
  /** The fault the device has; null for a sound device. Never set for an unpowered one. */
  faultCode: string | null;
  /** The path the device answers over: POLYCOM, or RDS / MOBILE after a failover. */
  bearer: Bearer;
  /** How long the device takes to answer a command (failover included). */
  answerDelayMs: number;
  batteryPercent: number;
}

// Uniform numbers in [0, 1) drawn from a sha256 of seed and device id: 8 independent 32-bit words.
function uniforms(seed: number, deviceId: string): number[] {
  const digest = createHash('sha256').update(`${seed}:${deviceId}`).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
}

/**
 * The traits of one device. Unpowered and faulty devices are disjoint shares of one draw, so over many
 * devices their shares match the rates; failover is an independent draw.
 */
export function fleetTraitsOf(seed: number, deviceId: string, knobs: FleetKnobs): FleetTraits {
  const [health = 0, faultPick = 0, failover = 0, bearerPick = 0, jitter = 0, battery = 0] = uniforms(
    seed,
    deviceId,
  );
  const unpowered = health < knobs.unpoweredRate;
  const faulty = !unpowered && health < knobs.unpoweredRate + knobs.faultRate;
  const faultCode = faulty ? FAULT_CODES[Math.floor(faultPick * FAULT_CODES.length)]! : null;
  const failsOver = failover < knobs.failoverRate;
  const baseDelay = knobs.latencyMs * (0.5 + jitter);
  return {
    unpowered,
    faultCode,
    bearer: failsOver ? (bearerPick < 0.5 ? 'RDS' : 'MOBILE') : 'POLYCOM',
    // The console's Polycom attempt times out on the device side before the backup path is tried.
    answerDelayMs: Math.round(failsOver ? baseDelay + 2 * knobs.latencyMs + 20 : baseDelay),
    batteryPercent:
      faultCode === 'BATTERY_LOW' ? 5 + Math.floor(battery * 10) : 70 + Math.floor(battery * 31),
  };
}
