import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelTest } from '../../../domain/channelTests.ts';
import {
  applicationUsers,
  auditLog,
  persons,
  sirenAlarmResults,
  sirenAlarms,
  stationarySirens,
} from '../../db/schema/index.ts';
import { DEMO_CHANNEL_TESTS, insertDemoChannelTests } from '../../db/seed/channelTests.ts';
import { openTestApp, openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { startSmtp } from '../../test-support/smtp.ts';

const TESTS = '/api/scc/channeltests';

/** A loopback gateway health URL that answers with `status`. */
async function startGateway(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(status).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/health`, server };
}

describe.each(testBackends())('channel tests on %s', (backend) => {
  let t: TestApp;
  let alertswiss: Awaited<ReturnType<typeof startGateway>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    alertswiss = await startGateway(200);
    // ICARO's gateway answers 503: down.
    const icaro = await startGateway(503);
    smtp = await startSmtp();
    t = await openTestAppWithAssets(backend, {
      ALERTSWISS_URL: alertswiss.url,
      ICARO_URL: icaro.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    alertswiss.server.close();
    await smtp.close();
  });

  const send = async (body: object, user = 'device.admin') =>
    t.app.inject({ method: 'POST', url: TESTS, headers: await bearerOf(t.app, user), payload: body });
  const tested = async (body: object): Promise<ChannelTest> => {
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const protocolRow = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/scc/data/channeltest/${id}`,
        headers: await bearerOf(t.app, 'device.admin'),
      })
    ).json();

  it('asks alert-swiss and ICARO at their health URL and records outcome and round trip, audited', async () => {
    const ok = await tested({ channel: 'ALERTSWISS' });
    expect(ok).toMatchObject({ channel: 'ALERTSWISS', outcome: 'OK', detail: alertswiss.url });
    expect(ok.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(await tested({ channel: 'ICARO' })).toMatchObject({ outcome: 'FAILED' });
    expect(await protocolRow(ok.id)).toMatchObject({
      outcome: 'OK',
      testedBy: 'device.admin',
      stateCode: 'CH',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'channel_test'), eq(auditLog.entityId, String(ok.id))));
    expect(audit).toMatchObject([{ action: 'tested', userName: 'device.admin' }]);
  });

  it('mails the tester’s own address, in their language, through the report mailer', async () => {
    const mail = await tested({ channel: 'EMAIL' });
    expect(mail).toMatchObject({ outcome: 'OK', detail: expect.stringContaining('@') });
    expect(smtp.received.at(-1)).toContain(mail.detail);
    expect(smtp.received.at(-1)).toContain('Subject: Test du canal e-mail');
  });

  it('sounds no siren: a silent EXERCISE alarm whose answers give the outcome and the round trip', async () => {
    const sirens = await t.database.db
      .select({ id: stationarySirens.id, code: stationarySirens.code })
      .from(stationarySirens)
      .where(eq(stationarySirens.stateCode, 'ZH'))
      .limit(2);
    const started = await tested({ channel: 'SIRENS', sirenIds: sirens.map((s) => s.id) });
    expect(started).toMatchObject({
      channel: 'SIRENS',
      detail: sirens
        .map((s) => s.code)
        .sort()
        .join(', '),
    });
    await expect.poll(async () => (await protocolRow(started.id)).outcome, { timeout: 10_000 }).toBe('OK');
    const row = await protocolRow(started.id);
    expect(row.roundTripMs).toBeGreaterThanOrEqual(0);
    const [alarm] = await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.id, row.alarmId));
    expect(alarm).toMatchObject({ operationMode: 'EXERCISE', startedBy: 'device.admin' });
    const results = await t.database.db
      .select({ horn: sirenAlarmResults.horn })
      .from(sirenAlarmResults)
      .where(eq(sirenAlarmResults.alarmId, row.alarmId));
    expect(results.map((r) => r.horn)).toEqual([false, false]);
  });

  it('records a failed mail when the mail server is gone, and refuses other users and bad requests', async () => {
    await smtp.close();
    expect(await tested({ channel: 'EMAIL' })).toMatchObject({ outcome: 'FAILED' });
    expect((await send({ channel: 'ICARO' }, 'zh.operator')).statusCode).toBe(403);
    for (const body of [{ channel: 'FAX' }, { channel: 'SIRENS', sirenIds: [] }, { channel: 'SIRENS' }]) {
      const refused = await send(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ messageKey: expect.any(String) });
    }
    expect((await send({ channel: 'SIRENS', sirenIds: [999_999] })).statusCode).toBe(400);
  });
});

describe.each(testBackends())('channel tests without gateways on %s', (backend) => {
  it('records alert-swiss and ICARO as disabled when their URL is not set', async () => {
    const t = await openTestApp(backend);
    try {
      const headers = await bearerOf(t.app, 'admin');
      for (const channel of ['ALERTSWISS', 'ICARO']) {
        const response = await t.app.inject({ method: 'POST', url: TESTS, headers, payload: { channel } });
        expect(response.json()).toMatchObject({ channel, outcome: 'DISABLED', roundTripMs: null });
      }
    } finally {
      await t.close();
    }
  });
});

describe.each(testBackends())('the demo’s channel-test protocol on %s', (backend) => {
  it('lists the routine tests newest first, each mail test naming its tester’s address', async () => {
    const t = await openTestApp(backend);
    try {
      await t.database.db.transaction((tx) => insertDemoChannelTests({ tx }));
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/scc/data/channeltest',
        headers: await bearerOf(t.app, 'device.admin'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().items as Record<string, unknown>[];
      expect(rows).toHaveLength(DEMO_CHANNEL_TESTS.length);
      const times = rows.map((row) => Date.parse(String(row.testedAt)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.every((time) => time < Date.now())).toBe(true);
      expect(rows.filter((row) => row.outcome === 'FAILED').map((row) => row.channel)).toEqual([
        'ICARO',
        'EMAIL',
      ]);

      const addresses = await t.database.db
        .select({ user: applicationUsers.username, email: persons.email })
        .from(applicationUsers)
        .innerJoin(persons, eq(persons.id, applicationUsers.personId));
      const addressOf = new Map(addresses.map((row) => [row.user, row.email]));
      for (const row of rows.filter((test) => test.channel === 'EMAIL')) {
        const address = addressOf.get(String(row.testedBy));
        expect([address, `${address}: Connection timeout`]).toContain(row.detail);
      }
      expect(rows.map((row) => row.testedBy)).toContain('admin');
    } finally {
      await t.close();
    }
  });
});
