import { beforeAll, describe, expect, it } from 'vitest';
import { sirenModels, stationarySirens } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, completeContent, seedMunicipalities, square } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

// Three sirens: two in Bern's old town (one a combined water-alarm siren), one in Solothurn's Grenchen.
const SIRENS = [
  { code: 'T-BE-1', stateCode: 'BE', east: 2600500, north: 1199800, waterAlarm: false },
  { code: 'T-BE-2', stateCode: 'BE', east: 2599600, north: 1200600, waterAlarm: true },
  { code: 'T-SO-1', stateCode: 'SO', east: 2596500, north: 1226800, waterAlarm: false },
];

describe.each(testBackends())('reach preview on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  beforeAll(async () => {
    await seedMunicipalities(t.app);
    const [model] = await t.database.db
      .insert(sirenModels)
      .values({
        manufacturer: 'Test',
        name: 'T1',
        drive: 'electronic',
        soundPowerDb: 120,
        rangeMetres: 800,
        batteryBackup: true,
      })
      .returning();
    await t.database.db.insert(stationarySirens).values(
      SIRENS.map((siren) => ({
        ...siren,
        name: siren.code,
        municipality: 'Test',
        modelId: model!.id,
        operationalState: 'OPERATIONAL',
        commissionedOn: '2020-01-01',
      })),
    );
  });

  const reach = async (user: string, body: object) => {
    const response = await api.call(user, 'POST', 'events/reach', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('names the cantons, municipalities and sirens inside the area and the channels that fire', async () => {
    const preview = await reach('be.operator', {
      content: completeContent(AREAS.bern, {
        channels: { sirens: 'GENERAL_ALARM', publicApp: true, icaro: true, socialMedia: false },
      }),
    });
    expect(preview.areaSquareKilometres).toBeCloseTo(4, 1);
    expect(preview).toMatchObject({
      cantons: ['BE'],
      sirens: { total: 2, byState: { BE: 2 }, signal: 'GENERAL_ALARM' },
      channels: ['SIRENS', 'PUBLIC_APP', 'ICARO'],
      exercise: false,
      confirmation: { strong: false, pattern: null, reasons: [] },
    });
    expect(preview.municipalities.names).toContain('Bern');
    const water = await reach('be.operator', {
      content: completeContent(AREAS.bern, {
        channels: { sirens: 'WATER_ALARM', publicApp: true, icaro: false, socialMedia: false },
      }),
    });
    expect(water.sirens).toEqual({ total: 1, byState: { BE: 1 }, signal: 'WATER_ALARM' });
  });

  it('an area across the border counts both cantons and asks for the typed confirmation', async () => {
    const { eventId } = (
      await api.create('be.operator', { content: completeContent(AREAS.bernIntoSolothurn) })
    ).json();
    const preview = await reach('be.operator', {
      eventId,
      content: completeContent(AREAS.bernIntoSolothurn),
    });
    expect(preview.cantons).toEqual(['BE', 'SO']);
    expect(preview.sirens.byState).toEqual({ SO: 1 });
    expect(preview.municipalities.names).toEqual(expect.arrayContaining(['Grenchen', 'Lengnau (BE)']));
    expect(preview.confirmation).toEqual({
      strong: true,
      pattern: `LIVE ${eventId}`,
      reasons: ['outsideTerritory'],
    });
  });

  it('names the owner’s canton for the reason, to the owner, the canton asked and the Confederation alike', async () => {
    const content = completeContent(AREAS.bernIntoSolothurn);
    const { eventId } = (await api.create('be.operator', { content })).json();
    expect((await api.step('be.operator', eventId, 'SUBMIT')).json().state).toBe('APPROVAL_PENDING');
    for (const reader of ['be.operator', 'so.operator', 'nat.operator']) {
      const preview = await reach(reader, { eventId, content });
      expect(preview, reader).toMatchObject({
        owningState: 'BE',
        confirmation: { strong: true, reasons: ['outsideTerritory'] },
      });
    }
    // A national event owns every canton: its area leaves none.
    const national = (await api.create('nat.operator', { national: true, content })).json();
    expect(await reach('nat.operator', { eventId: national.eventId, content })).toMatchObject({
      owningState: 'CH',
      confirmation: { strong: false, reasons: [] },
    });
  });

  it('lists the municipalities in the reader’s alphabetical order, umlauts among their letters', async () => {
    const solothurn = { content: completeContent(AREAS.zurich, { area: { polygons: [], cantons: ['SO'] } }) };
    const names: string[] = (await reach('so.operator', solothurn)).municipalities.names;
    expect(names.indexOf('Bättwil')).toBeGreaterThan(names.indexOf('Balsthal'));
    expect(names.indexOf('Bättwil')).toBeLessThan(names.indexOf('Beinwil (SO)'));
    // Among the first names by the alphabet, not after "Dulliken" as by code points.
    expect(names).toContain('Däniken');
  });

  it('an ALARM in LIVE and an area far larger than the template usual need the strong confirmation', async () => {
    const templates = (await api.call('zh.operator', 'GET', 'event-templates')).json();
    const chemical = templates.find((x: { eventType: string }) => x.eventType === 'CHEMICAL_ACCIDENT');
    expect(chemical.usualSquareKilometres).toBe(40);
    const large = completeContent(square(2680000, 1240000, 12000), { messageType: 'ALARM' });
    const preview = await reach('zh.operator', { templateId: chemical.id, content: large });
    expect(preview.areaSquareKilometres).toBeCloseTo(144, 0);
    expect(preview.confirmation.reasons).toEqual(['liveAlarm', 'largeArea']);
    expect(preview.municipalities.count).toBeGreaterThanOrEqual(10);
  });

  it('in EXERCISE nothing fires and no typed confirmation is asked', async () => {
    const preview = await reach('zh.trainee', {
      content: completeContent(AREAS.zurich, { messageType: 'ALARM' }),
    });
    expect(preview).toMatchObject({
      exercise: true,
      channels: [],
      confirmation: { strong: false, reasons: [] },
    });
  });

  it('whole cantons as the area reach all their municipalities', async () => {
    const preview = await reach('zh.operator', {
      content: completeContent(AREAS.zurich, { area: { polygons: [], cantons: ['ZH'] } }),
    });
    expect(preview.cantons).toEqual(['ZH']);
    expect(preview.municipalities.count).toBeGreaterThanOrEqual(150);
    expect(preview.areaSquareKilometres).toBeGreaterThan(1600);
  });
});
