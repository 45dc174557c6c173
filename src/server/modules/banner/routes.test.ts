import { count, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, type LiveMessage } from '../../../domain/live.ts';
import { applicationUsers, auditLog, bannerLogs } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf, loginAs } from '../../test-support/login.ts';

type Headers = { authorization: string };

const empty = { de: '', fr: '', it: '', en: '' };
const texts = (overrides: Record<string, unknown> = {}) => ({
  title: { ...empty, de: 'Sirenentest am Mittwoch', fr: 'Test des sirènes mercredi' },
  subtitle: { ...empty, de: 'Kein Grund zur Sorge', fr: 'Aucune raison de s’inquiéter' },
  url: { ...empty, de: 'https://www.alert.swiss/de', fr: 'https://www.alert.swiss/fr' },
  primaryLanguage: 'de',
  ...overrides,
});

describe.each(testBackends())('banner on %s', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let cantonal: Headers;

  beforeAll(async () => {
    t = await openTestApp(backend);
    admin = await bearerOf(t.app, 'admin');
    cantonal = await bearerOf(t.app, 'zh.operator');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
  const counts = async () => {
    const [journal] = await t.database.db.select({ n: count() }).from(bannerLogs);
    const [audit] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'banner'));
    return { journal: journal?.n, audit: audit?.n };
  };

  it('refuses anonymous callers and users without BANNER_VIEW', async () => {
    expect((await call('GET', '/api/ecc/banner')).statusCode).toBe(401);
    await t.database.db
      .update(applicationUsers)
      .set({ profiles: [] })
      .where(eq(applicationUsers.username, 'zh.trainee'));
    const nobody = await bearerOf(t.app, 'zh.trainee');
    for (const url of ['/api/ecc/banner', '/api/ecc/banner/publication', '/api/ecc/banner/logs']) {
      expect((await call('GET', url, nobody)).statusCode, url).toBe(403);
    }
  });

  it('reads a new banner as empty and not active, with nothing published', async () => {
    const banner = (await call('GET', '/api/ecc/banner', cantonal)).json();
    expect(banner).toMatchObject({
      id: null,
      title: empty,
      primaryLanguage: 'de',
      bannerState: 'BannerState.NOT_ACTIVE',
      bannerAction: null,
      lastPublicationTime: null,
    });
    expect((await call('GET', '/api/ecc/banner/publication', cantonal)).json()).toEqual({
      publicationType: null,
      publicationTime: null,
      banner: null,
    });
    const published = await call('GET', '/api/public/banner?lang=fr');
    expect(published.statusCode).toBe(204);
    expect(published.headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses editing, publishing and revoking to a cantonal operator', async () => {
    expect((await call('POST', '/api/ecc/banner', cantonal, texts())).statusCode).toBe(403);
    expect((await call('POST', '/api/ecc/banner/publish', cantonal, texts())).statusCode).toBe(403);
    expect((await call('POST', '/api/ecc/banner/revoke', cantonal)).statusCode).toBe(403);
  });

  it('refuses a user with banner rights whose organisation is not national (CH_ALL)', async () => {
    await t.database.db
      .update(applicationUsers)
      .set({ profiles: ['NATIONAL_OPERATOR'] })
      .where(eq(applicationUsers.username, 'be.operator'));
    const bern = await bearerOf(t.app, 'be.operator');
    for (const url of ['/api/ecc/banner', '/api/ecc/banner/publish']) {
      const response = await call('POST', url, bern, texts());
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'banner.errors.nationalOnly' });
    }
    expect(await counts()).toEqual({ journal: 0, audit: 0 });
  });

  it.each([
    [
      'a 36-character title',
      texts({ title: { ...empty, de: 'x'.repeat(36) } }),
      'title.de',
      'banner.validation.tooLong',
    ],
    [
      'a 76-character subtitle',
      texts({ subtitle: { ...empty, de: 's', fr: 'y'.repeat(76) } }),
      'subtitle.fr',
      'banner.validation.tooLong',
    ],
    [
      'a 201-character url',
      texts({ url: { ...empty, de: `https://a.ch/${'p'.repeat(188)}` } }),
      'url.de',
      'banner.validation.tooLong',
    ],
    [
      'a bad URL',
      texts({ url: { ...empty, de: 'www.alert swiss' } }),
      'url.de',
      'banner.validation.urlPattern',
    ],
    [
      'a URL that would close its attribute and open an element',
      texts({ url: { ...empty, de: 'https://a.ch/"><svg/onload=alert(1)>' } }),
      'url.de',
      'banner.validation.urlPattern',
    ],
    [
      'a newline',
      texts({ title: { ...empty, de: 'Zwei\nZeilen' } }),
      'title.de',
      'banner.validation.newline',
    ],
    [
      'a missing primary title',
      texts({ primaryLanguage: 'it' }),
      'title.it',
      'banner.validation.titleMissing',
    ],
  ])('rejects %s with 400 and changes nothing', async (_, body, path, messageKey) => {
    for (const url of ['/api/ecc/banner', '/api/ecc/banner/publish']) {
      const response = await call('POST', url, admin, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().messageKey).toBe('banner.errors.invalid');
      expect(response.json().errors).toContainEqual(expect.objectContaining({ path, messageKey }));
    }
    expect(await counts()).toEqual({ journal: 0, audit: 0 });
    expect((await call('GET', '/api/ecc/banner', admin)).json().id).toBeNull();
  });

  it('names all three missing fields of the primary language', async () => {
    const response = await call('POST', '/api/ecc/banner', admin, texts({ primaryLanguage: 'en' }));
    expect(response.json().errors.map((e: { messageKey: string }) => e.messageKey)).toEqual([
      'banner.validation.titleMissing',
      'banner.validation.subtitleMissing',
      'banner.validation.urlMissing',
    ]);
  });

  it('rejects a body of the wrong shape', async () => {
    const response = await call('POST', '/api/ecc/banner', admin, { title: 'x', primaryLanguage: 'rm' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageKey).toBe('errors.validation');
  });

  it('refuses to revoke a banner that is not active, writing nothing', async () => {
    const response = await call('POST', '/api/ecc/banner/revoke', admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageKey: 'banner.errors.notActive' });
    expect(await counts()).toEqual({ journal: 0, audit: 0 });
  });

  it('saves a new banner with a journal entry and an audit row, without publishing it', async () => {
    const response = await call('POST', '/api/ecc/banner', admin, {
      ...texts(),
      bannerState: 'BannerState.ACTIVE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 1,
      title: texts().title,
      bannerState: 'BannerState.NOT_ACTIVE',
      bannerAction: 'EDIT',
      edited: false,
      lastChangedBy: 'admin',
    });
    expect(Date.parse(response.json().lastChangeTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(await counts()).toEqual({ journal: 1, audit: 1 });
    expect((await call('GET', '/api/public/banner')).statusCode).toBe(204);
  });

  it('publishes: NOT_ACTIVE becomes ACTIVE (NEW), the public sees it per language', async () => {
    const response = await call('POST', '/api/ecc/banner/publish', admin, texts());
    expect(response.json()).toMatchObject({
      bannerState: 'BannerState.ACTIVE',
      publicationType: 'NEW',
      edited: false,
    });
    expect(response.json().lastPublicationTime).toBe(response.json().publicationTime);
    const publication = (await call('GET', '/api/ecc/banner/publication', cantonal)).json();
    expect(publication).toMatchObject({ publicationType: 'NEW', banner: texts() });

    const french = await call('GET', '/api/public/banner?lang=fr');
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe('public, max-age=60');
    expect(french.json()).toMatchObject({
      language: 'fr',
      title: 'Test des sirènes mercredi',
      url: 'https://www.alert.swiss/fr',
    });
    // Italian is empty: the public gets the primary language's texts.
    expect((await call('GET', '/api/public/banner?lang=it')).json().title).toBe('Sirenentest am Mittwoch');
    expect(await counts()).toEqual({ journal: 2, audit: 2 });
  });

  it('marks an active banner edited on save while the public keeps the published texts', async () => {
    const changed = texts({ title: { ...texts().title, de: 'Sirenentest verschoben' } });
    const saved = (await call('POST', '/api/ecc/banner', admin, changed)).json();
    expect(saved).toMatchObject({ bannerState: 'BannerState.ACTIVE', edited: true, publicationType: 'NEW' });
    expect((await call('GET', '/api/public/banner?lang=de')).json().title).toBe('Sirenentest am Mittwoch');

    const republished = (await call('POST', '/api/ecc/banner/publish', admin, changed)).json();
    expect(republished).toMatchObject({ publicationType: 'UPDATE', edited: false });
    expect((await call('GET', '/api/public/banner?lang=de')).json().title).toBe('Sirenentest verschoben');
  });

  it('revokes the active banner: the public gets nothing, a second revoke is a conflict', async () => {
    const revoked = (await call('POST', '/api/ecc/banner/revoke', admin)).json();
    expect(revoked).toMatchObject({
      bannerState: 'BannerState.NOT_ACTIVE',
      bannerAction: 'REVOKE',
      publicationType: 'REVOKE',
    });
    expect((await call('GET', '/api/public/banner?lang=de')).statusCode).toBe(204);
    expect((await call('GET', '/api/ecc/banner/publication', cantonal)).json()).toMatchObject({
      publicationType: 'REVOKE',
      banner: null,
    });
    const before = await counts();
    expect((await call('POST', '/api/ecc/banner/revoke', admin)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('lists the journal newest first, and opens a past version', async () => {
    const page = (await call('GET', '/api/ecc/banner/logs', cantonal)).json();
    expect(page.total).toBe(5);
    expect(page.items.map((e: { action: string }) => e.action)).toEqual([
      'REVOKE',
      'PUBLICATION',
      'SAVE',
      'PUBLICATION',
      'SAVE',
    ]);
    expect(page.items[0]).toMatchObject({
      bannerId: 1,
      source: 'admin',
      message: { resourceKey: 'banner.journal.messages.revoked', parameters: { user: 'admin' } },
      primaryLanguage: 'de',
    });
    const ascending = (await call('GET', '/api/ecc/banner/logs?sort=timestamp,asc', cantonal)).json();
    expect(ascending.items[0].action).toBe('SAVE');

    const first = ascending.items[1];
    const version = await call('GET', `/api/ecc/banner/${first.id}`, cantonal);
    expect(version.json()).toMatchObject({
      action: 'PUBLICATION',
      title: texts().title,
      subtitle: texts().subtitle,
      url: texts().url,
    });
    const missing = await call('GET', '/api/ecc/banner/99999', cantonal);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageKey).toBe('banner.errors.versionNotFound');
  });

  it('sends the banner live to a cantonal operator on publish and revoke', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { access_token } = await loginAs(t.app, 'zh.operator');
    const socket: Socket = io(address, {
      path: LIVE_PATH,
      auth: { token: access_token },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const received: LiveMessage[] = [];
      socket.on('message', (message: LiveMessage) => received.push(message));
      await call('POST', '/api/ecc/banner/publish', admin, texts());
      await call('POST', '/api/ecc/banner/revoke', admin);
      await expect.poll(() => received.length).toBe(2);
      expect(received.map((m) => m.topic)).toEqual(['banner', 'banner']);
      expect(received[0]?.payload).toMatchObject({ bannerState: 'BannerState.ACTIVE', title: texts().title });
      expect(received[1]?.payload).toMatchObject({ bannerState: 'BannerState.NOT_ACTIVE' });
    } finally {
      socket.close();
    }
  });

  it('saves and publishes the banner exactly as GET answered it, with a text edited (SPEC.md §7)', async () => {
    const read = (await call('GET', '/api/ecc/banner', admin)).json();
    expect(read).toMatchObject({ id: 1, bannerState: 'BannerState.NOT_ACTIVE', lastChangedBy: 'admin' });
    const edited = { ...read, title: { ...read.title, de: 'Sirenentest am Freitag' } };
    const saved = await call('POST', '/api/ecc/banner', admin, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: edited.title, bannerState: 'BannerState.NOT_ACTIVE' });

    // Server-owned fields are the server's: a posted state, action or author changes nothing.
    const published = await call('POST', '/api/ecc/banner/publish', admin, {
      ...(saved.json() as object),
      bannerAction: 'REVOKE',
      lastChangedBy: 'someone else',
      edited: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      bannerState: 'BannerState.ACTIVE',
      bannerAction: 'EDIT',
      lastChangedBy: 'admin',
      edited: false,
    });
    expect((await call('GET', '/api/public/banner?lang=de')).json().title).toBe('Sirenentest am Freitag');
  });
});
