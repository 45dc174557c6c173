import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, textsIn } from '../../../i18n.ts';
import { alarmConfirmation } from './triggerConfirmation.ts';

const alarm = { signal: 'GENERAL_ALARM' as const, target: 'Sirenengruppen: Zürich Stadt', sirens: 12 };

describe('the siren alarm question', () => {
  beforeAll(() => initI18n('de'));

  it.each([
    ['de', 'Mit «Sirenen LIVE auslösen» ertönen die gewählten Sirenen sofort.'],
    [
      'fr',
      'Avec «\u00a0Déclencher les sirènes LIVE\u00a0», les sirènes choisies retentissent immédiatement.',
    ],
    ['it', 'Con «Attivare sirene LIVE» le sirene scelte suonano subito.'],
    ['en', 'With “Sound sirens LIVE” the chosen sirens sound at once.'],
  ] as const)(
    'names the button the operator presses in LIVE, not an OK that is not there (%s)',
    async (language, text) => {
      const question = alarmConfirmation(alarm, 'LIVE', await textsIn(language));
      expect(question.message).toContain(text);
      expect(question.message).toContain(question.buttonOkName);
      expect(question.message).not.toMatch(/\bOK\b/);
    },
  );
});
