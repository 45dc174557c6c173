import { describe, expect, it } from 'vitest';
import { matchesStrongConfirmation } from './strongConfirmation.ts';

describe('strong confirmation', () => {
  it('needs the whole value to match, and a broken pattern never matches', () => {
    expect(matchesStrongConfirmation('ZH|BE', 'BE')).toBe(true);
    expect(matchesStrongConfirmation('ZH|BE', 'ZHX')).toBe(false);
    expect(matchesStrongConfirmation('(unclosed', '(unclosed')).toBe(false);
  });
});
