import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../domain/audit.ts';
import { SERVER_VALUES_CAP } from '../../../domain/registry/query.ts';
import { auditLog } from '../../db/schema/index.ts';
import { insertDemoAssets } from '../../db/seed/assets.ts';
import { loadCantonBoundaries } from '../../db/seed/geodata.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

type ValueList = { values: string[]; truncated: boolean };
const SIRENS = '/api/scc/data/sirens';

describe.each(testBackends())('filter value lists on %s', (backend) => {
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

  const values = async (url: string, headers = admin) => {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as ValueList;
  };

  it('lists the distinct values of a column, sorted, inside the user territory', async () => {
    const cantons = await values(`${SIRENS}/values/stateCode`);
    expect(cantons.values).toHaveLength(26);
    expect(cantons.values).toEqual([...cantons.values].sort());
    expect(cantons.truncated).toBe(false);
    expect((await values(`${SIRENS}/values/stateCode`, zh)).values).toEqual(['ZH']);
    const states = await values(`${SIRENS}/values/operationalState`);
    expect(states.values).toEqual(['DECOMMISSIONED', 'FAULT', 'MAINTENANCE', 'OPERATIONAL']);
  });

  it('narrows the list to the values containing the search text', async () => {
    const found = await values(`${SIRENS}/values/municipality?search=${encodeURIComponent('thu')}`);
    expect(found.values.length).toBeGreaterThan(0);
    expect(found.values.every((v) => v.toLowerCase().includes('thu'))).toBe(true);
    expect((await values(`${SIRENS}/values/municipality?search=%25`)).values).toEqual([]);
  });

  it('filters the rows by the picked values of a text column', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ stateCode: { filterType: 'set', values: ['BE', 'UR'] } }),
    );
    const response = await test.app.inject({
      method: 'GET',
      url: `${SIRENS}?limit=1000&filter=${filter}`,
      headers: admin,
    });
    const page = response.json() as { items: { stateCode: string }[]; total: number };
    expect(page.total).toBeGreaterThan(300);
    expect(new Set(page.items.map((s) => s.stateCode))).toEqual(new Set(['BE', 'UR']));
    const name = encodeURIComponent(JSON.stringify({ name: { filterType: 'set', values: ['Bern 1'] } }));
    const refused = await test.app.inject({ method: 'GET', url: `${SIRENS}?filter=${name}`, headers: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 400 for an unknown field or one without a value list, 403 without the view permission', async () => {
    for (const field of ['password', 'name', 'east']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `${SIRENS}/values/${field}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors[0]).toMatchObject({
        path: '/params/field',
        messageKey: 'validation.notAChoice',
      });
    }
    const device = await bearerOf(test.app, 'device.admin');
    const refused = await test.app.inject({
      method: 'GET',
      url: '/api/scc/data/persons/values/stateCode',
      headers: device,
    });
    expect(refused.statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: `${SIRENS}/values/stateCode` })).statusCode).toBe(
      401,
    );
  });

  it('quick search also finds the rows whose enum value has the typed label', async () => {
    // The web sends, per word, the stored values whose label contains it ("Störung" → FAULT).
    const ql = encodeURIComponent(JSON.stringify([{ operationalState: ['FAULT'] }]));
    const response = await test.app.inject({
      method: 'GET',
      url: `${SIRENS}?limit=1000&q=St%C3%B6rung&ql=${ql}`,
      headers: admin,
    });
    const page = response.json() as { items: { operationalState: string }[]; total: number };
    expect(page.total).toBeGreaterThan(50);
    expect(page.items.every((s) => s.operationalState === 'FAULT')).toBe(true);
    for (const bad of [[{ name: ['x'] }], [{ operationalState: ['BROKEN'] }], '{']) {
      const refused = await test.app.inject({
        method: 'GET',
        url: `${SIRENS}?q=x&ql=${encodeURIComponent(typeof bad === 'string' ? bad : JSON.stringify(bad))}`,
        headers: admin,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('/querystring/ql');
    }
  });

  it('quick search over the audit log finds words in any column, the changed values too', async () => {
    await test.database.db.execute(sql`
      insert into ${auditLog} (user_name, organisation, action, entity, entity_id, after)
      values ('zh.device', 'ZH-KAPO', 'updated', 'console', '17', '{"adminNote": "Rack 4 ersetzt"}')
    `);
    const search = async (q: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/scc/data/auditlog?q=${encodeURIComponent(q)}`,
        headers: admin,
      });
      return response.json() as { items: Record<string, unknown>[]; total: number };
    };
    const found = await search('rack zh.device');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ userName: 'zh.device', entity: 'console', stateCode: 'ZH' });
    expect(found.items[0]).not.toHaveProperty('searchText');
    expect((await search('Rack 5')).total).toBe(0);
  });

  it('lists and filters the audit log by its known codes, and still answers a row of an unknown code', async () => {
    await test.database.db.execute(sql`
      insert into ${auditLog} (user_name, action, entity, entity_id)
      values ('be.operator', 'deleted', 'sirens', '41'), ('old.release', 'archived', 'legacy_thing', null)
    `);
    const actions = await values('/api/scc/data/auditlog/values/action');
    expect(actions.values).toContain('deleted');
    expect(actions.values).not.toContain('archived');
    expect(actions.values.every((v) => (AUDIT_ACTIONS as readonly string[]).includes(v))).toBe(true);
    expect((await values('/api/scc/data/auditlog/values/entity')).values).not.toContain('legacy_thing');
    const list = async (query: string) =>
      test.app.inject({ method: 'GET', url: `/api/scc/data/auditlog?${query}`, headers: admin });
    const picked = (values: string[]) =>
      `filter=${encodeURIComponent(JSON.stringify({ entity: { filterType: 'set', values } }))}`;
    const sirens = (await list(picked(['sirens']))).json() as { items: Record<string, unknown>[] };
    expect(sirens.items).toEqual([expect.objectContaining({ userName: 'be.operator', action: 'deleted' })]);
    expect((await list(picked(['legacy_thing']))).statusCode).toBe(400);
    const old = await list('q=old.release');
    expect(old.statusCode).toBe(200);
    expect(old.json().items).toEqual([
      expect.objectContaining({ action: 'archived', entity: 'legacy_thing' }),
    ]);
    // A word found in every action label ("e" in German) names all of them for the quick search.
    const every = encodeURIComponent(JSON.stringify([{ action: AUDIT_ACTIONS }]));
    expect((await list(`q=e&ql=${every}`)).statusCode).toBe(200);
  });

  it('cuts a list of more than 10,000 values and says so', async () => {
    await test.database.db.execute(sql`
      insert into ${auditLog} (user_name, action, entity)
      select 'user-' || lpad(n::text, 5, '0'), 'created', 'test' from generate_series(1, ${SERVER_VALUES_CAP + 50}) n
    `);
    const list = await values('/api/scc/data/auditlog/values/userName');
    expect(list.truncated).toBe(true);
    expect(list.values).toHaveLength(SERVER_VALUES_CAP);
    const narrowed = await values('/api/scc/data/auditlog/values/userName?search=user-100');
    expect(narrowed).toEqual({
      values: expect.arrayContaining(['user-10000', 'user-10050']),
      truncated: false,
    });
  });
});
