import { describe, expect, it } from 'vitest';
import { foldTypedConfirmation, typedConfirmationMatches } from './typedConfirmation.ts';

describe('typed confirmation', () => {
  it('forgives case, accents, umlauts and surrounding or repeated spaces', () => {
    const dam = 'Räterichsboden (Grimsel)';
    for (const typed of [
      dam,
      'raterichsboden (grimsel)',
      ' RÄTERICHSBODEN  (Grimsel) ',
      'Raterichsboden (Grimsel)\t',
    ]) {
      expect(typedConfirmationMatches(typed, dam), typed).toBe(true);
    }
    expect(typedConfirmationMatches('Lac de Moiry', 'Lac de Moïry')).toBe(true);
  });

  it('forgives nothing else: a missing word, bracket or letter is refused', () => {
    const dam = 'Räterichsboden (Grimsel)';
    for (const typed of [
      'Räterichsboden',
      'Räterichsboden Grimsel',
      'Räterichsbode (Grimsel)',
      'Räterichs boden (Grimsel)',
      '',
    ]) {
      expect(typedConfirmationMatches(typed, dam), typed).toBe(false);
    }
  });

  it('leaves the case to the caller', () => {
    expect(foldTypedConfirmation('  Ça  Va ')).toBe('Ca Va');
  });
});
