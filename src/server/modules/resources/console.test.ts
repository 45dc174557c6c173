import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, deviceAdministration } from '../../db/schema/index.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';

type Row = Record<string, unknown>;
type Page = { items: Row[]; total: number };
const CONSOLE = '/api/scc/data/console';
const filterOf = (model: object) => encodeURIComponent(JSON.stringify(model));

describe.each(testBackends())('device administration console on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await openTestAppWithAssets(backend);
    // A device administrator of the Zurich organisation (not CH_ALL): sees only Zurich's devices.
    await addUserLike(test, 'zh.operator', 'zh.device', ['DEVICE_ADMINISTRATOR']);
  });
  afterAll(() => test.close());

  const get = async (url: string, user = 'device.admin') => {
    const response = await test.app.inject({ method: 'GET', url, headers: await headersOf(test.app, user) });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const put = async (id: unknown, payload: object, user = 'device.admin') =>
    test.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/${id}`,
      headers: await headersOf(test.app, user),
      payload,
    });

  it('lists every FGP, KGP and KSP in one list, with the demo devices out of service', async () => {
    const kinds = await Promise.all(
      ['FGP', 'KGP', 'KSP'].map(async (kind) => {
        const page = await get(
          `${CONSOLE}?limit=1&filter=${filterOf({ kind: { filterType: 'set', values: [kind] } })}`,
        );
        return page.total;
      }),
    );
    expect(kinds[0]).toBeGreaterThan(4_900);
    expect(kinds[1]).toBe(26 * 3);
    expect(kinds[2]).toBe(28);
    expect((await get(`${CONSOLE}?limit=1`)).total).toBe(kinds[0]! + kinds[1]! + kinds[2]!);
    const down = await get(
      `${CONSOLE}?filter=${filterOf({ outOfService: { filterType: 'set', values: ['true'] } })}`,
    );
    expect(down.items.map((d) => d.code).sort()).toEqual(['FGP-BE-0007', 'FGP-ZH-0012', 'KGP-TI-03']);
    const [fgp] = (await get(`${CONSOLE}?q=FGP-BE-0007`)).items;
    expect(fgp).toMatchObject({ kind: 'FGP', stateCode: 'BE', outOfServiceReason: expect.any(String) });
    expect(fgp!.address).toMatch(/^\d{3}-\d{4}$/);
    expect(Date.parse(String(fgp!.lastContactAt))).not.toBeNaN();
  });

  it('refuses users without SU_DEVICE_ADMIN, and shows a cantonal device admin only their canton', async () => {
    const operator = await headersOf(test.app, 'zh.operator');
    expect((await test.app.inject({ method: 'GET', url: CONSOLE, headers: operator })).statusCode).toBe(403);
    const zh = await get(`${CONSOLE}?limit=1000`, 'zh.device');
    expect(zh.total).toBeGreaterThan(100);
    expect(zh.items.every((d) => d.stateCode === 'ZH')).toBe(true);
    const [bern] = (await get(`${CONSOLE}?q=FGP-BE-0007`)).items;
    const response = await put(
      bern!.id,
      { outOfService: false, outOfServiceReason: null, adminNote: null, version: bern!.version },
      'zh.device',
    );
    expect(response.statusCode).toBe(404);
  });

  it('takes a device out of service only with a reason, audits it, and brings it back', async () => {
    const [device] = (await get(`${CONSOLE}?q=KSP-GE-1`)).items;
    const body = {
      outOfService: true,
      outOfServiceReason: null,
      adminNote: 'Rack 4',
      version: device!.version,
    };
    const refused = await put(device!.id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().errors[0]).toMatchObject({
      path: expect.stringContaining('outOfServiceReason'),
      messageKey: 'data.console.reasonRequired',
    });
    const [unchanged] = await test.database.db
      .select()
      .from(deviceAdministration)
      .where(eq(deviceAdministration.id, Number(device!.id)));
    expect(unchanged!.adminNote).toBeNull();

    const taken = await put(device!.id, { ...body, outOfServiceReason: 'Server wird ersetzt' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      outOfService: true,
      adminNote: 'Rack 4',
      outOfServiceSince: expect.any(String),
    });
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'console'), eq(auditLog.entityId, String(device!.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ userName: 'device.admin', action: 'updated' });

    const back = await put(device!.id, {
      outOfService: false,
      outOfServiceReason: 'stays?',
      adminNote: 'Rack 4',
      version: taken.json().version,
    });
    expect(back.json()).toMatchObject({
      outOfService: false,
      outOfServiceReason: null,
      outOfServiceSince: null,
    });
    const stale = await put(device!.id, { ...body, outOfServiceReason: 'x', version: device!.version });
    expect(stale.statusCode).toBe(409);
  });

  it('lists a new control component at once and drops it with its device', async () => {
    const notify = vi.spyOn(test.app.live, 'notifyResource');
    const admin = await headersOf(test.app, 'admin');
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/scc/data/kgps',
      headers: admin,
      payload: {
        code: 'KGP-ZH-90',
        name: 'Leitstelle Test',
        stateCode: 'ZH',
        kind: 'DAM_OPERATOR',
        firmware: '2.8.1',
        state: 'ONLINE',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(`${CONSOLE}?q=KGP-ZH-90`)).items).toHaveLength(1);
    // Open consoles refresh: the device list changed.
    expect(notify).toHaveBeenCalledWith(
      'console',
      'SU_DEVICE_ADMIN',
      { resource: 'console', action: 'updated', ids: [] },
      { states: ['ZH'] },
    );
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/scc/data/kgps/${created.json().id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`${CONSOLE}?q=KGP-ZH-90`)).total).toBe(0);
  });
});
