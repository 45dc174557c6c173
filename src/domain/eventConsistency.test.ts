import { describe, expect, it } from 'vitest';
import { consistencyWarnings } from './eventConsistency.ts';
import type { LanguageTexts } from './eventContent.ts';
import { content } from './testing/eventContent.ts';

const texts = (title: string, description: string, instructions: string[] = []): LanguageTexts => ({
  title,
  description,
  impacts: [],
  instructions,
});

describe('consistency warnings between languages', () => {
  it('stay silent when every language says the same numbers and times in its own way', () => {
    const warnings = consistencyWarnings(
      content({
        texts: {
          de: texts('Unwetter ab 14:30 Uhr', 'Hagel bis 1,5 cm, 1’000 Haushalte ohne Strom', [
            'Drinnen',
            'Radio',
          ]),
          fr: texts('Intempéries dès 14h30', 'Grêle jusqu’à 1.5 cm, 1 000 ménages sans courant', [
            'Dedans',
            'Radio',
          ]),
          it: texts('Maltempo dalle 14.30', 'Grandine fino a 1,5 cm, 1000 economie domestiche', [
            'Dentro',
            'Radio',
          ]),
        },
      }),
    );
    expect(warnings).toEqual([]);
  });

  it('name the language whose numbers differ from the primary language, with the numbers', () => {
    const warnings = consistencyWarnings(
      content({
        texts: {
          de: texts('Hochwasser', 'Pegel steigt bis 17:00 Uhr um 3 m'),
          fr: texts('Crue', 'Le niveau monte jusqu’à 18h00 de 3 m'),
          it: texts('Piena', 'Il livello sale fino alle 17.00 di 3 m'),
        },
      }),
    );
    expect(warnings).toEqual([
      { messageKey: 'events.warnings.numbersDiffer', languages: ['de', 'fr'], detail: '17:00, 18h00' },
    ]);
  });

  it('take a full hour written with a word ("16 Uhr", "16h", "ore 16", "4 pm") for the same time as 16:00', () => {
    const warnings = consistencyWarnings(
      content({
        languages: ['de', 'fr', 'it', 'en'],
        texts: {
          de: texts('Sperrung ab 16 Uhr', 'Bis 9 Uhr morgen, Treffpunkt 18.30'),
          fr: texts('Fermeture dès 16h', 'Jusqu’à 9 heures demain, rendez-vous 18h30'),
          it: texts('Chiusura dalle ore 16', 'Fino alle ore 9 di domani, ritrovo 18:30'),
          en: texts('Closed from 4 pm', 'Until 09:00 tomorrow, meeting point 6:30 p.m.'),
        },
      }),
    );
    expect(warnings).toEqual([]);
  });

  it('still flag a different hour, whichever way each language writes it', () => {
    const warnings = consistencyWarnings(
      content({
        languages: ['de', 'fr', 'it', 'en'],
        texts: {
          de: texts('Sperrung ab 16 Uhr', ''),
          fr: texts('Fermeture dès 17h', ''),
          it: texts('Chiusura dalle ore 16', ''),
          en: texts('Closed from 16:30, 16 km', ''),
        },
      }),
    );
    expect(warnings).toEqual([
      { messageKey: 'events.warnings.numbersDiffer', languages: ['de', 'fr'], detail: '16, 17' },
      { messageKey: 'events.warnings.numbersDiffer', languages: ['de', 'en'], detail: '16:30' },
    ]);
  });

  it('warn when a language has more or fewer behaviour instructions', () => {
    const warnings = consistencyWarnings(
      content({
        primaryLanguage: 'fr',
        texts: {
          de: texts('Brand', 'Rauch', ['Fenster schliessen', 'Radio hören', '']),
          fr: texts('Incendie', 'Fumée', ['Fermer les fenêtres', 'Écouter la radio', 'Rester à l’intérieur']),
          it: texts('Incendio', 'Fumo', ['Chiudere le finestre', 'Ascoltare la radio', 'Restare in casa']),
        },
      }),
    );
    expect(warnings).toEqual([
      { messageKey: 'events.warnings.instructionCountDiffers', languages: ['fr', 'de'], detail: '3 ≠ 2' },
    ]);
  });

  it('leave languages without any text and languages not sent to the completeness check', () => {
    const warnings = consistencyWarnings(
      content({
        languages: ['de', 'fr'],
        texts: { de: texts('Test 1', 'Sirenentest um 13:30'), fr: texts('', ''), it: texts('Test 2', '') },
      }),
    );
    expect(warnings).toEqual([]);
  });

  it('compare with the first written language when the primary language has no text yet', () => {
    const warnings = consistencyWarnings(
      content({ texts: { fr: texts('Alerte 1', ''), it: texts('Allerta 2', '') } }),
    );
    expect(warnings).toEqual([
      { messageKey: 'events.warnings.numbersDiffer', languages: ['fr', 'it'], detail: '1, 2' },
    ]);
  });
});
