import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { eventsClient } from '../test-support/events.ts';
import { bearerOf } from '../test-support/login.ts';

const FEED = '/api/public/cap/feed';
const BANNER = '/api/public/banner?lang=fr';
const empty = { de: '', fr: '', it: '', en: '' };
const banner = (title: string) => ({
  title: { ...empty, de: title, fr: `${title} (fr)` },
  subtitle: { ...empty, de: 'Kein Grund zur Sorge' },
  url: { ...empty, de: 'https://www.alert.swiss/de' },
  primaryLanguage: 'de',
});

// Millions of people's apps and websites poll these; a CDN or the app keeps a copy and asks whether it changed.
describe.each(testBackends())('public answers for many readers (%s)', (backend) => {
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

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers });

  async function publishedWarning(): Promise<number> {
    const id: number = (await api.create('zh.operator')).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    expect((await api.step('zh.operator2', id, 'APPROVE')).statusCode).toBe(200);
    return id;
  }

  it('answers a conditional request for an unchanged feed with 304, by ETag or by date', async () => {
    const feed = await get(t.app, FEED);
    expect(feed.statusCode).toBe(200);
    const { etag, 'last-modified': lastModified } = feed.headers as Record<string, string>;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified!).getTime()).not.toBeNaN();
    const byTag = await get(t.app, FEED, { 'if-none-match': etag! });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    // A cache would take a Content-Length of a 304 for the stored feed's.
    expect(byTag.headers['content-length']).toBeUndefined();
    expect((await get(t.app, FEED, { 'if-modified-since': lastModified! })).statusCode).toBe(304);
    expect((await get(t.app, FEED, { 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('shows a publication at once on the server it was made on, with a new ETag, and on another within seconds', async () => {
    const before = await get(t.app, FEED);
    expect((await get(other, FEED)).headers.etag).toBe(before.headers.etag);
    const id = await publishedWarning();
    const after = await get(t.app, FEED, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`event.${id}.v1`);
    await vi.waitFor(async () => expect((await get(other, FEED)).body).toContain(`event.${id}.v1`), {
      timeout: 5000,
      interval: 50,
    });
    // The same content has the same validators on every server: a CDN may ask either.
    expect((await get(other, FEED)).headers.etag).toBe(after.headers.etag);
  });

  it('sends a CAP message brotli-compressed, and 304 when the reader has it', async () => {
    const id = await publishedWarning();
    const url = `/api/public/cap/messages/ch.alert.console.event.${id}.v1.xml`;
    const plain = await get(t.app, url);
    expect(plain.statusCode).toBe(200);
    const compressed = await get(other, url, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect((await get(t.app, url, { 'if-none-match': plain.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a banner published on one server on the other, and 304 only while it is unchanged', async () => {
    const admin = await bearerOf(t.app, 'admin');
    const publish = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ecc/banner/publish',
        headers: admin,
        payload: banner(title),
      });
    expect((await publish('Sirenentest am Mittwoch')).statusCode).toBe(200);
    const first = await get(t.app, BANNER);
    expect(first.json().title).toBe('Sirenentest am Mittwoch (fr)');
    await vi.waitFor(async () => expect((await get(other, BANNER)).body).toBe(first.body), { timeout: 5000 });
    const etag = first.headers.etag as string;
    expect((await get(other, BANNER, { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await publish('Sirenentest verschoben')).statusCode).toBe(200);
    expect((await get(t.app, BANNER, { 'if-none-match': etag })).json().title).toBe(
      'Sirenentest verschoben (fr)',
    );
    await vi.waitFor(
      async () => expect((await get(other, BANNER, { 'if-none-match': etag })).statusCode).toBe(200),
      { timeout: 5000 },
    );
    const revoked = await t.app.inject({ method: 'POST', url: '/api/ecc/banner/revoke', headers: admin });
    expect(revoked.statusCode).toBe(200);
    expect((await get(t.app, BANNER)).statusCode).toBe(204);
  });
});
