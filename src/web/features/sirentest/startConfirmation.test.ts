import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOWS } from '../../../domain/sirenTest.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import it_ from '../../locales/it.json' with { type: 'json' };
import { matchesStrongConfirmation } from '../../ui/popups/strongConfirmation.ts';
import { answeredText } from './labels.ts';
import { startConfirmation } from './startConfirmation.ts';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'de',
    resources: {
      de: { translation: de },
      en: { translation: en },
      fr: { translation: fr },
      it: { translation: it_ },
    },
  }),
);

const windows = { ...DEFAULT_WINDOWS };
const plan = {
  testDate: '2027-02-03',
  cantons: [
    { stateCode: 'ZH' as const, windows },
    { stateCode: 'BE' as const, windows },
  ],
  groupIds: [],
};
// 27.11.2026 10:00 in Zurich, and the test day itself at 13:30.
const otherDay = new Date('2026-11-27T09:00:00Z');
const testDay = new Date('2027-02-03T12:30:00Z');

describe('the siren test start confirmation', () => {
  it('LIVE: red, names what sounds, and OK waits for LIVE SIREN TEST typed', () => {
    const question = startConfirmation(plan, 5138, 'LIVE', i18n.t, testDay);
    expect(question).toMatchObject({
      critical: true,
      operationMode: 'LIVE',
      title: 'Sirenentest jetzt starten?',
    });
    expect(question.buttonOkName).toBe('Sirenentest LIVE starten');
    expect(question.message).toContain('Kantone (2): ZH, BE');
    expect(question.message).toContain('Stationäre Sirenen, die ertönen: 5138');
    const strong = question.strongConfirmation!;
    expect(strong.message).toBe('Zur Bestätigung LIVE SIREN TEST eingeben');
    // Case and stray spaces are forgiven as in every typed confirmation; the words are not.
    for (const typed of ['LIVE SIREN TEST', 'live siren test', ' LIVE  SIREN TEST '])
      expect(matchesStrongConfirmation(strong.pattern, typed)).toBe(true);
    for (const typed of ['', 'OK', 'LIVE SIREN', 'LIVE SIREN TEST!'])
      expect(matchesStrongConfirmation(strong.pattern, typed)).toBe(false);
    expect(question.warnings).toEqual(['LIVE: Die Sirenen ertönen in allen beteiligten Kantonen.']);
  });

  it('EXERCISE: no typing, not red, says no siren sounds', () => {
    const question = startConfirmation(plan, 5138, 'EXERCISE', i18n.t, testDay);
    expect(question).toMatchObject({ critical: false, focusCancel: true });
    expect(question.strongConfirmation).toBeUndefined();
    expect(question.warnings).toEqual(['Übung: Keine Sirene ertönt.']);
    // Nothing in the question says that a siren sounds.
    expect(question.message).toContain(
      'Der auf den 03.02.2027 geplante Sirenentest startet jetzt als Übung.',
    );
    expect(question.message).toContain('Stationäre Sirenen im Test: 5138');
    expect(question.message).not.toMatch(/ertönen|Testsignal/);
    // The devices do run the test, as an exercise: not the generic "nothing leaves the console".
    expect(question.exerciseNotice).toBe(
      'Sie üben: Die Geräte erhalten den Befehl als Übung und durchlaufen den ganzen Ablauf; keine Sirene ertönt.',
    );
    expect(startConfirmation(plan, 5138, 'LIVE', i18n.t, testDay).exerciseNotice).toBeUndefined();
  });

  it('says clearly when today is not the planned day, without refusing', () => {
    const question = startConfirmation(plan, 5138, 'LIVE', i18n.t, otherDay);
    expect(question.warnings?.[0]).toBe('Geplant für den 03.02.2027 – heute ist der 27.11.2026.');
    expect(question.strongConfirmation).toBeDefined();
  });

  it('has its texts in every language', async () => {
    for (const lng of ['fr', 'it', 'en']) {
      await i18n.changeLanguage(lng);
      for (const mode of ['LIVE', 'EXERCISE'] as const) {
        const question = startConfirmation(plan, 5138, mode, i18n.t, otherDay);
        for (const text of [question.message, question.buttonOkName, ...(question.warnings ?? [])])
          expect(text).not.toMatch(/sirenTest\./);
      }
    }
    await i18n.changeLanguage('de');
  });
});

describe('the share of sirens that answered', () => {
  it('shows 100 only when whole, else one decimal', () => {
    expect(answeredText(100)).toBe('100');
    expect(answeredText(99.6)).toBe('99.6');
    expect(answeredText(null)).toBe('–');
  });
});
