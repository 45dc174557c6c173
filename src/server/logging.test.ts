import { describe, expect, it } from 'vitest';
import { isPretty } from './logging.ts';

describe('log format', () => {
  it('is readable lines on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(isPretty('auto', true)).toBe(true);
    expect(isPretty('auto', false)).toBe(false);
    expect(isPretty('json', true)).toBe(false);
    expect(isPretty('pretty', false)).toBe(true);
  });
});
