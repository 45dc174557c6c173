import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardEventUpdate } from '../../../domain/events.ts';
import { auditLog, eventHistory, events } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, completeContent, square } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';
import { connectLive } from '../dashboard/liveTestClient.ts';

describe.each(testBackends())('event access and input on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  const written = async () => {
    const [e] = await t.database.db.select({ n: count() }).from(events);
    const [h] = await t.database.db.select({ n: count() }).from(eventHistory);
    // Logins audit too: only the events' own rows count here.
    const [a] = await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'event'));
    return [e?.n, h?.n, a?.n];
  };

  it('a Zurich operator can neither read nor change a Bern event: 404 everywhere', async () => {
    const id: number = (await api.create('be.operator', { content: completeContent(AREAS.bern) })).json()
      .eventId;
    const before = await written();
    for (const url of [`events/${id}`, `events/${id}/history`, `events/${id}/versions`, `events/${id}/cap`]) {
      expect((await api.call('zh.operator', 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await api.save('zh.operator', id, { version: 1, content: completeContent() })).statusCode).toBe(
      404,
    );
    expect((await api.act('zh.operator', id, 'SUBMIT', { version: 1 })).statusCode).toBe(404);
    expect((await api.act('zh.operator', id, 'DISCARD', { version: 1 })).statusCode).toBe(404);
    expect((await api.call('zh.operator', 'POST', `events/${id}/false-alarm`)).statusCode).toBe(404);
    const list = (await api.call('zh.operator', 'GET', 'events')).json();
    expect(list.items.map((e: { eventId: number }) => e.eventId)).not.toContain(id);
    expect(await written()).toEqual(before);
    expect((await api.get('nat.operator', id)).statusCode).toBe(200);
  });

  it('a canton the area reaches sees the event but cannot edit or submit it', async () => {
    const created = (
      await api.create('be.operator', { content: completeContent(AREAS.bernIntoSolothurn) })
    ).json();
    const seen = await api.get('so.operator', created.eventId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().allowedActions).toEqual([]);
    const edit = await api.save('so.operator', created.eventId, {
      version: created.version,
      content: completeContent(),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messageKey).toBe('events.errors.outsideTerritory');
    expect((await api.step('so.operator', created.eventId, 'SUBMIT')).statusCode).toBe(403);
    // Refused for who they are, whatever they send.
    const update = await api.step('so.operator', created.eventId, 'REQUEST_UPDATE', {
      content: { ...completeContent(), texts: {} },
    });
    expect(update.statusCode).toBe(403);
  });

  it('viewers read but never write; national events need the national right', async () => {
    expect((await api.create('zh.viewer')).statusCode).toBe(403);
    const national = await api.create('zh.operator', { national: true, content: completeContent() });
    expect(national.statusCode).toBe(403);
    expect(national.json().messageKey).toBe('events.errors.nationalNotAllowed');
    const own = await api.create('nat.operator', { national: true, content: completeContent(AREAS.bern) });
    expect(own.json()).toMatchObject({ owningState: 'CH', affectedStates: ['BE'] });
    expect((await api.step('nat.operator', own.json().eventId, 'SUBMIT')).json().state).toBe(
      'APPROVAL_PENDING',
    );
  });

  describe('bad input is refused with a translated key and writes nothing', () => {
    const bowTie: [number, number][] = [
      [2680000, 1245000],
      [2684000, 1249000],
      [2684000, 1245000],
      [2680000, 1249000],
    ];
    const cases: [string, object, number, string][] = [
      ['self-intersecting area', { content: completeContent(bowTie) }, 400, 'area.errors.selfIntersecting'],
      ['empty polygon', { content: completeContent([]) }, 400, 'area.errors.tooFewPoints'],
      [
        'area outside Switzerland',
        { content: completeContent(square(2300000, 1000000, 1000)) },
        400,
        'area.errors.outsideSwitzerland',
      ],
      ['unknown template', { templateId: 9999 }, 400, 'events.errors.unknownTemplate'],
      [
        'a script link',
        {
          content: completeContent(AREAS.zurich, { links: [{ label: 'Info', url: 'javascript:alert(1)' }] }),
        },
        400,
        'events.errors.webLinkOnly',
      ],
      [
        'oversize title',
        { content: { ...completeContent(), texts: { de: { title: 'x'.repeat(121) } } } },
        400,
        'errors.validation',
      ],
      ['unknown field', { content: completeContent(), extra: 1 }, 400, 'errors.validation'],
    ];

    it.each(cases)('%s', async (_, body, status, key) => {
      const before = await written();
      const response = await api.create('zh.operator', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().messageKey).toBe(key);
      expect(await written()).toEqual(before);
    });

    it('the crossing point and the oversize field are named for the editor', async () => {
      const crossing = (await api.create('zh.operator', { content: completeContent(bowTie) })).json();
      expect(crossing.errors).toEqual([
        {
          path: 'content.area',
          messageKey: 'area.errors.selfIntersecting',
          params: { east: 2682000, north: 1247000 },
        },
      ]);
      const oversize = (
        await api.create('zh.operator', {
          content: { ...completeContent(), texts: { de: { title: 'x'.repeat(121) } } },
        })
      ).json();
      expect(oversize.errors).toEqual([
        { path: 'content.texts.de.title', messageKey: 'events.errors.tooLong', params: { maximum: 120 } },
      ]);
    });

    it('submit without the primary language or an area is refused with every missing field', async () => {
      const { fr, it } = completeContent().texts;
      const content = completeContent(AREAS.zurich, { texts: { fr, it } });
      const id: number = (
        await api.create('zh.operator', { content: { ...content, area: { polygons: [], cantons: [] } } })
      ).json().eventId;
      const before = await written();
      const refused = await api.step('zh.operator', id, 'SUBMIT');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().messageKey).toBe('events.errors.incomplete');
      expect(refused.json().errors.map((e: { messageKey: string }) => e.messageKey)).toEqual([
        'events.errors.missingPrimaryTitle',
        'events.errors.missingPrimaryDescription',
        'area.errors.empty',
      ]);
      expect(await written()).toEqual(before);
      expect((await api.get('zh.operator', id)).json().state).toBe('PREPARATION');
    });

    it('submit of a message without French or Italian is refused and it stays in preparation', async () => {
      const { de } = completeContent().texts;
      const content = completeContent(AREAS.zurich, { languages: ['de', 'en'], texts: { de, en: de } });
      const id: number = (await api.create('zh.operator', { content })).json().eventId;
      const before = await written();
      const refused = await api.step('zh.operator', id, 'SUBMIT');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'languages', messageKey: 'events.errors.frenchMissing' }),
        expect.objectContaining({ path: 'languages', messageKey: 'events.errors.italianMissing' }),
      ]);
      expect(await written()).toEqual(before);
      expect((await api.get('zh.operator', id)).json().state).toBe('PREPARATION');
    });

    it('saving an oversize text or a crossing area changes nothing', async () => {
      const { eventId, version } = (await api.create('zh.operator')).json();
      const before = await written();
      const long = completeContent();
      long.texts.de!.description = 'x'.repeat(2001);
      expect((await api.save('zh.operator', eventId, { version, content: long })).json().messageKey).toBe(
        'errors.validation',
      );
      const crossing = await api.save('zh.operator', eventId, { version, content: completeContent(bowTie) });
      expect(crossing.json().messageKey).toBe('area.errors.selfIntersecting');
      expect(await written()).toEqual(before);
    });
  });

  it('a blank event needs nothing but may name its primary language', async () => {
    const blank = await api.create('be.operator', {});
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json().content).toMatchObject({
      primaryLanguage: 'de',
      messageType: null,
      area: { polygons: [] },
    });
    const french = await api.create('be.operator', { content: { primaryLanguage: 'fr' } });
    expect(french.json()).toMatchObject({ primaryLanguage: 'fr', state: 'PREPARATION', affectedStates: [] });
  });

  it('templates in four languages prefill a new event', async () => {
    const templates = (await api.call('zh.viewer', 'GET', 'event-templates')).json();
    expect(templates.length).toBeGreaterThanOrEqual(9);
    for (const template of templates) {
      expect(Object.values(template.name).every(Boolean), template.name.en).toBe(true);
      for (const language of ['de', 'fr', 'it', 'en'])
        expect(template.content.texts[language].title).toBeTruthy();
    }
    const storm = templates.find((x: { eventType: string }) => x.eventType === 'SEVERE_WEATHER');
    const created = (
      await api.create('zh.operator', {
        templateId: storm.id,
        content: { area: { polygons: [], cantons: ['ZH'] } },
      })
    ).json();
    expect(created.content).toMatchObject({
      messageType: 'WARNING',
      eventType: 'SEVERE_WEATHER',
      area: { cantons: ['ZH'] },
    });
    expect(created.content.texts.it.title).toBe(storm.content.texts.it.title);
    expect(created.affectedStates).toEqual(['ZH']);
  });

  it('the list filters by state, message type and canton and pages', async () => {
    const pending = (
      await api.create('zh.operator', {
        content: completeContent(AREAS.zurich, { messageType: 'INFORMATION' }),
      })
    ).json();
    await api.step('zh.operator', pending.eventId, 'SUBMIT');
    const list = async (query: string) => (await api.call('zh.operator2', 'GET', `events?${query}`)).json();
    const byState = await list('state=PUBLICATION_PENDING,APPROVAL_PENDING');
    expect(
      byState.items.every((e: { state: string }) =>
        ['PUBLICATION_PENDING', 'APPROVAL_PENDING'].includes(e.state),
      ),
    ).toBe(true);
    expect(byState.items.map((e: { eventId: number }) => e.eventId)).toContain(pending.eventId);
    const info = await list('messageType=INFORMATION&canton=ZH');
    expect(info.items.map((e: { eventId: number }) => e.eventId)).toEqual([pending.eventId]);
    const page = await list('size=1&page=0');
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await api.call('zh.operator2', 'GET', 'events?state=SOMETHING')).statusCode).toBe(400);
  });

  it('every change reaches the consoles of the cantons concerned at once', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const zurich = await connectLive(t.app, address, 'zh.operator2');
    const bern = await connectLive(t.app, address, 'be.operator');
    try {
      const id: number = (await api.create('zh.operator')).json().eventId;
      await api.step('zh.operator', id, 'SUBMIT');
      await api.step('zh.operator2', id, 'APPROVE');
      await vi.waitFor(() => {
        const states = zurich
          .payloadsOf<DashboardEventUpdate>('events')
          .filter((e) => e.eventId === id)
          .map((e) => e.eventState);
        expect(states).toEqual(['PREPARATION', 'PUBLICATION_PENDING', 'ACTIVE']);
      });
      expect(bern.payloadsOf<DashboardEventUpdate>('events').filter((e) => e.eventId === id)).toEqual([]);
    } finally {
      zurich.socket.close();
      bern.socket.close();
    }
  });
});
