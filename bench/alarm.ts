// Alarm speed (`npm run bench:alarm`; needs DATABASE_URL and a broker at MQTT_URL, default 127.0.0.1:1883):
// release of an alarm on every seeded siren → each siren's acknowledgement stored and shown on an open
// console (the live `alarms/progress` messages of a national operator's socket), over MQTT with the fleet
// simulator in its own process. Baseline of the same run: a bare MQTT round of the same count through the
// same fleet and broker (a poll per device, answered with a report), without the console in between.
// Reports the ratio, p50/p99 of the per-siren latency and the console server's CPU time.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import mqtt from 'mqtt';
import type { CommandEnvelope, DeviceReport } from '../src/devices/protocol.ts';
import type { AlarmProgress, AlarmTaskSummary } from '../src/domain/alarming.ts';
import { CANTON_CODES } from '../src/domain/cantons.ts';
import { insertDemoAssets } from '../src/server/db/seed/assets.ts';
import { seedBase } from '../src/server/db/seed/demo.ts';
import { loadCantonBoundaries } from '../src/server/db/seed/geodata.ts';
import { connectLive } from '../src/server/modules/dashboard/liveTestClient.ts';
import { buildTestApp } from '../src/server/test-support/app.ts';
import { openTestDatabase } from '../src/server/test-support/database.ts';
import { bearerOf, TEST_PASSWORD } from '../src/server/test-support/login.ts';
import { against, benchPort, figure, report } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const brokerUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
if (!process.env.DATABASE_URL) throw new Error('bench/alarm.ts needs DATABASE_URL (PostgreSQL)');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function startFleet(databaseUrl: string, sirens: number): Promise<ChildProcess> {
  const args = ['src/devices/fleet/cli.ts', '--mqtt', brokerUrl, '--database', databaseUrl];
  args.push('--sirens', String(sirens), '--faults', '0%', '--unpowered', '0%', '--failover', '0%');
  args.push('--latency-ms', '0', '--sounding-ms', '120000');
  const fleet = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  fleet.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    fleet.once('exit', (code) => reject(new Error(`fleet ended with ${code}`)));
    fleet.stdout?.on('data', (line: string) => {
      if (line.startsWith('fleet on ')) resolve();
    });
  });
  return fleet;
}

/** Baseline: one poll per device straight onto the broker, until every device's report came back. */
async function bareRound(deviceIds: readonly string[]): Promise<number> {
  const client = await mqtt.connectAsync(brokerUrl, {
    protocolVersion: 5,
    clientId: `bench-${randomUUID()}`,
    // As the console and the fleet do: without it mosquitto keeps 20 in flight, queues 1,000 and drops the rest.
    properties: { receiveMaximum: 65_535 },
  });
  (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
  const pending = new Set(deviceIds);
  const polls = new Set<string>();
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  client.on('message', (_topic, payload) => {
    const report = JSON.parse(payload.toString()) as DeviceReport;
    if (
      report.commandId &&
      polls.has(report.commandId) &&
      pending.delete(report.deviceId) &&
      pending.size === 0
    )
      done();
  });
  await client.subscribeAsync('alert/LIVE/fgp/+/report', { qos: 1 });
  const started = performance.now();
  await Promise.all(
    deviceIds.map((deviceId) => {
      const command: CommandEnvelope = {
        id: randomUUID(),
        deviceId,
        kind: 'fgp',
        mode: 'LIVE',
        issuedAt: new Date().toISOString(),
        command: { type: 'poll' },
      };
      polls.add(command.id);
      return client.publishAsync(`alert/LIVE/fgp/${deviceId}/cmd`, JSON.stringify(command), { qos: 1 });
    }),
  );
  await finished;
  const ms = performance.now() - started;
  await client.endAsync();
  return ms;
}

/** Until the console has stored a status of `count` devices (the retained ones it receives on connect). */
async function waitForStatuses(count: number): Promise<void> {
  const pool = database.pool as NonNullable<typeof database.pool>;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM device_status');
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the console did not store the devices' retained statuses within a minute");
}

const database = await openTestDatabase('postgres');
let fleet: ChildProcess | undefined;
try {
  await seedBase(database.db, { password: TEST_PASSWORD });
  const boundaries = await loadCantonBoundaries();
  await database.db.transaction((tx) => insertDemoAssets({ tx, boundaries }));
  const { rows } = await (database.pool as NonNullable<typeof database.pool>).query<{ code: string }>(
    'SELECT code FROM field_component',
  );
  const deviceIds = rows.map((row) => row.code);
  fleet = await startFleet(database.url ?? '', deviceIds.length);

  const baselines: number[] = [];
  for (let round = 0; round < ROUNDS; round++) baselines.push(await bareRound(deviceIds));

  // The installation's answer timeout (the test apps' 1 s would re-send to sirens whose answers are
  // merely still queued, and measure the re-sends' answers too).
  const settings = {
    MQTT_URL: brokerUrl,
    FLEET_SOUNDING_MS: '120000',
    DEVICE_ANSWER_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'warn',
  };
  const app = await buildTestApp(database, settings);
  const address = await app.listen({ port: benchPort(30), host: '127.0.0.1' });
  const auth = await bearerOf(app, 'admin');
  // A console that has just connected first stores every device's retained status: the rounds start after.
  await waitForStatuses(deviceIds.length);
  const waitUntilSettled = async (id: number) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const detail = await app.inject({ url: `/api/scc/alarming/sirenalarms/${id}`, headers: auth });
      const { totals } = detail.json<AlarmTaskSummary>();
      if (totals.SOUNDING + totals.ACKNOWLEDGED + totals.COMMANDED === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // Where a round's time goes: the trigger call answered, the first and last batch of answers stored
  // (the ingest hands them to the progress publisher after its commit), the first answer shown.
  const phases = { storedFirst: 0, storedLast: 0 };
  const progress = app.alarmProgress;
  app.alarmProgress = {
    changed: (alarmId, changes) => {
      const now = performance.now();
      if (changes.some((change) => change.state !== 'COMMANDED')) {
        phases.storedFirst ||= now;
        phases.storedLast = now;
      }
      progress.changed(alarmId, changes);
    },
  };
  const results: {
    ms: number;
    p50: number;
    p99: number;
    cpuMs: number;
    acks: number;
    triggerMs: number;
    storedFirstMs: number;
    storedLastMs: number;
  }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const live = await connectLive(app, address, 'admin');
    const firstAnswer = new Map<number, number>();
    let expected = Number.POSITIVE_INFINITY;
    let allShown: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      allShown = resolve;
    });
    live.socket.on('message', (message: { topic: string; payload: AlarmProgress }) => {
      if (message.topic !== 'alarms/progress') return;
      const now = performance.now();
      for (const change of message.payload.changes)
        if (change.state !== 'COMMANDED' && !firstAnswer.has(change.sirenId))
          firstAnswer.set(change.sirenId, now);
      if (firstAnswer.size >= expected) allShown();
    });
    phases.storedFirst = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/scc/alarming/sirenalarms',
      headers: auth,
      payload: { signal: 'GENERAL_ALARM', target: { kind: 'cantons', stateCodes: [...CANTON_CODES] } },
    });
    if (response.statusCode !== 201)
      throw new Error(`trigger answered ${response.statusCode}: ${response.body}`);
    const triggerMs = performance.now() - started;
    const alarm = response.json<AlarmTaskSummary>();
    expected = alarm.sirenCount - alarm.totals.SKIPPED;
    if (firstAnswer.size >= expected) allShown();
    await shown;
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const latencies = [...firstAnswer.values()].map((at) => at - started).sort((a, b) => a - b);
    results.push({
      ms,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMs: (used.user + used.system) / 1000,
      acks: firstAnswer.size,
      triggerMs,
      storedFirstMs: phases.storedFirst - started,
      storedLastMs: phases.storedLast - started,
    });
    // Stop, and let the devices' "finished" answers settle before the next round.
    await app.inject({
      method: 'POST',
      url: `/api/scc/alarming/sirenalarms/${alarm.id}/stop`,
      headers: auth,
    });
    await waitUntilSettled(alarm.id);
    live.socket.disconnect();
  }
  await app.close();

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const baseline = median(baselines);
  console.log(
    `bare MQTT poll/report round, ${deviceIds.length} devices (baseline): ${baselines.map((b) => b.toFixed(0)).join(' / ')} ms`,
  );
  for (const r of results)
    console.log(
      `alarm release → ${r.acks} acknowledgements shown: ${r.ms.toFixed(0)} ms  ×${(r.ms / baseline).toFixed(2)}` +
        `  per siren p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms  server CPU ${r.cpuMs.toFixed(0)} ms` +
        `  (trigger answered ${r.triggerMs.toFixed(0)} ms, answers stored ${r.storedFirstMs.toFixed(0)}–${r.storedLastMs.toFixed(0)} ms)`,
    );
  console.log(
    `median: ×${(median(results.map((r) => r.ms)) / baseline).toFixed(2)} (target ≤ 1.5, ≤ 1,000 ms)`,
  );
  const baseFigure = figure(baselines, 'ms');
  const release = against(
    baseFigure,
    'alarm release → every acknowledgement shown',
    figure(
      results.map((r) => r.ms),
      'ms',
    ),
    {
      text: 'ratio ≤ 1.5 and ≤ 1,000 ms',
      met: (ratio, f) => ratio <= 1.5 && f.median <= 1000,
    },
  );
  report({
    name: 'alarm',
    description: `${deviceIds.length} sirens over MQTT with the fleet simulator`,
    runs: results.length,
    baseline: { label: 'bare MQTT poll/report round', figure: baseFigure },
    cases: [
      {
        ...release,
        extra: {
          p50ms: median(results.map((r) => r.p50)),
          p99ms: median(results.map((r) => r.p99)),
          cpuMs: median(results.map((r) => r.cpuMs)),
          triggerMs: median(results.map((r) => r.triggerMs)),
          storedFirstMs: median(results.map((r) => r.storedFirstMs)),
          storedLastMs: median(results.map((r) => r.storedLastMs)),
        },
      },
    ],
  });
} finally {
  fleet?.kill('SIGTERM');
  if (fleet) await once(fleet, 'exit');
  await database.close();
}
