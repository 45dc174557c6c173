import { describe, expect, it } from 'vitest';
import { followsFrenchSpacing, hasStraightApostrophe } from '../../../domain/typography.ts';
import { DEMO_TEMPLATES } from './event-templates.ts';
import { DEMO_EVENTS } from './events.ts';
import { DEMO_WAKEUPS } from './wakeups.ts';

type Localized = { fr: unknown; it: unknown };

/** The strings of a text, a list of texts or a language's texts (title, description, impacts, instructions). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(stringsOf);

/** Every text of a language in the demo's templates, events and wake-ups. */
function demoTexts(language: keyof Localized): string[] {
  const localized: Localized[] = [
    ...DEMO_TEMPLATES.flatMap((template) => [template.name, template.texts]),
    ...DEMO_EVENTS.flatMap((event) => [event.title, event.description]),
    ...DEMO_WAKEUPS.map((wakeup) => wakeup.subject),
  ];
  return localized.flatMap((texts) => stringsOf(texts[language]));
}

describe('the demo data’s texts', () => {
  it('set French punctuation with a no-break space before : ; ? ! and inside « »', () => {
    expect(demoTexts('fr').filter((text) => !followsFrenchSpacing(text))).toEqual([]);
  });

  it.each(['fr', 'it'] as const)('write the apostrophe as ’ in %s, never as a straight quote', (language) => {
    expect(demoTexts(language).filter(hasStraightApostrophe)).toEqual([]);
  });
});
