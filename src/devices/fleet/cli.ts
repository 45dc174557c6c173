import pg from 'pg';
import type { DeviceLog } from '../log.ts';
import { type FleetCliOptions, parseFleetArgs, USAGE, UsageError } from './cliArgs.ts';
import { runMqttFleet } from './mqttFleet.ts';

/** `npm run fleet`: plays simulated field devices on an MQTT broker until SIGINT or SIGTERM. */

const log: DeviceLog = {
  info: (details, message) => console.log(message, JSON.stringify(details)),
  warn: (details, message) => console.warn(`warning: ${message}`, JSON.stringify(details)),
  error: (details, message) => console.error(`error: ${message}`, JSON.stringify(details)),
};

// The first `count` FGPs by code, with the firmware the database says they run.
async function fieldComponents(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; firmware: string }>(
      'SELECT code, firmware FROM field_component ORDER BY code LIMIT $1',
      [count],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function main(options: FleetCliOptions): Promise<void> {
  const devices = options.databaseUrl ? await fieldComponents(options.databaseUrl, options.sirens) : null;
  const fleet = await runMqttFleet({
    url: options.mqttUrl,
    knobs: options.knobs,
    maxDevices: options.sirens,
    deviceIds: devices?.map((d) => d.code),
    firmware: new Map(devices?.map((d) => [d.code, d.firmware])),
    log,
  });
  const who = devices
    ? `${devices.length} field components from the database`
    : `up to ${options.sirens} FGPs`;
  console.log(`fleet on ${options.mqttUrl}: ${who}, ${JSON.stringify(options.knobs)}`);
  const tick = setInterval(() => {
    const c = fleet.counts();
    const state = fleet.connected() ? 'connected' : 'DISCONNECTED';
    console.log(
      `${new Date().toISOString()} ${state} devices=${c.devices} commands=${c.commands} reports=${c.reports} ` +
        `horns=${fleet.engine.liveHornSoundings()} ignored=${c.ignored} invalid=${c.invalid}`,
    );
  }, 10_000);
  const stop = async (signal: string) => {
    clearInterval(tick);
    console.log(`${signal}: stopping`);
    await fleet.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

try {
  const options = parseFleetArgs(process.argv.slice(2));
  if (options === 'help') console.log(USAGE);
  else await main(options);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(`fleet: ${(error as Error).message}`);
  process.exit(1);
}
