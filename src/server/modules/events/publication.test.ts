import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LanguageTexts } from '../../../domain/eventContent.ts';
import { catalogueEntries, events, eventVersions, sirenAlarms } from '../../db/schema/index.ts';
import { DEMO_EVENTS } from '../../db/seed/events.ts';
import { testBackends } from '../../test-support/database.ts';
import { alarmContent, capSchemaErrors, seedDemoEvents } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';
import { affectedStatesOf } from './area.ts';

describe.each(testBackends())('event publication on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  const cap = async (user: string, id: number, version?: number) => {
    const response = await api.call(user, 'GET', `events/${id}/cap${version ? `?version=${version}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/cap+xml');
    expect(await capSchemaErrors(response.body)).toEqual([]);
    return response.body;
  };
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

  /** A LIVE ALARM of zh.operator, approved by zh.operator2 with the typed confirmation. */
  async function publishedAlarm(): Promise<number> {
    const id: number = (await api.create('zh.operator', { content: alarmContent() })).json().eventId;
    expect((await api.step('zh.operator', id, 'SUBMIT')).json().state).toBe('PUBLICATION_PENDING');
    const approved = await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  it('a LIVE alarm goes out only with the typed confirmation, as a valid CAP Alert, and sounds the sirens', async () => {
    const id: number = (await api.create('zh.operator', { content: alarmContent() })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    for (const confirmation of [undefined, 'LIVE', `LIVE ${id + 1}`]) {
      const refused = await api.step('zh.operator2', id, 'APPROVE', confirmation ? { confirmation } : {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        messageKey: 'events.errors.confirmationRequired',
        params: { pattern: `LIVE ${id}` },
      });
    }
    expect(await t.database.db.select().from(eventVersions).where(eq(eventVersions.eventId, id))).toEqual([]);
    const approved = await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(approved.json()).toMatchObject({ state: 'ACTIVE', publishedVersions: 1 });
    const xml = await cap('zh.viewer', id);
    expect(xml).toContain('<status>Actual</status>');
    expect(xml).toContain('<msgType>Alert</msgType>');
    expect(xml).toContain('<severity>Severe</severity>');
    expect(xml.match(/<info>/g)).toHaveLength(3);
    expect(xml).toContain('<language>fr-CH</language>');
    expect(xml).toContain('<value>ZH</value>');
    expect(xml).toContain('<event>Chemieunfall</event>');
    const alarms = await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id));
    expect(alarms).toMatchObject([
      { operationMode: 'LIVE', signal: 'GENERAL_ALARM', stateCodes: ['ZH'], startedBy: 'zh.operator2' },
    ]);
  });

  it('an event submitted with the water alarm before the rule is not published: only its dam sounds it', async () => {
    const id: number = (await api.create('zh.operator', { content: alarmContent() })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    const stored = alarmContent();
    const content = { ...stored, channels: { ...stored.channels, sirens: 'WATER_ALARM' as const } };
    await t.database.db.update(events).set({ content }).where(eq(events.id, id));
    const refused = await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('alarming.errors.waterAlarmViaDam');
    expect((await api.get('zh.operator', id)).json().state).toBe('PUBLICATION_PENDING');
    expect(await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id))).toEqual([]);
    expect(await t.database.db.select().from(eventVersions).where(eq(eventVersions.eventId, id))).toEqual([]);
  });

  it('the CAP message names the event type as the text catalogue does at publication', async () => {
    const [entry] = await t.database.db
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.code, 'CHEMICAL_ACCIDENT'));
    await t.database.db
      .update(catalogueEntries)
      .set({ texts: { ...entry!.texts, de: 'Chemischer Unfall' } })
      .where(eq(catalogueEntries.id, entry!.id));
    const xml = await cap('zh.viewer', await publishedAlarm());
    expect(xml).toContain('<event>Chemischer Unfall</event>');
    await t.database.db
      .update(catalogueEntries)
      .set({ texts: entry!.texts })
      .where(eq(catalogueEntries.id, entry!.id));
  });

  it('the validity goes out as CAP onset and expires, in Swiss time', async () => {
    const content = {
      ...alarmContent(),
      validFrom: '2026-11-23T12:00:00Z',
      validUntil: '2026-11-24T06:00:00Z',
    };
    const id: number = (await api.create('zh.operator', { content })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    const xml = await cap('zh.operator', id);
    expect(xml).toContain('<onset>2026-11-23T13:00:00+01:00</onset>');
    expect(xml).toContain('<expires>2026-11-24T07:00:00+01:00</expires>');
  });

  it('an update and the all-clear are new CAP versions that reference the earlier ones', async () => {
    const id = await publishedAlarm();
    await api.step('zh.operator', id, 'REQUEST_UPDATE', {
      content: { ...alarmContent(), messageType: 'WARNING' },
    });
    const updated = await api.step('zh.operator2', id, 'APPROVE');
    expect(updated.json()).toMatchObject({ state: 'ACTIVE', messageType: 'WARNING', publishedVersions: 2 });
    const v2 = await cap('zh.operator', id);
    expect(v2).toContain('<msgType>Update</msgType>');
    expect(v2).toContain(`ch.alert.console.event.${id}.v1,`);
    await api.step('zh.operator2', id, 'REQUEST_ALL_CLEAR');
    expect((await api.step('zh.operator', id, 'APPROVE')).json().state).toBe('ALL_CLEAR_ACTIVE');
    expect(await cap('zh.operator', id)).toContain('<headline>Entwarnung – Sturmwarnung</headline>');
    expect(await cap('zh.operator', id, 1)).toContain('<msgType>Alert</msgType>');
    const versions = (await api.call('zh.operator', 'GET', `events/${id}/versions`)).json();
    expect(versions.map((v: { capMsgType: string; state: string }) => [v.capMsgType, v.state])).toEqual([
      ['Alert', 'ACTIVE'],
      ['Update', 'ACTIVE'],
      ['Update', 'ALL_CLEAR_ACTIVE'],
    ]);
    // Only the first publication sounds the sirens.
    expect(await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id))).toHaveLength(1);
    expect((await api.call('zh.operator', 'GET', `events/${id}/cap?version=9`)).json().messageKey).toBe(
      'events.errors.versionNotFound',
    );
  });

  it('a rejected update leaves the published text in force', async () => {
    const id = await publishedAlarm();
    const changed = alarmContent();
    changed.texts.de!.title = 'Chemieunfall: Gebiet erweitert';
    await api.step('zh.operator', id, 'REQUEST_UPDATE', { content: changed });
    const rejected = await api.step('zh.operator2', id, 'REJECT', { note: 'Falscher Text' });
    expect(rejected.json()).toMatchObject({ state: 'ACTIVE', publishedVersions: 1 });
    expect(rejected.json().content.texts.de.title).toBe('Sturmwarnung');
  });

  it('an instruction left blank in every language is not kept on save, on an update, nor in a published version', async () => {
    /** The German alarm with a fourth instruction typed as spaces only, with a pictogram, as the tester found it. */
    const withBlankRow = () => {
      const typed = alarmContent();
      typed.texts.de!.instructions = [...typed.texts.de!.instructions, '   '];
      return { ...typed, pictograms: ['STAY_INDOORS' as const, 'CLOSE_WINDOWS' as const] };
    };
    const languagesOf = (content: { texts: Record<string, { instructions: string[] }> }) =>
      Object.values(content.texts).map((texts) => texts.instructions);
    const id: number = (await api.create('zh.operator', { content: withBlankRow() })).json().eventId;
    const created = (await api.get('zh.operator', id)).json();
    expect(languagesOf(created.content)).toEqual([
      ['Bleiben Sie im Haus.'],
      ['Restez à l’intérieur.'],
      ['Restate in casa.'],
    ]);
    const saved = await api.save('zh.operator', id, { version: created.version, content: withBlankRow() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.texts.de.instructions).toEqual(['Bleiben Sie im Haus.']);
    expect(saved.json().content.pictograms).toEqual(['STAY_INDOORS']);

    // A draft stored before the rule still publishes without the blank row.
    await t.database.db.update(events).set({ content: withBlankRow() }).where(eq(events.id, id));
    await api.step('zh.operator', id, 'SUBMIT');
    await api.step('zh.operator2', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    const updated = await api.step('zh.operator', id, 'REQUEST_UPDATE', { content: withBlankRow() });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().content.texts.de.instructions).toEqual(['Bleiben Sie im Haus.']);
    const versions = (await api.call('zh.operator', 'GET', `events/${id}/versions`)).json();
    expect(
      versions.map((v: { content: { texts: { de: LanguageTexts } } }) => v.content.texts.de.instructions),
    ).toEqual([['Bleiben Sie im Haus.']]);
  });

  it('a false alarm is corrected with one approval: a CAP Cancel that closes the wrong event, timed', async () => {
    const wrongId = await publishedAlarm();
    const prepared = await api.call('zh.operator', 'POST', `events/${wrongId}/false-alarm`);
    expect(prepared.statusCode, prepared.body).toBe(201);
    const correction = prepared.json();
    const wrong = (await api.get('zh.operator', wrongId)).json();
    expect(correction).toMatchObject({
      state: 'PREPARATION',
      correctionOf: wrongId,
      messageType: 'INFORMATION',
      affectedStates: ['ZH'],
    });
    expect(correction.content.area).toEqual(wrong.content.area);
    expect(correction.content.languages).toEqual(['de', 'fr', 'it']);
    expect(correction.content.channels).toEqual({ ...wrong.content.channels, sirens: null });
    expect(correction.content.texts.de.title).toBe('Fehlalarm – «Sturmwarnung» ist ungültig');
    expect(correction.content.texts.fr.description).toContain('«\u00a0Avis de tempête\u00a0» du');
    expect((await api.call('zh.operator', 'POST', `events/${wrongId}/false-alarm`)).statusCode).toBe(409);

    expect((await api.step('zh.operator', correction.eventId, 'SUBMIT')).json().state).toBe(
      'PUBLICATION_PENDING',
    );
    // An information inside its own canton: one plain approval, no typed confirmation.
    const out = await api.step('zh.operator2', correction.eventId, 'APPROVE');
    expect(out.json()).toMatchObject({ state: 'ACTIVE', publishedVersions: 1 });
    expect(out.json().correctionSeconds).toBeGreaterThanOrEqual(0);
    const xml = await cap('zh.operator', correction.eventId);
    expect(xml).toContain('<msgType>Cancel</msgType>');
    expect(xml).toContain(`ch.alert.console.event.${wrongId}.v1,`);
    expect((await api.get('zh.operator', wrongId)).json()).toMatchObject({
      state: 'CLOSED',
      correctedBy: correction.eventId,
    });
    const history = (await api.call('zh.operator', 'GET', `events/${wrongId}/history`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'CREATE',
      'SUBMIT',
      'APPROVE',
      'PUBLISHED',
      // The test console connects no channel but its simulated sirens: the others are recorded as switched off.
      'CHANNEL_DISABLED',
      'CHANNEL_DISABLED',
      'FALSE_ALARM',
      'CORRECTED',
    ]);
    // No siren sounds for a correction.
    expect(
      await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, correction.eventId)),
    ).toEqual([]);
  });

  it('a published correction is no false alarm of its own: refused in words, nothing prepared; it is updated', async () => {
    const wrongId = await publishedAlarm();
    const correctionId: number = (
      await api.call('zh.operator', 'POST', `events/${wrongId}/false-alarm`)
    ).json().eventId;
    await api.step('zh.operator', correctionId, 'SUBMIT');
    expect((await api.step('zh.operator2', correctionId, 'APPROVE')).json().state).toBe('ACTIVE');
    const historyOf = async () =>
      (await api.call('zh.operator', 'GET', `events/${correctionId}/history`)).json();
    const before = { events: await t.database.db.select().from(events), history: await historyOf() };

    const refused = await api.call('zh.operator', 'POST', `events/${correctionId}/false-alarm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: 'events.errors.correctionNotCorrectable' });
    expect(await t.database.db.select().from(events)).toEqual(before.events);
    expect(await historyOf()).toEqual(before.history);
    // What the real system does with a wrong correction: an update of it.
    expect((await api.get('zh.operator', correctionId)).json().allowedActions).toContain('REQUEST_UPDATE');
  });

  it('false alarm only for a published event of one’s own territory', async () => {
    const draft = (await api.create('zh.operator')).json().eventId;
    expect((await api.call('zh.operator', 'POST', `events/${draft}/false-alarm`)).json().messageKey).toBe(
      'events.errors.falseAlarmNotPossible',
    );
    expect((await api.call('zh.viewer', 'POST', `events/${draft}/false-alarm`)).statusCode).toBe(403);
    expect((await api.call('be.operator', 'POST', `events/${draft}/false-alarm`)).statusCode).toBe(404);
  });

  it('EXERCISE: the trainee approves alone, the CAP says Exercise, nothing reaches LIVE users or the public', async () => {
    const id: number = (await api.create('zh.trainee', { content: alarmContent() })).json().eventId;
    await api.step('zh.trainee', id, 'SUBMIT');
    const approved = await api.step('zh.trainee', id, 'APPROVE');
    expect(approved.json()).toMatchObject({ state: 'ACTIVE', operationMode: 'EXERCISE' });
    const xml = await cap('zh.trainee', id);
    expect(xml).toContain('<status>Exercise</status>');
    expect(xml).toContain('<headline>ÜBUNG – Sturmwarnung</headline>');
    expect(await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id))).toMatchObject([
      { operationMode: 'EXERCISE' },
    ]);
    expect((await api.get('zh.operator', id)).statusCode).toBe(404);
    expect((await api.call('nat.operator', 'GET', `events/${id}/cap`)).statusCode).toBe(404);
    const list = (await api.call('zh.operator', 'GET', 'events?size=500')).json();
    expect(list.items.map((e: { eventId: number }) => e.eventId)).not.toContain(id);
    expect((await publicGet('/api/public/cap/feed')).body).not.toContain(`event.${id}.`);
    expect((await publicGet(`/api/public/cap/messages/ch.alert.console.event.${id}.v1.xml`)).statusCode).toBe(
      404,
    );
  });

  it('the public Atom feed lists the active LIVE messages, newest first, each linking to its CAP file', async () => {
    const first = await publishedAlarm();
    const second = await publishedAlarm();
    const draft = (await api.create('zh.operator')).json().eventId;
    const feed = await publicGet('/api/public/cap/feed');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.headers['cache-control']).toBe('public, max-age=60');
    expect(feed.body.indexOf(`event.${second}.v1`)).toBeLessThan(feed.body.indexOf(`event.${first}.v1`));
    expect(feed.body).not.toContain(`event.${draft}.`);
    const link = `/api/public/cap/messages/ch.alert.console.event.${first}.v1.xml`;
    expect(feed.body).toContain(`href="http://localhost:8080${link}"`);
    const message = await publicGet(link);
    expect(message.statusCode).toBe(200);
    expect(await capSchemaErrors(message.body)).toEqual([]);
    await api.step('zh.operator', first, 'REQUEST_ALL_CLEAR');
    await api.step('zh.operator2', first, 'APPROVE');
    await api.step('zh.operator', first, 'CLOSE');
    expect((await publicGet('/api/public/cap/feed')).body).not.toContain(`event.${first}.`);
  });

  it('the demo events carry full content; the published ones valid CAP messages and drawn areas their cantons', async () => {
    await seedDemoEvents(t.app);
    const rows = await t.database.db.select().from(events);
    for (const demo of DEMO_EVENTS) {
      const row = rows.find((r) => r.title.de === demo.title.de)!;
      expect(row.content?.texts.de?.description, demo.title.de).toBeTruthy();
      expect(await affectedStatesOf(t.database.db, row.content!.area)).toEqual(demo.affectedStates);
    }
    const versions = await t.database.db.select().from(eventVersions);
    const demoVersions = versions.filter((v) =>
      rows.some((r) => r.id === v.eventId && DEMO_EVENTS.some((d) => d.title.de === r.title.de)),
    );
    expect(demoVersions).toHaveLength(DEMO_EVENTS.filter((d) => d.state === 'ACTIVE').length);
    for (const version of demoVersions)
      expect(await capSchemaErrors(version.capXml), version.identifier).toEqual([]);
  });
});
