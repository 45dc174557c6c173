import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, events, eventTemplates } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, capSchemaErrors, completeContent } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

// A type the administrator adds; no seeded type is filed under CAP `Transport`.
const ROAD_CLOSURE = {
  code: 'ROAD_CLOSURE',
  texts: { de: 'Strassensperre', fr: 'Route fermée', it: 'Strada chiusa', en: 'Road closure' },
  category: 'TECHNOLOGY',
  capCategory: 'Transport',
};

describe.each(testBackends())('event types from the text catalogue on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  const eventCount = async () => (await t.database.db.select({ n: count() }).from(events))[0]?.n;

  it('an event type needs its CAP category, and only an event type has one', async () => {
    const { capCategory: _, ...withoutCap } = ROAD_CLOSURE;
    const missing = await api.call('nat.operator', 'POST', 'catalogue/eventtype', withoutCap);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      messageKey: 'texts.errors.capCategory',
      errors: [{ path: 'capCategory' }],
    });
    const impact = await api.call('nat.operator', 'POST', 'catalogue/impact', {
      code: 'SMOKE',
      texts: ROAD_CLOSURE.texts,
      capCategory: 'Fire',
    });
    expect(impact.json()).toMatchObject({ status: 400, messageKey: 'texts.errors.capCategory' });
    const unknown = await api.call('nat.operator', 'POST', 'catalogue/eventtype', {
      ...ROAD_CLOSURE,
      capCategory: 'Weather',
    });
    expect(unknown.statusCode).toBe(400);
    const stored = await t.database.db
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.code, ROAD_CLOSURE.code));
    expect(stored).toEqual([]);
  });

  it('a type added to the catalogue is named to event readers, accepted for an event and filed under its CAP category', async () => {
    const added = await api.call('nat.operator', 'POST', 'catalogue/eventtype', ROAD_CLOSURE);
    expect(added.statusCode, added.body).toBe(200);
    const names = (await api.call('zh.viewer', 'GET', 'event-types')).json();
    expect(names.types).toContainEqual({
      code: 'ROAD_CLOSURE',
      texts: ROAD_CLOSURE.texts,
      category: 'TECHNOLOGY',
    });
    expect(names.categories.map((c: { code: string }) => c.code)).toEqual([
      'NATURE',
      'SOCIETY',
      'TECHNOLOGY',
    ]);

    const content = completeContent(AREAS.zurich, {
      messageType: 'ALARM',
      eventType: 'ROAD_CLOSURE',
      channels: { sirens: null, publicApp: true, icaro: false, socialMedia: false },
    });
    const created = await api.create('zh.operator', { content });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().eventId;
    expect(created.json().eventType).toBe('ROAD_CLOSURE');
    await api.step('zh.operator', id, 'SUBMIT');
    const approved = await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(approved.json()).toMatchObject({ state: 'ACTIVE' });

    const xml = (await api.call('zh.viewer', 'GET', `events/${id}/cap`)).body;
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<category>Transport</category>');
    expect(xml).toContain('<event>Strassensperre</event>');
    expect(xml).toContain('<event>Route fermée</event>');
  });

  it('refuses an event type the catalogue does not hold, naming the field, and changes nothing', async () => {
    const before = await eventCount();
    const created = await api.create('zh.operator', {
      content: completeContent(AREAS.zurich, { eventType: 'METEOR_STRIKE' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      messageKey: 'events.errors.unknownEventType',
      params: { code: 'METEOR_STRIKE' },
      errors: [{ path: 'content.eventType', messageKey: 'events.errors.unknownEventType' }],
    });
    expect(await eventCount()).toBe(before);

    const draft = (await api.create('zh.operator')).json();
    const saved = await api.save('zh.operator', draft.eventId, {
      version: draft.version,
      content: { ...draft.content, eventType: 'METEOR_STRIKE' },
    });
    expect(saved.json()).toMatchObject({ status: 400, messageKey: 'events.errors.unknownEventType' });
    expect((await api.get('zh.operator', draft.eventId)).json()).toMatchObject({
      version: draft.version,
      eventType: 'STORM',
    });

    const templates = await t.database.db.select({ n: count() }).from(eventTemplates);
    const template = await api.call('nat.operator', 'POST', 'event-templates', {
      name: { de: 'Meteor', fr: 'Météore', it: 'Meteora', en: 'Meteor' },
      messageType: 'WARNING',
      eventType: 'METEOR_STRIKE',
      usualSquareKilometres: 10,
      content: { primaryLanguage: 'de', texts: {}, channels: {} },
    });
    expect(template.json()).toMatchObject({
      status: 400,
      messageKey: 'events.errors.unknownEventType',
      errors: [{ path: 'eventType' }],
    });
    expect(await t.database.db.select({ n: count() }).from(eventTemplates)).toEqual(templates);
  });
});
