import { describe, expect, it } from 'vitest';
import type { Row } from '../resourceApi.ts';
import { patchRows } from './liveRows.ts';

const row = (id: number, name: string): Row => ({ id, name });

describe('patchRows', () => {
  const rows = [row(1, 'Bern'), row(2, 'Thun'), row(3, 'Biel')];

  it('replaces a changed row where it stands and leaves the others as they were', () => {
    const patched = patchRows(rows, new Map([[2, row(2, 'Thun Nord')]]));
    expect(patched).toEqual([row(1, 'Bern'), row(2, 'Thun Nord'), row(3, 'Biel')]);
    expect(patched[0]).toBe(rows[0]);
  });

  it('adds a new row and removes one that is gone or no longer visible', () => {
    const patched = patchRows(
      rows,
      new Map([
        [4, row(4, 'Burgdorf')],
        [1, null],
      ]),
    );
    expect(patched).toEqual([row(2, 'Thun'), row(3, 'Biel'), row(4, 'Burgdorf')]);
  });
});
