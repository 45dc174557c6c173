import { describe, expect, it } from 'vitest';
import { EventContentSchema } from '../../../domain/eventContent.ts';
import { correctionContent } from './falseAlarm.ts';

const texts = (title: string) => ({ title, description: 'x' });

const wrong = EventContentSchema.parse({
  messageType: 'ALARM',
  eventType: 'CHEMICAL_ACCIDENT',
  primaryLanguage: 'de',
  languages: ['de', 'fr', 'it', 'en'],
  texts: {
    de: texts('Chemieunfall: Fenster schliessen'),
    fr: texts('Accident chimique\u00a0: fermez les fenêtres'),
    it: texts('Incidente chimico: chiudere le finestre'),
    en: texts('Chemical accident: close the windows'),
  },
  area: { polygons: [], cantons: ['ZH'] },
  channels: { sirens: 'GENERAL_ALARM' },
});

// 14:05 in Zurich (UTC+1 in winter).
const publishedAt = new Date('2026-11-27T13:05:00Z');

describe('a false alarm’s correction', () => {
  const { texts: corrected } = correctionContent(wrong, publishedAt);

  it('writes French with no-break spaces inside « » and the typographic apostrophe', () => {
    expect(corrected.fr).toMatchObject({
      title: 'Fausse alarme – «\u00a0Accident chimique\u00a0: fermez les fenêtres\u00a0» n’est pas valable',
      description:
        'Le message «\u00a0Accident chimique\u00a0: fermez les fenêtres\u00a0» du 27.11.2026 14:05 est une fausse alarme et n’est pas valable. Tenez compte uniquement des messages publiés ensuite.',
    });
  });

  it('dates the wrong message as the console does in every language: 27.11.2026 14:05, Swiss time', () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const)
      expect(corrected[language]?.description, language).toContain(' 27.11.2026 14:05 ');
    expect(corrected.en?.description).toBe(
      'The message “Chemical accident: close the windows” of 27.11.2026 14:05 is a false alarm and not valid. Only heed messages published after this one.',
    );
  });

  it('addresses the Italian public as the all-clear does, with voi', () => {
    expect(corrected.it?.description).toBe(
      'Il messaggio «Incidente chimico: chiudere le finestre» del 27.11.2026 14:05 è un falso allarme e non è valido. Considerate solo i messaggi pubblicati in seguito.',
    );
  });
});
