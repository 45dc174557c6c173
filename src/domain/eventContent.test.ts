import { describe, expect, it } from 'vitest';
import { consistencyWarnings } from './eventConsistency.ts';
import { type LanguageTexts, withoutBlankRows } from './eventContent.ts';
import { content } from './testing/eventContent.ts';

const texts = (instructions: string[], impacts: string[] = []): LanguageTexts => ({
  title: 'Titel',
  description: 'Text',
  impacts,
  instructions,
});

describe('rows left blank', () => {
  it('drops an instruction row blank in every language, with its pictogram, and keeps the others aligned', () => {
    const kept = withoutBlankRows(
      content({
        texts: {
          de: texts(['Im Haus bleiben', '   ', 'Radio hören', '']),
          fr: texts(['Restez à l’intérieur', '', 'Écoutez la radio']),
          it: texts(['Restate in casa', '', 'Ascoltate la radio']),
        },
        pictograms: ['STAY_INDOORS', 'CLOSE_WINDOWS', 'LISTEN_RADIO', null],
      }),
    );

    expect(kept.texts.de?.instructions).toEqual(['Im Haus bleiben', 'Radio hören']);
    expect(kept.texts.fr?.instructions).toEqual(['Restez à l’intérieur', 'Écoutez la radio']);
    expect(kept.texts.it?.instructions).toEqual(['Restate in casa', 'Ascoltate la radio']);
    expect(kept.pictograms).toEqual(['STAY_INDOORS', 'LISTEN_RADIO']);
  });

  it('keeps a row another language fills: its place is the same instruction in every language', () => {
    const kept = withoutBlankRows(
      content({
        texts: {
          de: texts(['Im Haus bleiben', ''], ['', 'Stromausfall']),
          fr: texts(['Restez à l’intérieur', 'Fermez les fenêtres'], ['', 'Panne de courant']),
        },
      }),
    );

    expect(kept.texts.de?.instructions).toEqual(['Im Haus bleiben', '']);
    expect(kept.texts.de?.impacts).toEqual(['Stromausfall']);
    expect(kept.texts.fr?.impacts).toEqual(['Panne de courant']);
  });

  it('leaves no language mismatch when German alone had an empty fourth instruction', () => {
    const three = (word: string) => [`${word} 1`, `${word} 2`, `${word} 3`];
    const typed = content({
      texts: {
        de: texts([...three('Anweisung'), ' ']),
        fr: texts(three('Consigne')),
        it: texts(three('Istruzione')),
      },
    });

    expect(withoutBlankRows(typed).texts.de?.instructions).toEqual(three('Anweisung'));
    expect(consistencyWarnings(typed)).toEqual([]);
  });
});
