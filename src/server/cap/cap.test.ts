import { describe, expect, it } from 'vitest';
import { EventContentSchema } from '../../domain/eventContent.ts';
import { capSchemaErrors as schemaErrors } from '../test-support/events.ts';
import { type CapMessageInput, capDateTime, capMessage, capPolygon } from './cap.ts';
import { type EventCapInput, eventCapMessage } from './eventCap.ts';

// A flood alarm on the Aare in Bern: a square around the federal palace, reaching BE.
const BERN_SQUARE: [number, number][] = [
  [2599000, 1199000],
  [2601000, 1199000],
  [2601000, 1201000],
  [2599000, 1201000],
];

const alarm: CapMessageInput = {
  identifier: 'ch.console.event.42.v1',
  sender: 'console@alert.example.ch',
  sent: new Date('2026-11-23T09:15:00Z'),
  operationMode: 'LIVE',
  msgType: 'Alert',
  messageType: 'ALARM',
  category: 'Met',
  references: [],
  texts: [
    {
      language: 'de',
      senderName: 'Kantonspolizei Bern',
      event: 'Hochwasser',
      headline: 'Hochwasser der Aare in Bern',
      description: 'Die Aare tritt über die Ufer. Pegel > 600 m³/s & steigend.',
      instruction: 'Meiden Sie das Aareufer. Folgen Sie den Anweisungen der Behörden.',
      areaDescription: 'Stadt Bern, Aareufer',
      web: 'https://www.alert.swiss',
    },
    {
      language: 'fr',
      senderName: 'Police cantonale bernoise',
      event: 'Crue',
      headline: "Crue de l'Aar à Berne",
      description: "L'Aar sort de son lit. Débit > 600 m³/s, en hausse.",
      instruction: "Évitez les rives de l'Aar. Suivez les consignes des autorités.",
      areaDescription: "Ville de Berne, rives de l'Aar",
    },
  ],
  area: { rings: [BERN_SQUARE], cantons: ['BE'] },
};

describe('CAP 1.2 messages', () => {
  it('validate against the OASIS CAP 1.2 schema, with one info per language', async () => {
    const xml = capMessage(alarm);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml.match(/<info>/g)).toHaveLength(2);
    expect(xml).toContain('<language>de-CH</language>');
    expect(xml).toContain('<language>fr-CH</language>');
    expect(xml).toContain('<severity>Severe</severity>');
    expect(xml).toContain('<urgency>Immediate</urgency>');
    expect(xml).toContain('Pegel &gt; 600 m³/s &amp; steigend.');
    expect(xml).toContain('<valueName>CANTON</valueName>');
  });

  it('a schema violation is caught (the validation really checks)', async () => {
    const broken = capMessage(alarm).replace(/<identifier>.*<\/identifier>/, '');
    expect(await schemaErrors(broken)).not.toEqual([]);
  });

  it('mark an EXERCISE message in its status and every headline', async () => {
    const xml = capMessage({ ...alarm, operationMode: 'EXERCISE' });
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<status>Exercise</status>');
    expect(xml).toContain('<headline>ÜBUNG – Hochwasser der Aare in Bern</headline>');
    expect(xml).toContain("<headline>EXERCICE – Crue de l'Aar à Berne</headline>");
  });

  it('reference the message they update or cancel', async () => {
    const update = capMessage({
      ...alarm,
      identifier: 'ch.console.event.42.v2',
      msgType: 'Update',
      messageType: 'WARNING',
      references: [{ sender: alarm.sender, identifier: alarm.identifier, sent: alarm.sent }],
    });
    expect(await schemaErrors(update)).toEqual([]);
    expect(update).toContain(
      '<references>console@alert.example.ch,ch.console.event.42.v1,2026-11-23T10:15:00+01:00</references>',
    );
    expect(update).toContain('<severity>Moderate</severity>');
  });

  it('give times in Swiss local time with the offset of the day (winter and summer)', () => {
    expect(capDateTime(new Date('2026-11-23T09:15:00.750Z'))).toBe('2026-11-23T10:15:00+01:00');
    expect(capDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
  });

  it('send areas as closed WGS84 "lat,lon" rings', () => {
    const polygon = capPolygon(BERN_SQUARE).split(' ');
    expect(polygon).toHaveLength(5);
    expect(polygon[0]).toBe(polygon[4]);
    const [lat, lon] = polygon[0]!.split(',').map(Number);
    // LV95 (2600000, 1200000) is 46.95108 N, 7.43863 E: the square's corner lies 1 km south-west of it.
    expect(lat).toBeCloseTo(46.942, 2);
    expect(lon).toBeCloseTo(7.4255, 2);
  });
});

describe('CAP messages of published event versions', () => {
  const bernPolice = {
    de: 'Kantonspolizei Bern – Einsatzzentrale',
    fr: "Police cantonale de Berne – Centrale d'engagement",
    it: 'Polizia cantonale di Berna – Centrale operativa',
    en: '',
  };
  const version: EventCapInput = {
    eventId: 42,
    version: 1,
    operationMode: 'LIVE',
    msgType: 'Alert',
    content: EventContentSchema.parse({
      messageType: 'ALARM',
      primaryLanguage: 'fr',
      languages: ['fr', 'de', 'it', 'en'],
      texts: {
        fr: { title: "Crue de l'Aar à Berne", description: "L'Aar sort de son lit." },
        de: { title: 'Hochwasser der Aare in Bern', description: 'Die Aare tritt über die Ufer.' },
        it: { title: "Piena dell'Aar a Berna", description: "L'Aar esce dagli argini." },
        en: { title: 'Aare flood in Bern', description: 'The Aare is bursting its banks.' },
      },
      area: { polygons: [], cantons: ['BE'] },
      channels: {},
    }),
    allClear: false,
    affectedStates: ['BE'],
    rings: [BERN_SQUARE],
    senderName: bernPolice,
    eventType: undefined,
    sent: new Date('2026-11-23T09:15:00Z'),
    references: [],
  };

  it("name the sender in each info's own language, or in the primary language where that name is empty", async () => {
    const xml = eventCapMessage(version);
    expect(await schemaErrors(xml)).toEqual([]);
    const senderOf = (capLanguage: string) =>
      xml
        .split('<info>')
        .find((info) => info.includes(`<language>${capLanguage}</language>`))
        ?.match(/<senderName>(.*)<\/senderName>/)?.[1];
    expect(senderOf('de-CH')).toBe('Kantonspolizei Bern – Einsatzzentrale');
    expect(senderOf('fr-CH')).toBe(bernPolice.fr);
    expect(senderOf('it-CH')).toBe('Polizia cantonale di Berna – Centrale operativa');
    expect(senderOf('en-CH')).toBe(bernPolice.fr);
  });

  it('of an all-clear carry its texts and level, and drop an expiry already past that would hide it', async () => {
    const content = { ...version.content, validUntil: '2026-11-23T09:00:00Z' };
    const xml = eventCapMessage({ ...version, msgType: 'Update', allClear: true, content });
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml.match(/<responseType>AllClear<\/responseType>/g)).toHaveLength(4);
    expect(xml).toContain("<headline>Fin d’alerte – Crue de l'Aar à Berne</headline>");
    expect(xml).not.toContain("L'Aar sort de son lit.");
    expect(xml).not.toContain('<expires>');
    const later = { ...content, validUntil: '2026-11-23T18:00:00Z' };
    expect(eventCapMessage({ ...version, allClear: true, content: later })).toContain('<expires>');
  });
});
