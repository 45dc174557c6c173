import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openTestDatabase } from './test-support/database.ts';

// A chunk of a size worth compressing, as the build writes them.
const CHUNK = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;

// After a deploy, open consoles must never take index.html for a page's code, and must fetch the new page.
describe('the web app’s files', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'oc-web-'));
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
    writeFileSync(join(webDist, 'assets', 'texts-3c4d.js'), CHUNK);
    writeFileSync(
      join(webDist, 'assets', 'style-5e6f.css'),
      `body{margin:0}\n${'.a{color:red}\n'.repeat(200)}`,
    );
    precompress(join(webDist, 'assets'));
    database = await openTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: webDist }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('keeps a built file for a year: its name changes with its content', async () => {
    const response = await app.inject('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a file of an older build with 404, not with the page', async () => {
    const response = await app.inject('/assets/app-0000.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the page for every screen address, asked again each time', async () => {
    for (const url of ['/', '/home', '/events/12']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/assets/app-1a2b.js');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the build’s brotli copy to a browser that takes brotli, gzip to one that takes only gzip', async () => {
    const brotli = await app.inject({
      url: '/assets/texts-3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);
    const gzip = await app.inject({ url: '/assets/texts-3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    const css = await app.inject({ url: '/assets/style-5e6f.css', headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBe('br');
  });

  it('sends a file plain to a client that takes no compression', async () => {
    const response = await app.inject('/assets/texts-3c4d.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(CHUNK);
  });
});
