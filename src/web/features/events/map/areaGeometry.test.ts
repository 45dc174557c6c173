import { describe, expect, it } from 'vitest';
import { areaFeedback, withHole } from './areaGeometry.ts';

const square = (e: number, n: number, side: number): [number, number][] => [
  [e, n],
  [e + side, n],
  [e + side, n + side],
  [e, n + side],
  [e, n],
];

describe('area geometry of the map', () => {
  it('makes a ring drawn inside a polygon its hole, and refuses one drawn outside every polygon', () => {
    const polygons = [
      { shell: square(2600000, 1200000, 4000), holes: [] },
      { shell: square(2610000, 1200000, 4000), holes: [] },
    ];
    const hole = square(2611000, 1201000, 1000);
    expect(withHole(polygons, hole)).toEqual([polygons[0], { ...polygons[1], holes: [hole] }]);
    expect(withHole(polygons, square(2605000, 1201000, 1000))).toBeNull();
  });

  it('gives the crossing point of a self-intersecting outline and marks that polygon invalid', () => {
    const fine = { shell: square(2600000, 1200000, 4000), holes: [] };
    const bowTie = {
      shell: [
        [2610000, 1200000],
        [2612000, 1202000],
        [2612000, 1200000],
        [2610000, 1202000],
      ] as [number, number][],
      holes: [],
    };
    const feedback = areaFeedback([fine, bowTie]);
    expect(feedback.crossing).toEqual({ polygon: 1, at: [2611000, 1201000] });
    expect([...feedback.invalid]).toEqual([1]);
    expect(areaFeedback([fine])).toEqual({ problems: [], crossing: null, invalid: new Set() });
  });

  it('does not call an area not drawn yet an error on the map', () => {
    expect(areaFeedback([]).problems).toEqual([]);
  });
});
