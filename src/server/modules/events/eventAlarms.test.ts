import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sirenAlarms } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, completeContent, square } from '../../test-support/events.ts';
import { headersOf } from '../../test-support/login.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

// Grenchen (SO), away from the border with Lengnau (BE).
const GRENCHEN = square(2596000, 1227000, 1000);

describe.each(testBackends())('an event’s siren alarms on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  it('the event names the alarm it started to those who may open it: its canton and the Confederation', async () => {
    const content = completeContent(GRENCHEN, {
      messageType: 'ALARM',
      channels: { sirens: 'GENERAL_ALARM', publicApp: true, icaro: false, socialMedia: false },
    });
    const id: number = (await api.create('be.operator', { content })).json().eventId;
    const submitted = await api.step('be.operator', id, 'SUBMIT');
    expect(submitted.json()).toMatchObject({ affectedStates: ['SO'], sirenAlarmIds: [] });
    const approved = await api.step('so.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    const alarms = await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id));
    expect(alarms).toMatchObject([{ stateCodes: ['SO'] }]);
    expect(approved.json()).toMatchObject({ state: 'ACTIVE', sirenAlarmIds: [alarms[0]!.id] });
    expect((await api.get('nat.operator', id)).json().sirenAlarmIds).toEqual([alarms[0]!.id]);
    // Bern owns the event but not the alarm, which sounds in Solothurn only: no link it could not follow.
    expect((await api.get('be.operator', id)).json().sirenAlarmIds).toEqual([]);
  });

  it('the alarm leads back to its event only for a reader who may open it, also after an update moved the area', async () => {
    const sirens = { sirens: 'GENERAL_ALARM' as const, publicApp: true, icaro: false, socialMedia: false };
    const content = completeContent(GRENCHEN, { messageType: 'ALARM', channels: sirens });
    const id: number = (await api.create('be.operator', { content })).json().eventId;
    await api.step('be.operator', id, 'SUBMIT');
    await api.step('so.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    const [alarm] = await t.database.db.select().from(sirenAlarms).where(eq(sirenAlarms.eventId, id));
    const alarmOf = async (user: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/scc/alarming/sirenalarms/${alarm!.id}`,
        headers: await headersOf(t.app, user),
      });
    expect((await alarmOf('so.operator')).json()).toMatchObject({ eventId: id, openableEventId: id });

    // The update takes Solothurn out of the event's area; its alarm sounded there and stays Solothurn's.
    const moved = completeContent(AREAS.bern, { messageType: 'ALARM', channels: sirens });
    await api.step('be.operator', id, 'REQUEST_UPDATE', { content: moved });
    const updated = await api.step('nat.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
    expect(updated.json()).toMatchObject({ state: 'ACTIVE', affectedStates: ['BE'] });
    expect((await api.get('so.operator', id)).statusCode).toBe(404);
    expect((await alarmOf('so.operator')).json()).toMatchObject({ eventId: id, openableEventId: null });
    expect((await alarmOf('nat.operator')).json()).toMatchObject({ openableEventId: id });
  });
});
