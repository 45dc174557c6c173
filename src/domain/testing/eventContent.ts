import { type EventContent, EventContentSchema } from '../eventContent.ts';

/** Test content of an event: de, fr and it, no texts, no area, no channel, unless `overrides` say so. */
export function content(overrides: Partial<EventContent> = {}): EventContent {
  return EventContentSchema.parse({
    primaryLanguage: 'de',
    languages: ['de', 'fr', 'it'],
    texts: {},
    area: { polygons: [] },
    channels: {},
    ...overrides,
  });
}
