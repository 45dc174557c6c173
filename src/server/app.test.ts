import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { buildManuals } from './manuals/build.ts';
import { openTestDatabase, testBackends } from './test-support/database.ts';

describe.each(testBackends())('console server on %s', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  let manualsDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    manualsDir = await mkdtemp(join(tmpdir(), 'manuals-'));
    const repo = join(import.meta.dirname, '../..');
    await buildManuals({
      sources: join(repo, 'manuals/src'),
      locales: join(repo, 'src/web/locales'),
      out: manualsDir,
    });
    app = await buildApp({
      config: loadConfig({
        PUBLIC_URL: 'http://localhost:8080',
        LOG_LEVEL: 'silent',
        MANUALS_DIR: manualsDir,
      }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(manualsDir, { recursive: true, force: true });
  });

  it('declares an access rule on every API route', () => {
    const undeclared = app.routeTable.filter((r) => r.url.startsWith('/api') && !r.access);
    expect(undeclared.map((r) => `${r.methods.join(',')} ${r.url}`)).toEqual([]);
    expect(app.routeTable.some((r) => r.url === '/api/scc/me')).toBe(true);
  });

  it('reports itself live and ready once migrated', async () => {
    expect((await app.inject('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('names its own request id on every answer, never one the caller chose', async () => {
    const answers = await Promise.all([
      app.inject('/health/live'),
      app.inject({ url: '/api/scc/me', headers: { 'x-request-id': 'forged-id' } }),
    ]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    expect(ids.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('answers unknown API paths with a problem, not the web app', async () => {
    const response = await app.inject('/api/scc/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, messageKey: 'errors.notFound' });
  });

  it('refuses API calls without a token with 401 problem+json', async () => {
    const response = await app.inject('/api/scc/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, messageKey: 'errors.unauthenticated' });
  });

  it('refuses a malformed bearer token with 401, never 5xx', async () => {
    for (const authorization of ['Bearer abc', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'Bearer']) {
      const response = await app.inject({ url: '/api/scc/me', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('serves the help manuals without login', async () => {
    const index = await app.inject('/manuals/index.json');
    expect(index.statusCode).toBe(200);
    const files = index.json() as { name: string; language: string }[];
    expect(files.map((f) => f.language).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const pdf = await app.inject(`/manuals/${files[0]!.name}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the API documentation private by default, yet describes the API in process', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/', '/api/docs/static/index.html']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, messageKey: 'errors.notFound' });
    }
    expect(Object.keys((app.swagger() as { paths: object }).paths)).toContain('/api/scc/me');
  });

  it('publishes the OpenAPI document and its viewer with API_DOCS on', async () => {
    const documented = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', API_DOCS: 'on' }),
      database,
    });
    try {
      const response = await documented.inject('/api/docs/json');
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().paths)).toContain('/api/scc/me');
      const viewer = await documented.inject('/api/docs/');
      expect(viewer.statusCode).toBe(200);
      expect(viewer.headers['content-type']).toContain('text/html');
    } finally {
      await documented.close();
    }
  });
});
