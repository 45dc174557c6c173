import { describe, expect, it } from 'vitest';
import { listDiff } from './updateChanges.ts';

describe('list diff', () => {
  it('keeps the new order, marks what came in, and names what went out last', () => {
    expect(listDiff(['Zürich', 'Bern'], ['Aargau', 'Zürich'])).toEqual([
      { kind: 'inserted', text: 'Aargau' },
      { kind: 'same', text: ', ' },
      { kind: 'same', text: 'Zürich' },
      { kind: 'same', text: ', ' },
      { kind: 'deleted', text: 'Bern' },
    ]);
  });

  it('is empty when both lists hold the same entries', () => {
    expect(listDiff(['Zürich', 'Bern'], ['Bern', 'Zürich'])).toEqual([]);
  });
});
