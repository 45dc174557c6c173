import { count, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, type LiveMessage } from '../../../domain/live.ts';
import { CatalogueExportSchema, catalogueFromCsv } from '../../../domain/textCatalogue.ts';
import { auditLog, pictograms } from '../../db/schema/index.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf, loginAs } from '../../test-support/login.ts';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const label = {
  de: 'Maske tragen',
  fr: 'Porter un masque',
  it: 'Indossare la mascherina',
  en: 'Wear a mask',
};
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;
const upload = (code: string, mediaType: string, bytes: Buffer | string) => ({
  code,
  label,
  image: { mediaType, base64: Buffer.from(bytes).toString('base64') },
});

describe.each(testBackends())('message templates and text catalogue on %s', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let national: Headers;
  let cantonal: Headers;

  beforeAll(async () => {
    t = await openTestApp(backend);
    admin = await bearerOf(t.app, 'admin');
    national = await bearerOf(t.app, 'nat.operator');
    cantonal = await bearerOf(t.app, 'zh.operator');
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const pictogramCount = async () => (await t.database.db.select({ n: count() }).from(pictograms))[0]?.n;

  it('reads the seeded catalogue; cantonal operators read but do not edit', async () => {
    const types = (await call('GET', '/api/ecc/catalogue/eventtype', cantonal)).json();
    expect(types.find((e: { code: string }) => e.code === 'FLOOD')).toMatchObject({
      category: 'NATURE',
      texts: { de: 'Hochwasser', fr: 'Crue' },
    });
    const behaviours = (await call('GET', '/api/ecc/pictograms/behavior', cantonal)).json();
    expect(behaviours.length).toBe(12);
    const write = await call('POST', '/api/ecc/catalogue/impact', cantonal, {
      code: 'X',
      texts: { de: 'a', fr: 'b', it: 'c', en: 'd' },
    });
    expect(write.statusCode).toBe(403);
  });

  describe('pictogram uploads', () => {
    it('stores a PNG and an SVG and serves the SVG under a policy that runs nothing', async () => {
      const png = await call(
        'POST',
        '/api/ecc/pictograms/behavior',
        national,
        upload('WEAR_MASK', 'image/png', PNG),
      );
      expect(png.statusCode).toBe(200);
      const clean = svg('<circle cx="5" cy="5" r="4" fill="#c00"/><use href="#a"/>');
      const stored = await call(
        'POST',
        '/api/ecc/pictograms/eventtype',
        national,
        upload('FLOOD_ICON', 'image/svg+xml', clean),
      );
      expect(stored.statusCode).toBe(200);
      const image = await t.app.inject({ method: 'GET', url: stored.json().url });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      expect(image.body).toBe(clean);
    });

    it.each([
      ['a script', svg('<script>alert(1)</script>'), 422, 'texts.errors.image.svgScript'],
      ['an event handler', svg('<rect onload="alert(1)"/>'), 422, 'texts.errors.image.svgEventHandler'],
      [
        'an external image',
        svg('<image href="https://evil.example/x.png"/>'),
        422,
        'texts.errors.image.svgExternalReference',
      ],
      [
        'an external style',
        svg('<rect style="fill:url(https://evil.example/p)"/>'),
        422,
        'texts.errors.image.svgExternalReference',
      ],
      [
        'a javascript link',
        svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
        422,
        'texts.errors.image.svgScript',
      ],
      [
        'an entity',
        `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('&x;')}`,
        422,
        'texts.errors.image.svgExternalReference',
      ],
      ['no SVG at all', 'hello', 422, 'texts.errors.image.notSvg'],
    ])('refuses an SVG with %s, naming why, and stores nothing', async (_, body, status, key) => {
      const before = await pictogramCount();
      const answer = await call(
        'POST',
        '/api/ecc/pictograms/behavior',
        national,
        upload('BAD', 'image/svg+xml', body),
      );
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.json().messageKey).toBe(key);
      expect(await pictogramCount()).toBe(before);
    });

    it('refuses a wrong type and a PNG that is not one', async () => {
      const gif = await call(
        'POST',
        '/api/ecc/pictograms/behavior',
        national,
        upload('GIF', 'image/gif', 'GIF89a'),
      );
      expect(gif.statusCode).toBe(415);
      expect(gif.json()).toMatchObject({
        messageKey: 'texts.errors.image.wrongType',
        params: { type: 'image/gif' },
      });
      const fake = await call(
        'POST',
        '/api/ecc/pictograms/behavior',
        national,
        upload('FAKE', 'image/png', svg('')),
      );
      expect(fake.json().messageKey).toBe('texts.errors.image.notPng');
    });

    it('refuses an image above the global settings’ limit, naming the limit', async () => {
      const settings = (await call('GET', '/api/ecc/settings', admin)).json();
      expect(
        (await call('PUT', '/api/ecc/settings', admin, { ...settings, imageUploadMaxKb: 10 })).statusCode,
      ).toBe(200);
      const big = svg(`<desc>${'x'.repeat(11 * 1024)}</desc>`);
      const answer = await call(
        'POST',
        '/api/ecc/pictograms/behavior',
        national,
        upload('BIG', 'image/svg+xml', big),
      );
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({
        messageKey: 'texts.errors.image.tooLarge',
        params: { limitKb: 10, sizeKb: 12 },
      });
      await call('PUT', '/api/ecc/settings', admin, settings);
    });
  });

  describe('deleting what is in use', () => {
    it('refuses to delete an event type a template uses, naming the template', async () => {
      const types = (await call('GET', '/api/ecc/catalogue/eventtype', national)).json();
      const flood = types.find((e: { code: string }) => e.code === 'FLOOD');
      const answer = await call('DELETE', `/api/ecc/catalogue/eventtype/${flood.id}`, national);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        messageKey: 'texts.errors.inUse',
        params: { templates: 'Hochwasser' },
      });
      expect((await call('GET', '/api/ecc/catalogue/eventtype', national)).json()).toHaveLength(types.length);
    });

    it('refuses to delete a pictogram an active event uses, naming the event', async () => {
      const created = await call('POST', '/api/ecc/events', cantonal, {
        content: {
          primaryLanguage: 'de',
          texts: { de: { title: 'Maskenpflicht', instructions: ['Maske tragen'] } },
          pictograms: ['CHECK_NEIGHBOURS'],
          area: { polygons: [], cantons: ['ZH'] },
          channels: {},
        },
      });
      expect(created.statusCode).toBe(201);
      const behaviours = (await call('GET', '/api/ecc/pictograms/behavior', national)).json();
      const used = behaviours.find((p: { code: string }) => p.code === 'CHECK_NEIGHBOURS');
      const answer = await call('DELETE', `/api/ecc/pictograms/behavior/${used.id}`, national);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().params.events).toContain(`${created.json().eventId} Maskenpflicht`);
      expect(answer.json().params.entries).toBe('CHECK_NEIGHBOURS');
    });

    it('deletes an entry nothing uses, with its audit row', async () => {
      const created = (
        await call('POST', '/api/ecc/catalogue/impact', national, { code: 'UNUSED', texts: label })
      ).json();
      expect((await call('DELETE', `/api/ecc/catalogue/impact/${created.id}`, national)).statusCode).toBe(
        204,
      );
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'catalogue.impact.delete'));
      expect(audit).toHaveLength(1);
    });
  });

  it('exports the whole catalogue as JSON and CSV that read back to the same catalogue', async () => {
    await call('POST', '/api/ecc/catalogue/impact', national, {
      code: 'QUOTED',
      texts: { de: '=1+1; "Achtung"', fr: 'ligne\nsuivante', it: '-x', en: '@sum' },
    });
    const json = await call('GET', '/api/ecc/catalogue-export?format=json', cantonal);
    const catalogue = CatalogueExportSchema.parse(json.json());
    expect(catalogue.entries.length).toBeGreaterThan(40);
    expect(catalogue.pictograms.length).toBeGreaterThanOrEqual(12);
    const csv = await call('GET', '/api/ecc/catalogue-export?format=csv', cantonal);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(catalogueFromCsv(csv.body)).toEqual(catalogue);
  });

  it('a template change never alters an event already made from it', async () => {
    const templates = (await call('GET', '/api/ecc/event-templates', cantonal)).json();
    const flood = templates.find((x: { eventType: string }) => x.eventType === 'FLOOD');
    const event = (
      await call('POST', '/api/ecc/events', cantonal, {
        templateId: flood.id,
        content: { primaryLanguage: 'de', area: { polygons: [], cantons: ['ZH'] } },
      })
    ).json();
    const { id: _, ...write } = flood;
    const changed = {
      ...write,
      content: {
        ...write.content,
        texts: { ...write.content.texts, de: { ...write.content.texts.de, title: 'Neu' } },
      },
    };
    expect((await call('PUT', `/api/ecc/event-templates/${flood.id}`, cantonal, changed)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/ecc/event-templates/${flood.id}`, national, changed)).statusCode).toBe(
      200,
    );
    const after = (await call('GET', `/api/ecc/events/${event.eventId}`, cantonal)).json();
    expect(after.content.texts.de.title).toBe(flood.content.texts.de.title);
  });

  it('public contacts: a phone number and an https link, anything else refused', async () => {
    const phone = await call('POST', '/api/ecc/public-contacts/phone', national, {
      label,
      value: '+41 58 462 51 11',
    });
    expect(phone.statusCode).toBe(200);
    const bad = await call('POST', '/api/ecc/public-contacts/url', national, {
      label,
      value: 'javascript:alert(1)',
    });
    expect(bad.json()).toMatchObject({ status: 400, messageKey: 'texts.errors.contactValue' });
    expect((await call('GET', '/api/ecc/public-contacts/phone', cantonal)).json()).toHaveLength(1);
  });

  it('global settings: only GLOBAL_SETTINGS_EDIT saves them; bad values are refused', async () => {
    const settings = (await call('GET', '/api/ecc/settings', cantonal)).json();
    expect(settings.imageUploadMaxKb).toBe(512);
    expect((await call('PUT', '/api/ecc/settings', national, settings)).statusCode).toBe(403);
    const bad = await call('PUT', '/api/ecc/settings', admin, { ...settings, imageUploadMaxKb: 0 });
    expect(bad.statusCode).toBe(400);
  });
  it('tells every open console of a change: a cantonal operator hears of a new contact', async () => {
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
      await call('POST', '/api/ecc/public-contacts/url', national, {
        label,
        value: 'https://www.alert.swiss',
      });
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({ topic: 'texts', payload: { area: 'contacts' } });
    } finally {
      socket.close();
    }
  });
});
