import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../domain/audit.ts';
import { applicationUsers, auditLog } from '../../db/schema/index.ts';
import { insertDemoAssets } from '../../db/seed/assets.ts';
import { loadCantonBoundaries } from '../../db/seed/geodata.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf, loginAs } from '../../test-support/login.ts';

type Page = { items: Record<string, unknown>[]; total: number };
const SIRENS = '/api/scc/data/sirens';

describe.each(testBackends())('resource writes on %s', (backend) => {
  let test: TestApp;
  let admin: { authorization: string };
  let zh: { authorization: string };

  beforeAll(async () => {
    test = await openTestApp(backend);
    const boundaries = await loadCantonBoundaries();
    await test.database.db.transaction((tx) => insertDemoAssets({ tx, boundaries }));
    admin = await bearerOf(test.app, 'admin');
    zh = await bearerOf(test.app, 'zh.operator');
  });
  afterAll(() => test.close());

  const get = async (url: string, headers = admin) => {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };

  it('pages, sorts and filters about 5,000 sirens on the server', async () => {
    const all = await get(`${SIRENS}?limit=1`);
    expect(all.total).toBeGreaterThan(4_900);
    const filter = encodeURIComponent(
      JSON.stringify({ stateCode: { filterType: 'text', type: 'equals', filter: 'BE' } }),
    );
    const bern = await get(`${SIRENS}?limit=50&offset=10&sort=code:desc&filter=${filter}`);
    expect(bern.items).toHaveLength(50);
    expect(bern.items.every((s) => s.stateCode === 'BE')).toBe(true);
    const codes = bern.items.map((s) => String(s.code));
    expect(codes).toEqual([...codes].sort().reverse());
    const faults = encodeURIComponent(
      JSON.stringify({ operationalState: { filterType: 'set', values: ['FAULT'] } }),
    );
    const faulty = await get(`${SIRENS}?limit=1000&filter=${faults}`);
    expect(faulty.total).toBeGreaterThan(50);
    expect(faulty.items.every((s) => s.operationalState === 'FAULT')).toBe(true);
    const unknown = encodeURIComponent(
      JSON.stringify({ operationalState: { filterType: 'set', values: ['BROKEN'] } }),
    );
    const refused = await test.app.inject({
      method: 'GET',
      url: `${SIRENS}?filter=${unknown}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    const search = await get(`${SIRENS}?q=${encodeURIComponent('Thun')}&limit=5`);
    expect(search.total).toBeGreaterThan(0);
    expect(
      search.items.every((s) => String(s.municipality).includes('Thun') || String(s.name).includes('Thun')),
    ).toBe(true);
  });

  it('shows a cantonal user only the sirens of their canton, and hides others as not found', async () => {
    const page = await get(`${SIRENS}?limit=1000`, zh);
    expect(page.total).toBeGreaterThan(100);
    expect(page.items.every((s) => s.stateCode === 'ZH')).toBe(true);
    const [bern] = (
      await get(
        `${SIRENS}?limit=1&filter=${encodeURIComponent('{"stateCode":{"filterType":"text","type":"equals","filter":"BE"}}')}`,
      )
    ).items;
    const response = await test.app.inject({ method: 'GET', url: `${SIRENS}/${bern!.id}`, headers: zh });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a siren edit without the management right', async () => {
    const response = await test.app.inject({ method: 'PUT', url: `${SIRENS}/1`, headers: zh, payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('updates a siren at its version, audits before and after, and refuses a stale version', async () => {
    const notify = vi.spyOn(test.app.live, 'notifyResource');
    const siren = (await get(`${SIRENS}?limit=1`)).items[0]!;
    const { id, modelName: _, updatedAt: __, ...body } = siren;
    const updated = await test.app.inject({
      method: 'PUT',
      url: `${SIRENS}/${id}`,
      headers: admin,
      payload: { ...body, operationalState: 'MAINTENANCE', remark: 'Motor revision' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ operationalState: 'MAINTENANCE', remark: 'Motor revision' });
    expect(updated.json().version).not.toBe(siren.version);
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sirens'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ userName: 'admin', action: 'updated' });
    expect(audit!.before).toMatchObject({ remark: null });
    expect(audit!.after).toMatchObject({ remark: 'Motor revision' });
    expect(notify).toHaveBeenCalledWith(
      'sirens',
      'STATIONARYSIREN_VIEW',
      { resource: 'sirens', action: 'updated', ids: [id] },
      { states: [siren.stateCode] },
    );
    notify.mockClear();
    const stale = await test.app.inject({
      method: 'PUT',
      url: `${SIRENS}/${id}`,
      headers: admin,
      payload: body,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'data.errors.stale' });
    expect(notify).not.toHaveBeenCalled();
    notify.mockRestore();
  });

  it("counts each siren model's stationary sirens, all of them in all", async () => {
    const sirens = await get(`${SIRENS}?limit=1`);
    const models = await get('/api/scc/data/sirenmodels?limit=100');
    const counts = models.items.map((model) => Number(model.sirens));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(sirens.total);
    expect(Math.max(...counts)).toBeGreaterThan(1);
  });

  it('creates and deletes a siren model, and refuses deleting one in use', async () => {
    const url = '/api/scc/data/sirenmodels';
    const created = await test.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: {
        manufacturer: 'Test',
        name: 'T 1',
        drive: 'ELECTRONIC',
        soundPowerDb: 120,
        rangeMetres: 900,
        batteryBackup: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `${url}/${created.json().id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const inUse = await test.app.inject({ method: 'DELETE', url: `${url}/1`, headers: admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ messageKey: 'data.errors.inUse' });
  });

  it('creates a user without ever answering the hash, and resets the password', async () => {
    const url = '/api/scc/data/applicationusers';
    const newUser = {
      username: 'zh.new',
      organisationId: 3,
      personId: null,
      profiles: ['CANTONAL_VIEWER'],
      managedTerritory: 'ZH',
      operationMode: 'LIVE',
      groupLogin: false,
      wakeupAddresseeName: 'Einsatzzentrale',
      lang: 'de',
      locked: true,
    };
    const created = await test.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...newUser, password: 'first-password-2026' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('argon2');
    const escalated = await test.app.inject({
      method: 'PUT',
      url: `${url}/${created.json().id}`,
      headers: admin,
      payload: {
        ...newUser,
        profiles: ['NATIONAL_ADMINISTRATOR'],
        managedTerritory: 'CH',
        version: created.json().version,
      },
    });
    expect(escalated.statusCode).toBe(400);
    expect(escalated.json().errors.map((e: { path: string }) => e.path)).toEqual([
      '/body/profiles',
      '/body/managedTerritory',
    ]);
    expect(created.body).not.toContain('first-password-2026');
    const id = created.json().id as number;
    const reset = await test.app.inject({
      method: 'POST',
      url: `${url}/${id}/password`,
      headers: admin,
      payload: { password: 'second-password-2026' },
    });
    expect(reset.statusCode).toBe(204);
    const [user] = await test.database.db.select().from(applicationUsers).where(eq(applicationUsers.id, id));
    expect(user!.locked).toBe(false);
    const tokens = await loginAs(test.app, 'zh.new', 'second-password-2026');
    expect(tokens).toBeTruthy();
    const audits = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(JSON.stringify(audits)).not.toContain('argon2');
  });

  it('keeps a siren group to sirens of its own canton', async () => {
    const filterOf = (state: string) =>
      encodeURIComponent(
        JSON.stringify({ stateCode: { filterType: 'text', type: 'equals', filter: state } }),
      );
    const zurich = (await get(`${SIRENS}?limit=3&filter=${filterOf('ZH')}`)).items.map((s) => s.id as number);
    const [bern] = (await get(`${SIRENS}?limit=1&filter=${filterOf('BE')}`)).items;
    const group = { name: 'Region Test', stateCode: 'ZH', purpose: 'REGION', description: null };
    const url = '/api/scc/data/sirengroups';
    const mixed = await test.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...group, memberIds: [...zurich, bern!.id] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors[0]).toMatchObject({ messageKey: 'data.errors.memberOutsideCanton' });
    const created = await test.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...group, memberIds: zurich },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ members: 3, memberIds: [...zurich].sort((a, b) => a - b) });
  });

  // Last: after the seed, the logins and the writes above, every code written has its label on the page.
  it('writes only the audit codes the audit log labels', async () => {
    const written = await test.database.db
      .selectDistinct({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog);
    expect(written).toEqual(
      expect.arrayContaining([
        { action: 'created', entity: 'demo-data' },
        { action: 'updated', entity: 'sirens' },
        { action: 'deleted', entity: 'sirenmodels' },
        { action: 'passwordReset', entity: 'applicationusers' },
        { action: 'LOGIN', entity: 'application_user' },
      ]),
    );
    for (const { action, entity } of written) {
      expect(AUDIT_ACTIONS).toContain(action);
      expect(AUDIT_ENTITIES).toContain(entity);
    }
  });
});
