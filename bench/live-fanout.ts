// Live fan-out of an event change (`npx node bench/live-fanout.ts`): 1,000 socket.io clients of a national
// operator are connected to the console; each round commits a state change of one event (transaction,
// audit row, publish after commit) and waits until every client has the message. Latency per client:
// from the start of the command to the client's receipt. Baseline, measured in the same run and the same
// process, interleaved round by round: a bare socket.io server broadcasting the same payload to 1,000
// clients, timed from the emit (above 2,000 clients the baseline rounds follow the console's: two sets would pass the file limit). Figures: medians over BENCH_RUNS (default 3) runs of 20 rounds each; FANOUT_CLIENTS sockets (default 1,000), for the machine's noise.
// Target (issue 18): a p99 ratio ≤ 1.5 at 1,000 and at 5,000 sockets.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH } from '../src/domain/live.ts';
import { changeEventState } from '../src/server/modules/events/commands.ts';
import { openTestApp } from '../src/server/test-support/app.ts';
import { seedDemoEvents } from '../src/server/test-support/events.ts';
import { loginAs } from '../src/server/test-support/login.ts';
import { benchPort, benchRuns, figure, report } from './support.ts';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 1_000);
const RUNS = benchRuns();
const ROUNDS_PER_RUN = 20;
const WARM_UP_ROUNDS = 3;
const CONNECT_BATCH = 250;
const INTERLEAVE_UP_TO = 2_000;
const EVENT_ID = 1;
const ACTOR = { userName: 'bench', organisation: null, requestId: null };

/** Connects `CLIENTS` sockets; `round(send)` resolves with each client's latency for one message. */
async function clientsOf(url: string, path: string, token: string | null) {
  let expected = 0;
  let started = 0;
  let latencies: number[] = [];
  let done: () => void = () => undefined;
  const sockets: Socket[] = [];
  // In batches: thousands of handshakes at once would time out on a busy machine.
  for (let first = 0; first < CLIENTS; first += CONNECT_BATCH) {
    const batch: Socket[] = [];
    for (let i = first; i < Math.min(CLIENTS, first + CONNECT_BATCH); i++) {
      const socket = io(url, {
        path,
        transports: ['websocket'],
        forceNew: true,
        timeout: 60_000,
        ...(token ? { auth: { token } } : {}),
      });
      socket.on('message', () => {
        latencies.push(performance.now() - started);
        if (latencies.length === expected) done();
      });
      batch.push(socket);
    }
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return {
    async round(send: () => Promise<void> | void): Promise<number[]> {
      latencies = [];
      expected = CLIENTS;
      const all = new Promise<void>((resolve) => {
        done = resolve;
      });
      started = performance.now();
      await send();
      await all;
      return latencies;
    },
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const consoleApp = await openTestApp('pglite');
await seedDemoEvents(consoleApp.app);
const consoleUrl = await consoleApp.app.listen({ port: benchPort(20), host: '127.0.0.1' });
const { access_token } = await loginAs(consoleApp.app, 'admin');

const bareHttp = createServer();
const bare = new Server(bareHttp, { serveClient: false });
await new Promise<void>((resolve) => bareHttp.listen(benchPort(21), '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`;

interface Run {
  measured: number[];
  baseline: number[];
}
const runs: Run[] = [];
const TOTAL_ROUNDS = WARM_UP_ROUNDS + RUNS * ROUNDS_PER_RUN;
const runOf = (round: number) => {
  const run = Math.floor((round - WARM_UP_ROUNDS) / ROUNDS_PER_RUN);
  runs[run] ??= { measured: [], baseline: [] };
  return runs[run];
};
// Two sets of 5,000 sockets (both ends in this process) would pass the file limit: above
// INTERLEAVE_UP_TO clients the console's rounds run first, then the baseline's with the same payloads.
const interleaved = CLIENTS <= INTERLEAVE_UP_TO;
const payloads: unknown[] = [];
const consoleClients = await clientsOf(consoleUrl, LIVE_PATH, access_token);
let bareClients = interleaved ? await clientsOf(bareUrl, '/socket.io', null) : null;
try {
  for (let round = 0; round < TOTAL_ROUNDS; round++) {
    const state = round % 2 === 0 ? 'UPDATE_PENDING' : 'ACTIVE';
    const viaConsole = await consoleClients.round(async () => {
      payloads[round] = await changeEventState(consoleApp.app, ACTOR, { eventId: EVENT_ID, state });
    });
    if (round >= WARM_UP_ROUNDS) runOf(round).measured.push(...viaConsole);
    if (bareClients) await bareRound(bareClients, round);
  }
  if (!bareClients) {
    consoleClients.close();
    bareClients = await clientsOf(bareUrl, '/socket.io', null);
    for (let round = 0; round < TOTAL_ROUNDS; round++) await bareRound(bareClients, round);
  }
} finally {
  consoleClients.close();
  bareClients?.close();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  await consoleApp.close();
}

async function bareRound(clients: Awaited<ReturnType<typeof clientsOf>>, round: number) {
  const viaBare = await clients.round(() => {
    bare.emit('message', { topic: 'events', payload: payloads[round] });
  });
  if (round >= WARM_UP_ROUNDS) runOf(round).baseline.push(...viaBare);
}

const median = (values: number[]) => percentile(values, 50);
const figures = runs.map(({ measured, baseline }) => ({
  p50: percentile(measured, 50),
  p99: percentile(measured, 99),
  baseP50: percentile(baseline, 50),
  baseP99: percentile(baseline, 99),
}));
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
console.log(
  `${CLIENTS} clients; ${RUNS} runs of ${ROUNDS_PER_RUN} rounds; figures are medians over the runs`,
);
console.log(
  `event commit → every console client (measured)     p50 ${ms(median(figures.map((f) => f.p50)))}   p99 ${ms(median(figures.map((f) => f.p99)))}`,
);
console.log(
  `bare socket.io broadcast, same payload (baseline)  p50 ${ms(median(figures.map((f) => f.baseP50)))}   p99 ${ms(median(figures.map((f) => f.baseP99)))}`,
);
console.log(
  `ratio p50 ×${median(figures.map((f) => f.p50 / f.baseP50)).toFixed(2)}   ` +
    `ratio p99 ×${median(figures.map((f) => f.p99 / f.baseP99)).toFixed(2)}`,
);
const p99Ratios = figures.map((f) => f.p99 / f.baseP99);
report({
  name: `live-fanout-${CLIENTS}`,
  description: `${CLIENTS} sockets of a national operator; ${ROUNDS_PER_RUN} rounds per run`,
  runs: RUNS,
  baseline: {
    label: 'bare socket.io broadcast, p99',
    figure: figure(
      figures.map((f) => f.baseP99),
      'ms',
    ),
  },
  cases: [
    {
      label: 'event commit → every console client, p99',
      figure: figure(
        figures.map((f) => f.p99),
        'ms',
      ),
      ratio: median(p99Ratios),
      extra: { p50ms: median(figures.map((f) => f.p50)) },
      target: 'p99 ratio ≤ 1.5',
      met: median(p99Ratios) <= 1.5,
    },
  ],
});
process.exit(0);
