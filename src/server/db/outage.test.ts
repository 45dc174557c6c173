import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_PATH, type LiveMessage } from '../../domain/live.ts';
import { loginOverHttp } from '../test-support/http-login.ts';
import { adminQuery } from '../test-support/postgresAdmin.ts';
import { TcpProxy } from '../test-support/tcp-proxy.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTAGE_MS = 15_000;
const DEMO_PASSWORD = 'outage-test-2026';
// Longer than any answer the console may give, so that a hang shows as one instead of stalling the test.
const CALL_LIMIT_MS = 20_000;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Answer {
  status: number;
  ms: number;
  contentType: string;
  retryAfter: string | null;
  body: Record<string, unknown> | null;
}

/** One HTTP call to the console, timed; status 0 when it did not answer within CALL_LIMIT_MS. */
async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_LIMIT_MS) });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      ms: performance.now() - started,
      contentType,
      retryAfter: response.headers.get('retry-after'),
      body: contentType.includes('json') && text ? JSON.parse(text) : null,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, contentType: '', retryAfter: null, body: null };
  }
}

/** Polls `probe` until `done` holds, at most `limitMs`; answers the last answer and when it came. */
async function pollUntil(probe: () => Promise<Answer>, done: (a: Answer) => boolean, limitMs: number) {
  const started = performance.now();
  let last = await probe();
  while (!done(last) && performance.now() - started < limitMs) {
    await wait(100);
    last = await probe();
  }
  return { last, afterMs: performance.now() - started };
}

describe.skipIf(!(await postgresAnswers()))('the console on PostgreSQL through database outages', () => {
  const name = `oc_outage_${randomBytes(6).toString('hex')}`;
  const server = new URL(SERVER_URL);
  const proxy = new TcpProxy({ host: server.hostname, port: Number(server.port) || 5432 });
  const dataDir = mkdtempSync(join(tmpdir(), 'oc-outage-'));
  let console_: ChildProcess;
  let output = '';
  let exit: { code: number | null; signal: string | null } | null = null;
  let base = '';
  let token = '';
  let live: Socket;
  const liveMessages: LiveMessage[] = [];
  /** Every event the console acknowledged creating (201), by id. */
  const acknowledged: number[] = [];

  const api = (path: string, init: RequestInit = {}) =>
    call(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const createEvent = async () => {
    const answer = await api('/api/ecc/events', { method: 'POST', body: '{}' });
    if (answer.status === 201) acknowledged.push(answer.body?.eventId as number);
    return answer;
  };
  const readEvents = () => api('/api/ecc/dashboard/events');
  const ready = () => call(`${base}/health/ready`);

  /** A light load of reads and writes, one call started every 250 ms whatever the earlier ones do. */
  function startLoad() {
    const answers: Promise<Answer>[] = [];
    let n = 0;
    const timer = setInterval(() => answers.push(n++ % 2 ? createEvent() : readEvents()), 250);
    return {
      async stop() {
        clearInterval(timer);
        return Promise.all(answers);
      },
    };
  }

  beforeAll(async () => {
    await adminQuery(SERVER_URL, `CREATE DATABASE ${name}`);
    await proxy.start();
    await proxy.setMode('refuse');
    const databaseUrl = new URL(SERVER_URL);
    databaseUrl.host = `127.0.0.1:${proxy.port}`;
    databaseUrl.pathname = `/${name}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    console_ = spawn(process.execPath, [join(import.meta.dirname, '../main.ts')], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl.toString(),
        DEMO_DATA: '1',
        DEMO_PASSWORD,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    console_.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    console_.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    console_.on('exit', (code, signal) => {
      exit = { code, signal };
    });
    // The console starts while the database refuses: it must wait for it, not give up.
    await vi.waitFor(() => expect(output).toContain('database not reachable at start'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(exit).toBeNull();
    await proxy.setMode('pass');
    // Seeding the demo takes ~7 s alone, far longer on a machine busy with other work.
    const started = await pollUntil(ready, (a) => a.status === 200 || exit !== null, 110_000);
    expect(started.last.status, output).toBe(200);

    token = await loginOverHttp(base, 'zh.operator', DEMO_PASSWORD);
    live = io(base, { path: LIVE_PATH, auth: { token }, transports: ['websocket'] });
    live.on('message', (message: LiveMessage) => liveMessages.push(message));
    await new Promise<void>((resolve, reject) => live.once('connect', resolve).once('connect_error', reject));
  }, 120_000);

  afterAll(async () => {
    live?.close();
    if (console_ && exit === null) console_.kill('SIGKILL');
    await proxy.stop();
    await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    { mode: 'refuse' as const, what: 'refused (database stopped)' },
    { mode: 'silent' as const, what: 'silent (network path dead)' },
  ])(
    'keeps serving while connections are $what and recovers by itself',
    async ({ mode }) => {
      const writtenBefore = acknowledged.length;
      const load = startLoad();
      // Cut while the pool holds connections that were just in use.
      await expect.poll(() => acknowledged.length, { timeout: 5_000 }).toBeGreaterThan(writtenBefore);
      await proxy.setMode(mode);
      const cutAt = performance.now();

      const readyDown = await pollUntil(ready, (a) => a.status === 503, 5_000);
      expect(readyDown.last.status).toBe(503);
      expect(readyDown.afterMs).toBeLessThan(2_000);
      expect(readyDown.last.body).toEqual({ status: 'unavailable', database: 'down' });

      const during: { ready: Answer; alive: Answer; system: Answer }[] = [];
      while (performance.now() - cutAt < OUTAGE_MS) {
        const [readyAnswer, alive, system] = await Promise.all([
          ready(),
          call(`${base}/health/live`),
          api('/api/scc/system/status'),
        ]);
        during.push({ ready: readyAnswer, alive, system });
        await wait(500);
      }
      await proxy.setMode('pass');

      const readyUp = await pollUntil(ready, (a) => a.status === 200, 10_000);
      const apiUp = await pollUntil(readEvents, (a) => a.status === 200, 10_000);
      const answers = await load.stop();
      const writeAfter = await createEvent();
      const failed = answers.filter((a) => a.status >= 300 || a.status === 0);
      console.info(
        `${mode}: ready 503 after ${Math.round(readyDown.afterMs)} ms; ${failed.length} of ${answers.length} ` +
          `calls 503, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; ready 200 again after ` +
          `${Math.round(readyUp.afterMs)} ms, API after ${Math.round(apiUp.afterMs)} ms`,
      );

      expect(exit, output).toBeNull();
      for (const { ready: r, alive, system } of during) {
        expect(r.status).toBe(503);
        expect(r.ms).toBeLessThan(2_000);
        expect(alive.status).toBe(200);
        // The guard's login-session check may already need the database: then the status is an outage problem.
        if (system.status === 200) expect(system.body?.centralEccAvailable).toBe(false);
        else expect(system.body?.messageKey).toBe('errors.databaseUnavailable');
        expect(system.ms).toBeLessThan(2_500);
      }
      expect(failed.length).toBeGreaterThan(0);
      for (const answer of failed) {
        expect(answer.status).toBe(503);
        expect(answer.contentType).toContain('application/problem+json');
        expect(answer.body?.messageKey).toBe('errors.databaseUnavailable');
        expect(answer.retryAfter).toMatch(/^\d+$/);
      }
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
      expect(readyUp.last.status).toBe(200);
      expect(readyUp.afterMs).toBeLessThan(10_000);
      expect(apiUp.last.status).toBe(200);
      expect(apiUp.afterMs + readyUp.afterMs).toBeLessThan(10_000);
      expect(writeAfter.status).toBe(201);
    },
    45_000,
  );

  it('lost none of the writes it acknowledged', async () => {
    expect(acknowledged.length).toBeGreaterThanOrEqual(4);
    for (const id of acknowledged)
      expect((await api(`/api/ecc/events/${id}`)).status, `event ${id}`).toBe(200);
  });

  it('still carries live messages to the socket opened before the outages', async () => {
    await expect.poll(() => live.connected, { timeout: 10_000 }).toBe(true);
    const created = await createEvent();
    expect(created.status).toBe(201);
    await expect
      .poll(() =>
        liveMessages.some(
          (m) => m.topic === 'events' && (m.payload as { eventId: number }).eventId === created.body?.eventId,
        ),
      )
      .toBe(true);
    expect(exit, output).toBeNull();
  });

  it('shuts down on SIGTERM after the outages', async () => {
    const ended = new Promise((resolve) => console_.once('exit', resolve));
    console_.kill('SIGTERM');
    await Promise.race([ended, wait(10_000)]);
    expect(exit, output.slice(-4_000)).toEqual({ code: 0, signal: null });
  });
});
