import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOWS } from '../../../domain/sirenTest.ts';
import {
  type Activation,
  cantonCap,
  type Deployment,
  type DeviceVersionRow,
  type Release,
  type VersionDrift,
} from '../../../domain/updates.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  activations,
  auditLog,
  deploymentDevices,
  deployments,
  firmwareReleases,
} from '../../db/schema/index.ts';
import { buildTestApp, openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';

const BASE = '/api/scc/updates';
// The canary of a deployment to Appenzell Innerrhoden starts with its first FGPs: their transfers fail.
const SETTINGS = {
  FLEET_TRANSFER_FAILING: 'FGP-AI-0001,FGP-AI-0002',
  RELEASE_MAX_MB: '0.01',
  UPDATE_STEP_MS: '40',
  UPDATE_ANSWER_TIMEOUT_MS: '800',
  DEVICE_COMMAND_ATTEMPTS: '3',
  // An alarm stays active until stopped (the freeze test stops it).
  FLEET_SOUNDING_MS: '600000',
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const image = (version: string) => Buffer.from(`firmware ${version} `.repeat(100));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testBackends())('update management on %s', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await openTestAppWithAssets(backend, SETTINGS);
    app = t.app;
  }, 120_000);
  afterAll(async () => {
    if (app !== t.app) await app.close();
    await t.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, user = 'device.admin') =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: await headersOf(app, user),
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const upload = async (query: Record<string, string>, body: Buffer) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/releases?${new URLSearchParams(query)}`,
      headers: { ...(await headersOf(app, 'device.admin')), 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const rows = async (table: typeof firmwareReleases | typeof deployments | typeof activations) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n;
  const deployment = async (id: number) =>
    (await ok<Deployment[]>('GET', '/deployments')).find((d) => d.id === id) as Deployment;
  const activation = async (id: number) =>
    (await ok<Activation[]>('GET', '/activations')).find((a) => a.id === id) as Activation;
  const devicesOf = async (stateCode: string) =>
    (await ok<{ devices: DeviceVersionRow[]; drift: VersionDrift[] }>('GET', '/devices')).devices.filter(
      (d) => d.stateCode === stateCode && d.kind === 'FGP',
    );
  const release = async (version: string) => {
    const bytes = image(version);
    const response = await upload(
      { deviceKind: 'FGP', version, sha256: sha256(bytes), notes: 'Fixes' },
      bytes,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Release>();
  };
  const released = async (version: string) =>
    (await ok<Release[]>('GET', '/releases')).find((r) => r.version === version);
  const deploy = (releaseId: number, stateCode: string, more: object = {}) =>
    ok<{ id: number }>('POST', '/deployments', {
      releaseId,
      selection: { stateCodes: [stateCode] },
      canarySize: 3,
      rings: 2,
      ...more,
    });

  it('lists the siren groups a deployment may be limited to for device.admin, but not without the right', async () => {
    // device.admin may not read the siren-group registry, yet plans deployments by group.
    expect((await call('GET', '/sirengroups')).statusCode).toBe(200);
    const registry = await app.inject({
      method: 'GET',
      url: '/api/scc/data/sirengroups',
      headers: await headersOf(app, 'device.admin'),
    });
    expect(registry.statusCode).toBe(403);
    const groups = (await call('GET', '/sirengroups')).json<
      { id: number; name: string; stateCode: string }[]
    >();
    const [all] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from siren_group`);
    expect(groups).toHaveLength(all!.n);
    expect(groups.find((g) => g.name === 'Ganzer Kanton Zürich')).toMatchObject({ stateCode: 'ZH' });
    expect(Object.keys(groups[0]!).sort()).toEqual(['id', 'name', 'stateCode']);
    for (const user of ['zh.operator', 'nat.operator', 'zh.viewer'])
      expect((await call('GET', '/sirengroups', undefined, user)).statusCode, user).toBe(403);
  });
  it('refuses bad uploads and an activation of what was not transferred, changing nothing', async () => {
    const bytes = image('9.9.9');
    const before = await rows(firmwareReleases);
    const wrong = await upload(
      { deviceKind: 'FGP', version: '9.9.9', sha256: sha256(Buffer.from('x')) },
      bytes,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('updates.errors.checksumMismatch');
    const big = Buffer.alloc(20_000, 1);
    const oversize = await upload({ deviceKind: 'FGP', version: '9.9.9', sha256: sha256(big) }, big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().messageKey).toBe('updates.errors.tooLarge');
    const kind = await upload({ deviceKind: 'XGP', version: '9.9.9', sha256: sha256(bytes) }, bytes);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().messageKey).toBe('updates.errors.unknownDeviceKind');
    const json = await app.inject({
      method: 'POST',
      url: `${BASE}/releases?${new URLSearchParams({ deviceKind: 'FGP', version: '9.9.9', sha256: sha256(bytes) })}`,
      headers: await headersOf(app, 'device.admin'),
      payload: { image: 'not a file' },
    });
    expect(json.statusCode, json.body).toBe(415);
    expect(await rows(firmwareReleases)).toBe(before);

    const fresh = await release('5.0.0');
    const activationsBefore = await rows(activations);
    const early = await call('POST', '/activations', {
      releaseId: fresh.id,
      scheduledAt: new Date().toISOString(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().messageKey).toBe('updates.errors.notTransferred');
    const earlyReach = await call('POST', '/activations/reach', {
      releaseId: fresh.id,
      scheduledAt: new Date().toISOString(),
    });
    expect(earlyReach.json().messageKey).toBe('updates.errors.notTransferred');
    expect(await rows(activations)).toBe(activationsBefore);
    const cantonal = await call('GET', '/releases', undefined, 'zh.operator');
    expect(cantonal.statusCode).toBe(403);
  });

  it('takes an upload streamed over a real connection', async () => {
    const bytes = image('5.0.1');
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(
      `${address}${BASE}/releases?${new URLSearchParams({ deviceKind: 'KGP', version: '5.0.1', sha256: sha256(bytes) })}`,
      {
        method: 'POST',
        headers: { ...(await headersOf(app, 'device.admin')), 'content-type': 'application/octet-stream' },
        body: new Blob([bytes]),
      },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ deviceKind: 'KGP', sizeBytes: bytes.length });
  });

  it('halts a rollout by itself when a device of the canary fails, and says why', async () => {
    const fresh = await released('5.0.0');
    const { id } = await deploy(fresh!.id, 'AI');
    const halted = await until(
      () => deployment(id),
      (d) => d.status !== 'RUNNING',
    );
    expect(halted.status).toBe('HALTED');
    expect(halted.haltReason?.key).toBe('updates.halt.canary');
    expect(halted.haltReason?.params.failed).toBeGreaterThan(0);
    expect(halted.stages.slice(1).every((s) => s.counts.WAITING === s.total)).toBe(true);

    // A cantonal holder of the right acts in their own canton only.
    const zh = await addUserLike(t, 'zh.operator', 'zh.updates', [
      'CANTONAL_OPERATOR',
      'DEVICE_ADMINISTRATOR',
    ]);
    const deploymentsBefore = await rows(deployments);
    const elsewhere = await call(
      'POST',
      '/deployments',
      { releaseId: fresh!.id, selection: { stateCodes: ['BE'] } },
      zh,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().messageKey).toBe('updates.errors.outsideTerritory');
    expect((await call('POST', `/deployments/${id}/cancel`, undefined, zh)).statusCode).toBe(403);
    expect(await rows(deployments)).toBe(deploymentsBefore);
    expect((await deployment(id)).status).toBe('HALTED');
    const seen = await call('GET', '/deployments', undefined, zh);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Deployment[]>().map((d) => d.id)).not.toContain(id);
  });

  it('completes a clean rollout stage by stage, never more than the share of a canton at once', async () => {
    const fresh = await released('5.0.0');
    const gl = await devicesOf('GL');
    const cap = cantonCap(gl.length, 20);
    const { id } = await deploy(fresh!.id, 'GL', { maxSharePercent: 20 });
    let most = 0;
    const done = await until(
      () => deployment(id),
      (d) => {
        most = Math.max(most, d.total.TRANSFERRING + d.total.CHECKING);
        return d.status !== 'RUNNING';
      },
    );
    expect(done.status).toBe('DONE');
    expect(done.total.DONE).toBe(gl.length);
    expect(done.stages.length).toBe(3);
    expect(most).toBeLessThanOrEqual(cap);
    expect((await devicesOf('GL')).every((d) => d.transferredVersion === '5.0.0')).toBe(true);
  });

  it('refuses a second start of a running rollout with a clear reason, and leaves its devices out of another', async () => {
    const fresh = await released('5.0.0');
    const [ow, nw] = [await devicesOf('OW'), await devicesOf('NW')];
    // One device at a time: the rollout is still running while the second start comes.
    const first = await deploy(fresh!.id, 'OW', { maxSharePercent: 1, canarySize: 1 });
    const before = await rows(deployments);
    const body = { releaseId: fresh!.id, selection: { stateCodes: ['OW'] }, canarySize: 3, rings: 2 };
    for (const url of ['/deployments', '/deployments/reach']) {
      const again = await call('POST', url, body);
      expect(again.statusCode, url).toBe(409);
      expect(again.json()).toMatchObject({
        messageKey: 'updates.errors.alreadyDeploying',
        params: { devices: ow.length, deployments: 'FGP 5.0.0' },
      });
    }
    expect(await rows(deployments)).toBe(before);
    expect((await deployment(first.id)).status).toBe('RUNNING');

    // A selection reaching further starts on the other devices only, and its question says how many wait.
    const wider = { ...body, selection: { stateCodes: ['OW', 'NW'] } };
    expect(await ok('POST', '/deployments/reach', wider)).toEqual({
      devices: nw.length,
      busy: ow.length,
      holding: 0,
    });
    const second = await ok<{ id: number }>('POST', '/deployments', wider);
    const members = await t.database.db
      .select({ stateCode: deploymentDevices.stateCode })
      .from(deploymentDevices)
      .where(eq(deploymentDevices.deploymentId, second.id));
    expect(members.map((m) => m.stateCode)).toEqual(nw.map(() => 'NW'));

    // Cancelled, the first rollout frees its devices; those it transferred to keep the image and are not
    // sent it again.
    for (const id of [first.id, second.id])
      expect((await call('POST', `/deployments/${id}/cancel`)).statusCode).toBeLessThan(300);
    const transferred = await t.database.db
      .select({ n: count() })
      .from(deploymentDevices)
      .where(and(eq(deploymentDevices.deploymentId, first.id), eq(deploymentDevices.state, 'DONE')));
    const holding = transferred[0]!.n;
    expect(await ok('POST', '/deployments/reach', body)).toEqual({
      devices: ow.length - holding,
      busy: 0,
      holding,
    });
  });

  it('does not send a release again to devices that received it from a finished rollout', async () => {
    const fresh = await release('5.2.0');
    const [ar, sh] = [await devicesOf('AR'), await devicesOf('SH')];
    const first = await deploy(fresh.id, 'AR', { maxSharePercent: 50 });
    const done = await until(
      () => deployment(first.id),
      (d) => d.status !== 'RUNNING',
    );
    expect(done.status).toBe('DONE');
    expect(done.total.DONE).toBe(ar.length);
    // They hold the image, yet still report the version they ran before: only the activation changes it.
    const held = await devicesOf('AR');
    expect(held.every((d) => d.transferredVersion === '5.2.0')).toBe(true);
    expect(held.map((d) => d.runningVersion)).toEqual(ar.map((d) => d.runningVersion));

    // The same release for the same devices again: refused, naming how many hold it, and nothing started.
    const before = await rows(deployments);
    const body = { releaseId: fresh.id, selection: { stateCodes: ['AR'] }, canarySize: 3, rings: 2 };
    for (const url of ['/deployments', '/deployments/reach']) {
      const again = await call('POST', url, body);
      expect(again.statusCode, url).toBe(409);
      expect(again.json()).toMatchObject({
        messageKey: 'updates.errors.alreadyTransferred',
        params: { devices: ar.length },
      });
    }
    expect(await rows(deployments)).toBe(before);

    // A wider selection reaches the new devices only; its question and its audit entry say how many hold it.
    const wider = { ...body, selection: { stateCodes: ['AR', 'SH'] } };
    expect(await ok('POST', '/deployments/reach', wider)).toEqual({
      devices: sh.length,
      busy: 0,
      holding: ar.length,
    });
    const second = await ok<{ id: number }>('POST', '/deployments', wider);
    const members = await t.database.db
      .select({ deviceId: deploymentDevices.deviceId })
      .from(deploymentDevices)
      .where(eq(deploymentDevices.deploymentId, second.id));
    expect(members.map((m) => m.deviceId).sort()).toEqual(sh.map((d) => d.deviceId).sort());
    const [audit] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'started'),
          eq(auditLog.entity, 'deployment'),
          eq(auditLog.entityId, String(second.id)),
        ),
      );
    expect(audit?.after).toMatchObject({ devices: sh.length, busy: 0, holding: ar.length });
    expect((await call('POST', `/deployments/${second.id}/cancel`)).statusCode).toBeLessThan(300);
  });

  it('refuses an activation in the siren test window and while a siren alarm is active, with a clear reason', async () => {
    const windows = { ...DEFAULT_WINDOWS };
    const plan = {
      testDate: '2099-02-04',
      preparatoryDate: '2098-11-26',
      cantons: [{ stateCode: 'GL', windows }],
      groupIds: [],
    };
    const planned = await app.inject({
      method: 'PUT',
      url: '/api/scc/sirentests/plan',
      headers: await headersOf(app, 'nat.operator'),
      payload: plan,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const fresh = await released('5.0.0');
    const before = await rows(activations);
    const frozen = await call('POST', '/activations', {
      releaseId: fresh!.id,
      scheduledAt: '2099-02-04T13:00:00Z',
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().messageKey).toBe('updates.errors.freezeSirenTest');

    const alarm = await app.inject({
      method: 'POST',
      url: '/api/scc/alarming/sirenalarms',
      headers: await headersOf(app, 'admin'),
      payload: { signal: 'GENERAL_ALARM', target: { kind: 'cantons', stateCodes: ['UR'] } },
    });
    expect(alarm.statusCode, alarm.body).toBeLessThan(300);
    const now = new Date().toISOString();
    const alarmed = await call('POST', '/activations', { releaseId: fresh!.id, scheduledAt: now });
    expect(alarmed.statusCode).toBe(409);
    expect(alarmed.json().messageKey).toBe('updates.errors.freezeAlarm');
    expect(await rows(activations)).toBe(before);
    const stopped = await app.inject({
      method: 'POST',
      url: `/api/scc/alarming/sirenalarms/${alarm.json().id}/stop`,
      headers: await headersOf(app, 'admin'),
    });
    expect(stopped.statusCode, stopped.body).toBeLessThan(300);
  });

  it('activates the transferred version and rolls it back to the previous one everywhere', async () => {
    const fresh = await released('5.0.0');
    const previous = new Map((await devicesOf('GL')).map((d) => [d.deviceId, d.runningVersion]));
    const input = { releaseId: fresh!.id, stateCodes: ['GL'], scheduledAt: new Date().toISOString() };
    const before = await rows(activations);
    expect(await ok('POST', '/activations/reach', input)).toEqual({ devices: previous.size });
    expect(await rows(activations)).toBe(before);
    const { id } = await ok<{ id: number }>('POST', '/activations', input);
    const activated = await until(
      () => activation(id),
      (a) => a.status === 'DONE',
    );
    expect(activated.counts.ACTIVATED).toBe(previous.size);
    await until(
      () => devicesOf('GL'),
      (ds) => ds.every((d) => d.runningVersion === '5.0.0'),
    );

    const rollback = await ok<{ id: number }>('POST', `/activations/${id}/rollback`);
    await until(
      () => activation(rollback.id),
      (a) => a.status === 'DONE',
    );
    const after = await until(
      () => devicesOf('GL'),
      (ds) => ds.every((d) => d.runningVersion === previous.get(d.deviceId)),
    );
    expect(after.every((d) => d.transferredVersion === '5.0.0')).toBe(true);
  });

  it('resumes a rollout after a console restart where it was', async () => {
    const next = await release('5.1.0');
    const { id } = await deploy(next.id, 'ZG', { maxSharePercent: 5, canarySize: 2 });
    await until(
      () => deployment(id),
      (d) => d.total.DONE >= 3,
    );
    await app.close();
    const members = () =>
      t.database.db.select().from(deploymentDevices).where(eq(deploymentDevices.deploymentId, id));
    const doneBefore = (await members()).filter((m) => m.state === 'DONE');
    app = await buildTestApp(t.database, SETTINGS);
    const done = await until(
      () => deployment(id),
      (d) => d.status !== 'RUNNING',
      60_000,
    );
    expect(done.status).toBe('DONE');
    expect(done.total.DONE).toBe((await devicesOf('ZG')).length);
    const after = new Map((await members()).map((m) => [m.deviceId, m]));
    for (const member of doneBefore) expect(after.get(member.deviceId)?.commandId).toBe(member.commandId);
  }, 90_000);
  it('limits a deployment to the FGPs of the chosen siren group, or of the chosen siren model', async () => {
    const fresh = await release('7.0.0');
    const inService = sql`left join device_administration a on a.field_component_id = f.id
      where not coalesce(a.out_of_service, false)`;
    const [group] = await rowsOf<{ id: number; devices: number }>(
      t.database.db,
      sql`select m.group_id as id, count(*)::int as devices from siren_group_member m
        join field_component f on f.siren_id = m.siren_id ${inService}
        group by m.group_id order by 2, 1 limit 1`,
    );
    const [model] = await rowsOf<{ id: number; devices: number }>(
      t.database.db,
      sql`select s.model_id as id, count(*)::int as devices from stationary_siren s
        join field_component f on f.siren_id = s.id ${inService} and s.model_id is not null
        group by s.model_id order by 2, 1 limit 1`,
    );
    const none = { stateCodes: [], currentVersions: [], groupIds: [], modelIds: [] };
    for (const [selection, expected] of [
      [{ ...none, groupIds: [Number(group!.id)] }, group!.devices],
      [{ ...none, modelIds: [Number(model!.id)] }, model!.devices],
    ] as const) {
      const before = await rows(deployments);
      const reach = await ok<{ devices: number }>('POST', '/deployments/reach', {
        releaseId: fresh.id,
        selection,
      });
      expect(reach).toEqual({ devices: expected, busy: 0, holding: 0 });
      expect(await rows(deployments)).toBe(before);
      const { id } = await ok<{ id: number }>('POST', '/deployments', { releaseId: fresh.id, selection });
      const chosen = await deployment(id);
      expect(Object.values(chosen.total).reduce((sum, n) => sum + n, 0)).toBe(expected);
      expect((await call('POST', `/deployments/${id}/cancel`)).statusCode).toBeLessThan(300);
    }
  });
});
