import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { eventsClient } from '../test-support/events.ts';
import { bearerOf } from '../test-support/login.ts';

const DASHBOARD = '/api/ecc/dashboard/events';

// Operators' consoles read the same answers again and again; they are kept per change (ADR 0023).
describe.each(testBackends())('authenticated reads kept per change (%s)', (backend) => {
  let t: TestApp;
  let other: FastifyInstance;
  let api: ReturnType<typeof eventsClient>;

  beforeAll(async () => {
    t = await openTestApp(backend);
    other = await buildTestApp(t.database);
    api = eventsClient(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function dashboardIds(app: FastifyInstance, user: string): Promise<number[]> {
    const answer = await app.inject({ url: DASHBOARD, headers: await bearerOf(app, user) });
    expect(answer.statusCode).toBe(200);
    return answer.json().map((event: { eventId: number }) => event.eventId);
  }

  it('shows a new event at once on the server it was made on, and on another server within a second', async () => {
    const before = await dashboardIds(other, 'zh.operator');
    await dashboardIds(t.app, 'zh.operator');
    const id: number = (await api.create('zh.operator')).json().eventId;
    expect(await dashboardIds(t.app, 'zh.operator')).toContain(id);
    expect(before).not.toContain(id);
    await vi.waitFor(async () => expect(await dashboardIds(other, 'zh.operator')).toContain(id), {
      timeout: 3000,
      interval: 50,
    });
  });

  it('answers each territory and operation mode with its own events, whoever asked before', async () => {
    const id: number = (await api.create('zh.operator')).json().eventId;
    expect(await dashboardIds(t.app, 'admin')).toContain(id);
    expect(await dashboardIds(t.app, 'zh.operator')).toContain(id);
    // Same canton, but working in the exercise mode: a LIVE event never reaches them.
    expect(await dashboardIds(t.app, 'zh.trainee')).not.toContain(id);
  });

  it('sends a kept answer compressed to a client that accepts it, and a new copy after a change', async () => {
    for (let i = 0; i < 3; i++) await api.create('zh.operator');
    const headers = await bearerOf(t.app, 'zh.operator');
    const read = (encoding?: string) =>
      t.app.inject({
        url: DASHBOARD,
        headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await read();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await read('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await read('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const id: number = (await api.create('zh.operator')).json().eventId;
    const after = JSON.parse(brotliDecompressSync((await read('br')).rawPayload).toString());
    expect(after.map((event: { eventId: number }) => event.eventId)).toContain(id);
  });

  it('refuses a token with a forged signature, though the genuine token was verified and kept', async () => {
    const { authorization } = await bearerOf(t.app, 'zh.operator');
    expect((await t.app.inject({ url: DASHBOARD, headers: { authorization } })).statusCode).toBe(200);
    const forged = `${authorization.slice(0, -8)}${authorization.endsWith('AAAAAAAA') ? 'BBBBBBBB' : 'AAAAAAAA'}`;
    expect((await t.app.inject({ url: DASHBOARD, headers: { authorization: forged } })).statusCode).toBe(401);
  });
});
