import { describe, expect, it } from 'vitest';
import { type AreaPolygon, areaProblems, areaSquareKilometres } from './area.ts';

// A 2 km square around Bern's federal palace, in LV95 metres.
const square: AreaPolygon = {
  shell: [
    [2599000, 1199000],
    [2601000, 1199000],
    [2601000, 1201000],
    [2599000, 1201000],
  ],
  holes: [],
};

describe('event areas', () => {
  it('accept a simple polygon, closed or not, and one with a hole', () => {
    expect(areaProblems([square])).toEqual([]);
    expect(areaProblems([{ ...square, shell: [...square.shell, square.shell[0]!] }])).toEqual([]);
    const withHole: AreaPolygon = {
      ...square,
      holes: [
        [
          [2599500, 1199500],
          [2600500, 1199500],
          [2600500, 1200500],
          [2599500, 1200500],
        ],
      ],
    };
    expect(areaProblems([withHole])).toEqual([]);
    expect(areaSquareKilometres([withHole])).toBeCloseTo(3, 1);
  });

  it('refuse an empty area and rings with fewer than three points', () => {
    expect(areaProblems([])).toEqual([{ messageKey: 'area.errors.empty' }]);
    const line: AreaPolygon = { shell: [square.shell[0]!, square.shell[1]!, square.shell[0]!], holes: [] };
    expect(areaProblems([line])).toEqual([{ messageKey: 'area.errors.tooFewPoints', polygon: 0 }]);
  });

  it('refuse a self-intersecting ring and say where it crosses', () => {
    const bowTie: AreaPolygon = {
      shell: [
        [2599000, 1199000],
        [2601000, 1201000],
        [2601000, 1199000],
        [2599000, 1201000],
      ],
      holes: [],
    };
    expect(areaProblems([square, bowTie])).toEqual([
      { messageKey: 'area.errors.selfIntersecting', polygon: 1, at: [2600000, 1200000] },
    ]);
  });

  it('refuse points outside Switzerland', () => {
    const paris: AreaPolygon = {
      shell: [
        [2000000, 1100000],
        [2001000, 1100000],
        [2001000, 1101000],
      ],
      holes: [],
    };
    expect(areaProblems([paris])).toEqual([{ messageKey: 'area.errors.outsideSwitzerland', polygon: 0 }]);
  });

  it('measure the surface in square kilometres', () => {
    expect(areaSquareKilometres([square])).toBeCloseTo(4, 1);
  });

  it('measure an unfinished drawing without failing: rings of fewer than three points enclose nothing', () => {
    const point: AreaPolygon = { shell: [square.shell[0]!], holes: [] };
    expect(areaSquareKilometres([{ shell: [], holes: [] }, point])).toBe(0);
    expect(areaSquareKilometres([square, { ...square, shell: square.shell.slice(0, 2) }])).toBeCloseTo(4, 1);
    expect(areaSquareKilometres([{ ...square, holes: [[square.shell[0]!]] }])).toBeCloseTo(4, 1);
  });
});
