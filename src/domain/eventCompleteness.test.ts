import { describe, expect, it } from 'vitest';
import { contentProblems } from './eventCompleteness.ts';
import { type EventContent, EventContentSchema } from './eventContent.ts';
import type { Language } from './session.ts';

const texts = (title: string) => ({
  title,
  description: `${title}: Beschreibung`,
  impacts: [],
  instructions: [],
});

// A complete German/French/Italian warning over a 2 km square in Bern.
const complete: EventContent = EventContentSchema.parse({
  messageType: 'WARNING',
  eventType: 'STORM',
  primaryLanguage: 'de',
  languages: ['de', 'fr', 'it'],
  texts: { de: texts('Sturm'), fr: texts('Tempête'), it: texts('Tempesta') },
  area: {
    polygons: [
      {
        shell: [
          [2599000, 1199000],
          [2601000, 1199000],
          [2601000, 1201000],
          [2599000, 1201000],
        ],
      },
    ],
  },
  channels: {},
});

const languages = (...chosen: Language[]) => chosen;
const keys = (content: EventContent) => contentProblems(content).map((p) => p.messageKey);

describe('event completeness', () => {
  it('finds nothing to fix in a complete event', () => {
    expect(contentProblems(complete)).toEqual([]);
  });

  it('asks for message type and event type', () => {
    expect(keys({ ...complete, messageType: null, eventType: null })).toEqual([
      'events.errors.missingMessageType',
      'events.errors.missingEventType',
    ]);
  });

  it('names the primary language first when its title and description are missing', () => {
    const content = { ...complete, texts: { fr: complete.texts.fr, it: complete.texts.it } };
    expect(contentProblems(content)).toEqual([
      { messageKey: 'events.errors.missingPrimaryTitle', language: 'de', field: 'texts.de.title' },
      {
        messageKey: 'events.errors.missingPrimaryDescription',
        language: 'de',
        field: 'texts.de.description',
      },
    ]);
  });

  it('flags a chosen language without texts, but not English left out', () => {
    const content = { ...complete, texts: { ...complete.texts, fr: texts('  ') } };
    expect(contentProblems(content)).toEqual([
      { messageKey: 'events.errors.missingTitle', language: 'fr', field: 'texts.fr.title' },
    ]);
    const withEnglish = { ...complete, languages: languages('de', 'fr', 'it', 'en') };
    expect(keys({ ...withEnglish, texts: { ...complete.texts, en: texts('Storm') } })).toEqual([]);
    expect(keys(withEnglish)).toEqual(['events.errors.missingTitle', 'events.errors.missingDescription']);
  });

  it('never lets a message go without German, French or Italian, whatever its primary language', () => {
    expect(keys({ ...complete, languages: ['de', 'it'] })).toEqual(['events.errors.frenchMissing']);
    const germanOnly = { ...complete, languages: languages('de'), texts: { de: complete.texts.de } };
    expect(contentProblems(germanOnly)).toEqual([
      { messageKey: 'events.errors.frenchMissing', field: 'languages' },
      { messageKey: 'events.errors.italianMissing', field: 'languages' },
    ]);
    const englishOnly = { ...complete, primaryLanguage: 'en' as const, languages: languages('en') };
    expect(keys({ ...englishOnly, texts: { en: texts('Storm') } })).toEqual([
      'events.errors.germanMissing',
      'events.errors.frenchMissing',
      'events.errors.italianMissing',
    ]);
  });

  it('never sounds the water alarm with a message: only the unlocked dam sounds it', () => {
    expect(keys({ ...complete, channels: { ...complete.channels, sirens: 'WATER_ALARM' } })).toEqual([
      'events.errors.waterAlarmViaDam',
    ]);
    expect(keys({ ...complete, channels: { ...complete.channels, sirens: 'GENERAL_ALARM' } })).toEqual([]);
  });

  it('requires the primary language among the languages sent', () => {
    expect(keys({ ...complete, languages: ['fr', 'it'] })).toEqual([
      'events.errors.primaryLanguageNotChosen',
      'events.errors.germanMissing',
    ]);
  });

  it('requires an area: drawn and valid, or whole cantons', () => {
    const noArea = { ...complete, area: { polygons: [], cantons: [] } };
    expect(keys(noArea)).toEqual(['area.errors.empty']);
    expect(contentProblems({ ...complete, area: { polygons: [], cantons: ['BE', 'SO'] } })).toEqual([]);
    expect(keys({ ...complete, area: { polygons: [], cantons: ['XX'] } })).toEqual([
      'events.errors.unknownCanton',
    ]);
  });

  it('shows where a drawn area crosses itself', () => {
    const bowTie = {
      shell: [
        [2599000, 1199000],
        [2601000, 1201000],
        [2601000, 1199000],
        [2599000, 1201000],
      ] as [number, number][],
      holes: [],
    };
    expect(contentProblems({ ...complete, area: { polygons: [bowTie], cantons: [] } })).toEqual([
      { messageKey: 'area.errors.selfIntersecting', polygon: 0, at: [2600000, 1200000], field: 'area' },
    ]);
  });

  it('requires a channel and a validity that ends after it starts', () => {
    const silent = { sirens: null, publicApp: false, icaro: false, socialMedia: false };
    expect(keys({ ...complete, channels: silent })).toEqual(['events.errors.noChannel']);
    const backwards = { validFrom: '2026-11-23T12:00:00Z', validUntil: '2026-11-23T11:00:00Z' };
    expect(keys({ ...complete, ...backwards })).toEqual(['events.errors.validityOrder']);
  });
});
