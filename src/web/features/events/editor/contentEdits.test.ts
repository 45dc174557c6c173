import { describe, expect, it } from 'vitest';
import { fromZurichInput, toZurichInput } from '../../../ui/dates/zurichTime.ts';
import { content } from '../testing/editorTestSupport.tsx';
import {
  rowCount,
  textsOf,
  withPictogram,
  withPictogramTexts,
  withRowAdded,
  withRowRemoved,
  withRowText,
} from './contentEdits.ts';

describe('editing an event content', () => {
  it('adds and removes a behaviour instruction in every language at once, with its pictogram', () => {
    let edited = withRowAdded(content(), 'instructions');
    edited = withRowText(edited, 'de', 'instructions', 0, 'Fenster schliessen');
    edited = withPictogram(edited, 0, 'CLOSE_WINDOWS');
    edited = withRowAdded(edited, 'instructions');
    edited = withRowText(edited, 'fr', 'instructions', 1, 'Écouter la radio');
    edited = withPictogram(edited, 1, 'LISTEN_RADIO');
    expect(rowCount(edited, 'instructions')).toBe(2);
    expect(textsOf(edited, 'it').instructions).toEqual(['', '']);

    edited = withRowRemoved(edited, 'instructions', 0);
    expect(textsOf(edited, 'de').instructions).toEqual(['']);
    expect(textsOf(edited, 'fr').instructions).toEqual(['Écouter la radio']);
    expect(edited.pictograms).toEqual(['LISTEN_RADIO']);
  });

  it('writes the standard instruction of a pictogram only where a language sent has none yet', () => {
    let edited = withRowAdded(content({ languages: ['de', 'fr'] }), 'instructions');
    edited = withRowText(edited, 'de', 'instructions', 0, 'Bleiben Sie im Keller');
    edited = withPictogramTexts(edited, 0, 'STAY_INDOORS', (language) => `standard ${language}`);
    expect(edited.pictograms).toEqual(['STAY_INDOORS']);
    expect(textsOf(edited, 'de').instructions).toEqual(['Bleiben Sie im Keller']);
    expect(textsOf(edited, 'fr').instructions).toEqual(['standard fr']);
    expect(textsOf(edited, 'it').instructions).toEqual(['']);
  });

  it('reads and writes validity times in Swiss time, summer and winter', () => {
    expect(toZurichInput('2026-11-23T13:30:00.000Z')).toBe('2026-11-23 14:30:00');
    expect(toZurichInput('2026-07-01T13:30:00.000Z')).toBe('2026-07-01 15:30:00');
    expect(Date.parse(fromZurichInput('2026-11-23 14:30:00')!)).toBe(Date.parse('2026-11-23T13:30:00.000Z'));
    expect(Date.parse(fromZurichInput('2026-07-01T15:30')!)).toBe(Date.parse('2026-07-01T13:30:00.000Z'));
    expect(fromZurichInput('')).toBeNull();
    expect(toZurichInput(null)).toBeNull();
  });
});
