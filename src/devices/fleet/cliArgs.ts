import { parseArgs } from 'node:util';
import type { FleetKnobs } from './traits.ts';

/** What `npm run fleet` was asked to do. */
export interface FleetCliOptions {
  mqttUrl: string;
  sirens: number;
  databaseUrl: string | null;
  knobs: FleetKnobs;
}

/** Bad command-line arguments; the message says which and how. */
export class UsageError extends Error {}

export const USAGE = `usage: npm run fleet -- [--mqtt mqtt://127.0.0.1:1883] [--sirens 5000] [--faults 1%]
  [--unpowered 0.5%] [--failover 5%] [--latency-ms 300] [--sounding-ms <ms>] [--seed 1] [--database postgres://…]`;

const OPTIONS = {
  mqtt: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
  sirens: { type: 'string', default: '5000' },
  faults: { type: 'string', default: '1%' },
  unpowered: { type: 'string', default: '0.5%' },
  failover: { type: 'string', default: '5%' },
  'latency-ms': { type: 'string', default: '300' },
  'sounding-ms': { type: 'string' },
  seed: { type: 'string', default: '1' },
  database: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

/** Reads the arguments; throws UsageError on anything it does not understand. */
export function parseFleetArgs(args: readonly string[]): FleetCliOptions | 'help' {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; args: string[] }>>['values'];
  try {
    values = parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const soundingMs = values['sounding-ms'];
  return {
    mqttUrl: brokerUrl(values.mqtt),
    sirens: integer('sirens', values.sirens, 1, 100_000),
    databaseUrl: values.database ?? null,
    knobs: {
      seed: integer('seed', values.seed, 0, 2 ** 31),
      latencyMs: integer('latency-ms', values['latency-ms'], 0, 60_000),
      faultRate: share('faults', values.faults),
      unpoweredRate: share('unpowered', values.unpowered),
      failoverRate: share('failover', values.failover),
      soundingMs: soundingMs === undefined ? undefined : integer('sounding-ms', soundingMs, 0, 3_600_000),
    },
  };
}

function brokerUrl(text: string): string {
  if (!/^mqtts?:\/\/[^/]+/.test(text))
    throw new UsageError(`--mqtt: expected mqtt://host:port, got "${text}"`);
  return text;
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

// "2%" or "0.02" → 0.02.
function share(name: string, text: string): number {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text) / (percent ? 100 : 1);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--${name}: expected a share such as 2% or 0.02, got "${text}"`);
  }
  return value;
}
