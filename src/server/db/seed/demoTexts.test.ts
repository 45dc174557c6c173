import { describe, expect, it } from 'vitest';
import { followsFrenchSpacing, hasStraightApostrophe } from '../../../domain/typography.ts';
import { DEMO_TEMPLATES } from './event-templates.ts';
import { DEMO_EVENTS } from './events.ts';
import { ALARM_CENTRE_ROLES, DEVICE_ROLES, NAMES, POLICE_ROLES } from './names.ts';
import { DEMO_ORGANISATIONS } from './organisations.ts';
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

/** Every name of a language in the demo: organisations, persons' job titles, first and family names. */
function demoNames(language: keyof Localized): string[] {
  const localized: Localized[] = [
    ...DEMO_ORGANISATIONS.map((organisation) => organisation.name),
    ...[...POLICE_ROLES, ...ALARM_CENTRE_ROLES, ...DEVICE_ROLES],
  ];
  return [...localized.flatMap((names) => stringsOf(names[language])), ...stringsOf(NAMES[language])];
}

describe('the demo data’s texts', () => {
  it('set French punctuation with a no-break space before : ; ? ! and inside « »', () => {
    expect(demoTexts('fr').filter((text) => !followsFrenchSpacing(text))).toEqual([]);
  });

  it.each(['fr', 'it'] as const)('write the apostrophe as ’ in %s, never as a straight quote', (language) => {
    expect(demoTexts(language).filter(hasStraightApostrophe)).toEqual([]);
  });

  it.each(['fr', 'it'] as const)(
    'write the apostrophe as ’ in the %s names of organisations and persons',
    (language) => {
      const names = demoNames(language);
      // The Uri police, the national alarm centre, team leaders: names that take an apostrophe are checked.
      expect(names.filter((name) => name.includes('’')).length).toBeGreaterThan(language === 'fr' ? 10 : 2);
      expect(names.filter(hasStraightApostrophe)).toEqual([]);
    },
  );
});
