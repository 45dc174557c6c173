import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/events.ts';
import { areasIntersect, PreparedArea } from './geometry.ts';

// A 10 km square with a 4 km hole in its middle, in LV95 metres.
const withHole = new PreparedArea([
  { shell: square(2600000, 1200000, 10000), holes: [square(2603000, 1203000, 4000)] },
]);
const prepared = (east: number, north: number, size: number) =>
  new PreparedArea([{ shell: square(east, north, size), holes: [] }]);

describe('planar area geometry', () => {
  it('finds points inside, outside and in a hole', () => {
    expect(withHole.contains([2601000, 1201000])).toBe(true);
    expect(withHole.contains([2605000, 1205000])).toBe(false);
    expect(withHole.contains([2611000, 1205000])).toBe(false);
    expect(withHole.contains([2599999, 1205000])).toBe(false);
  });

  it('counts a point inside any of several polygons, overlapping ones included', () => {
    const two = new PreparedArea([
      { shell: square(2600000, 1200000, 1000), holes: [] },
      { shell: square(2600500, 1200500, 1000), holes: [] },
    ]);
    expect(two.contains([2600700, 1200700])).toBe(true);
    expect(two.contains([2601400, 1201400])).toBe(true);
    expect(two.contains([2601400, 1200100])).toBe(false);
  });

  it('areas share ground when one holds a vertex of the other, contains it, or their borders cross', () => {
    expect(areasIntersect(prepared(2600000, 1200000, 2000), prepared(2601000, 1201000, 2000))).toBe(true);
    expect(areasIntersect(prepared(2600000, 1200000, 10000), prepared(2601000, 1201000, 1000))).toBe(true);
    const cross = new PreparedArea([
      {
        shell: [
          [2599000, 1200400],
          [2603000, 1200400],
          [2603000, 1200600],
          [2599000, 1200600],
        ],
        holes: [],
      },
    ]);
    expect(areasIntersect(prepared(2600000, 1200000, 1000), cross)).toBe(true);
  });

  it('areas that only share a border, or lie in the other’s hole, do not', () => {
    expect(areasIntersect(prepared(2600000, 1200000, 1000), prepared(2601000, 1200000, 1000))).toBe(false);
    expect(areasIntersect(withHole, prepared(2604000, 1204000, 1000))).toBe(false);
    expect(areasIntersect(prepared(2600000, 1200000, 1000), prepared(2700000, 1200000, 1000))).toBe(false);
  });
});
