import { describe, expect, it } from 'vitest';
import { LV95_BOUNDS } from '../../../../domain/lv95Bounds.ts';
import { tilesFor } from './mapTiles.ts';
import { anchorOf, layoutOf, pathOf, toPixel, VIEW } from './mapView.ts';

const E = VIEW.minE;
const N = VIEW.maxN;
const square = (west: number, south: number, side: number): [number, number][] => [
  [west, south],
  [west + side, south],
  [west + side, south + side],
  [west, south + side],
  [west, south],
];

describe('the fixed view of the home map', () => {
  it('holds the whole of Switzerland at the frame’s 3:2', () => {
    expect(VIEW.minE).toBeLessThan(LV95_BOUNDS.minE);
    expect(VIEW.minE + VIEW.width).toBeGreaterThan(LV95_BOUNDS.maxE);
    expect(VIEW.maxN).toBeGreaterThan(LV95_BOUNDS.maxN);
    expect(VIEW.maxN - VIEW.height).toBeLessThan(LV95_BOUNDS.minN);
    expect(VIEW.width / VIEW.height).toBeCloseTo(1.5, 2);
  });

  it('draws each part and hole of a canton with north up, in metres from the view’s north-west corner', () => {
    const path = pathOf([
      { shell: square(E + 1000, N - 3000, 2000), holes: [square(E + 1500, N - 2500, 500)] },
      { shell: square(E + 5000, N - 6000, 1000), holes: [] },
    ]);
    expect(path).toBe(
      'M1000 3000L3000 3000L3000 1000L1000 1000L1000 3000Z' +
        'M1500 2500L2000 2500L2000 2000L1500 2000L1500 2500Z' +
        'M5000 6000L6000 6000L6000 5000L5000 5000L5000 6000Z',
    );
  });

  it('puts the focus point inside the largest part, beside its hole', () => {
    const [e, n] = anchorOf([
      { shell: square(0, 0, 10), holes: [] },
      { shell: square(100, 100, 60), holes: [square(120, 120, 20)] },
    ]);
    expect(n).toBe(130);
    expect(e > 100 && e < 120).toBe(true);
  });

  it('places points where the SVG shows them, centred when the frame is not 3:2', () => {
    const [left, top] = toPixel([E, N], [600, 400]);
    expect(left).toBeCloseTo(0, 2);
    expect(top).toBeCloseTo(0, 2);
    const [x, y] = toPixel([E + VIEW.width, N - VIEW.height], [600, 400]);
    expect(x).toBeCloseTo(600, 6);
    expect(y).toBeCloseTo(400, 0);
    const [, squareTop] = toPixel([E, N], [600, 600]);
    expect(squareTop).toBeCloseTo((600 - (VIEW.height * 600) / VIEW.width) / 2, 6);
    expect(layoutOf(new Map([['BE', [E, N]]]), [0, 0]).anchors.size).toBe(0);
  });
});

describe('base tiles', () => {
  it('cover the view at one zoom at least as sharp as the screen, spread over the template’s hosts', () => {
    const tiles = tilesFor('https://{a-c}.tiles.example.ch/{z}/{x}/{y}.png', 600);
    expect(tiles.length).toBeGreaterThan(1);
    expect(new Set(tiles.map((tile) => tile.size))).toEqual(new Set([500 * 256]));
    expect(
      tiles.every((tile) => /^https:\/\/[abc]\.tiles\.example\.ch\/15\/\d+\/\d+\.png$/.test(tile.href)),
    ).toBe(true);
    expect(new Set(tiles.map((tile) => tile.href.slice(8, 9))).size).toBeGreaterThan(1);
    expect(Math.min(...tiles.map((tile) => tile.x))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.x + tile.size))).toBeGreaterThanOrEqual(VIEW.width);
    expect(Math.min(...tiles.map((tile) => tile.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.y + tile.size))).toBeGreaterThanOrEqual(VIEW.height);
    expect(tilesFor('https://t.example.ch/{z}/{x}/{y}.png', 1200)[0]?.size).toBe(250 * 256);
  });
});
