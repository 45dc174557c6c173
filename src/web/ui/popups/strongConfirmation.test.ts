import { describe, expect, it } from 'vitest';
import { literalPattern } from '../../features/events/detail/actionConfirmations.ts';
import { matchesStrongConfirmation } from './strongConfirmation.ts';

describe('strong confirmation', () => {
  it('needs the whole value to match, and a broken pattern never matches', () => {
    expect(matchesStrongConfirmation('ZH|BE', 'BE')).toBe(true);
    expect(matchesStrongConfirmation('ZH|BE', 'ZHX')).toBe(false);
    expect(matchesStrongConfirmation('(unclosed', '(unclosed')).toBe(false);
  });

  it('accepts a dam name typed in lower case, without its umlaut or with stray spaces', () => {
    const pattern = literalPattern('Räterichsboden (Grimsel)');
    for (const typed of [
      'Räterichsboden (Grimsel)',
      'raterichsboden (grimsel)',
      ' Räterichsboden  (Grimsel) ',
    ]) {
      expect(matchesStrongConfirmation(pattern, typed), typed).toBe(true);
    }
    expect(matchesStrongConfirmation(pattern, 'Räterichsboden Grimsel')).toBe(false);
    expect(matchesStrongConfirmation(pattern, 'Räterichsboden')).toBe(false);
  });

  it('keeps LIVE 9 and LIVE ALARM to their words and number, whatever the case and spacing', () => {
    expect(matchesStrongConfirmation(literalPattern('LIVE 9'), 'live 9 ')).toBe(true);
    expect(matchesStrongConfirmation(literalPattern('LIVE 9'), 'LIVE 99')).toBe(false);
    expect(matchesStrongConfirmation(literalPattern('LIVE ALARM'), 'LIVE  ALARM')).toBe(true);
    expect(matchesStrongConfirmation(literalPattern('LIVE ALARM'), 'LIVEALARM')).toBe(false);
    expect(matchesStrongConfirmation('\\d{3}', ' 123 ')).toBe(true);
  });
});
