import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import type { ConsoleClaims } from '../../../domain/session.ts';
import { registerGuard } from '../../auth/guard.ts';
import type { Database } from '../../db/client.ts';
import { cantons } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/demo.ts';
import { registerProblemHandlers } from '../../http/problem.ts';
import { registerPublicAnswers } from '../../http/publicAnswers.ts';
import { openTestDatabase, testBackends } from '../../test-support/database.ts';
import { statesRoutes } from './routes.ts';

const operator: ConsoleClaims = {
  user_name: 'zh.operator',
  organisation: 'ZH-KAPO',
  user_profiles: ['CANTONAL_OPERATOR'],
  managed_territory: 'ZH',
  wakeup_addressee_name: 'Einsatzzentrale KAPO Zürich',
  operation_mode: 'LIVE',
  group_login: false,
  organisation_characteristic: null,
  lang: 'de',
};
const TOKENS: Record<string, ConsoleClaims> = {
  operator,
  'no-profile': { ...operator, user_name: 'nobody', user_profiles: [] },
};

/**
 * The states plugin behind the real guard and problem handlers. buildApp cannot be used yet because
 * the login server it registers is still being written; tokens are resolved from a fixed table here.
 */
async function buildStatesApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('database', database);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app);
  registerPublicAnswers(app);
  registerGuard(app, async (token) => {
    const claims = TOKENS[token];
    if (!claims) throw new Error('unknown token');
    return claims;
  });
  await app.register(statesRoutes);
  return app;
}

describe.each(testBackends())('GET /api/ecc/states on %s', (backend) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await seedBase(database.db, { password: 'demo-test-2026' });
    app = await buildStatesApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (token?: string, headers: Record<string, string> = {}, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/ecc/states${query}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses a request without a token', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageKey: 'errors.unauthenticated' });
  });

  it('refuses a user without HOME_VIEW', async () => {
    const response = await get('no-profile');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageKey: 'errors.forbidden' });
  });

  it('answers every canton with names and LV95 polygons, cacheable for a day', async () => {
    const response = await get('operator');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const states = response.json() as {
      code: string;
      name: Record<string, string>;
      townshipCode: string | null;
      polygons: { shell: [number, number][]; holes: [number, number][][] }[];
    }[];
    expect(states.map((s) => s.code)).toEqual([...CANTON_CODES]);
    const bern = states.find((s) => s.code === 'BE')!;
    expect(bern.name).toEqual({ de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' });
    expect(bern.townshipCode).toBeNull();
    expect(bern.polygons.length).toBeGreaterThan(1);
    expect(bern.polygons.some((p) => p.holes.length > 0)).toBe(true);
    const [e, n] = bern.polygons[0]!.shell[0]!;
    expect(e).toBeGreaterThan(2_480_000);
    expect(n).toBeGreaterThan(1_070_000);
  });

  it('answers an overview for the home map: the same cantons, closed outlines with fewer vertices in whole metres', async () => {
    type State = { code: string; polygons: { shell: [number, number][]; holes: [number, number][][] }[] };
    const full = (await get('operator')).json() as State[];
    const response = await get('operator', {}, '?detail=overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json() as State[];
    expect(overview.map((s) => s.code)).toEqual(full.map((s) => s.code));
    const rings = (states: State[]) =>
      states.flatMap((s) => s.polygons.flatMap((p) => [p.shell, ...p.holes]));
    const vertices = (states: State[]) => rings(states).reduce((sum, ring) => sum + ring.length, 0);
    expect(rings(overview)).toHaveLength(rings(full).length);
    expect(vertices(overview)).toBeLessThan(vertices(full) * 0.7);
    for (const ring of rings(overview)) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring.at(-1)).toEqual(ring[0]);
      expect(ring.flat().every(Number.isInteger)).toBe(true);
    }
    expect(response.headers.etag).not.toBe((await get('operator')).headers.etag);
  });

  it('refuses a detail it does not know', async () => {
    const response = await get('operator', {}, '?detail=fine');
    expect(response.statusCode).toBe(400);
  });

  it('answers 304 without a body while the client holds the current list', async () => {
    const { etag } = (await get('operator')).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"older", ${etag}`]) {
      const response = await get('operator', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
    }
  });

  it('sends the list again with a new tag within a second of a change made elsewhere', async () => {
    const { etag } = (await get('operator')).headers;
    await database.db.update(cantons).set({ townshipCode: '351' }).where(eq(cantons.code, 'BE'));
    try {
      const changed = () => get('operator', { 'if-none-match': String(etag) });
      await expect.poll(async () => (await changed()).statusCode, { timeout: 3000 }).toBe(200);
      const response = await changed();
      expect(response.headers.etag).not.toBe(etag);
      expect(response.json()[1]).toMatchObject({ code: 'BE', townshipCode: '351' });
    } finally {
      await database.db.update(cantons).set({ townshipCode: null }).where(eq(cantons.code, 'BE'));
    }
  });
});
