import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sirenAlarms } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { completeContent, square } from '../../test-support/events.ts';
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
});
