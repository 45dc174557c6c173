import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANTON_CODES, type CantonCode } from '../../../domain/cantons.ts';
import { wgs84ToLv95 } from '../../../domain/lv95.ts';
import type { StatePolygon } from '../schema/index.ts';
import { type CantonBoundaries, loadCantonBoundaries } from './geodata.ts';

const MULTI_PART: CantonCode[] = ['BE', 'OW', 'FR', 'SO', 'BL', 'SH', 'AI', 'TG', 'VD', 'GE'];
const WITH_HOLES: CantonCode[] = ['BE', 'FR', 'SG', 'TI', 'VD'];
const FEDERAL_PALACE: [number, number] = [2600000, 1200000];

/**
 * Switzerland in LV95, rounded outwards to the kilometre. DOMAIN.md's E maximum (2828515.82) is the
 * projected corner of the WGS84 box and misses the eastern tip, Piz Chavalatsch (10.4923 E = E 2833866).
 */
const LV95_BOUNDS = { minE: 2485000, maxE: 2834000, minN: 1075000, maxN: 1297000 };

/** Even-odd ray casting: inside the shell and in none of the holes. */
function contains(polygon: StatePolygon, [e, n]: [number, number]): boolean {
  const inRing = (ring: [number, number][]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ei, ni] = ring[i]!;
      const [ej, nj] = ring[j]!;
      if (ni > n !== nj > n && e < ((ej - ei) * (n - ni)) / (nj - ni) + ei) inside = !inside;
    }
    return inside;
  };
  return inRing(polygon.shell) && !polygon.holes.some(inRing);
}

function cantonsContaining(boundaries: CantonBoundaries, point: [number, number]): CantonCode[] {
  return [...boundaries]
    .filter(([, polygons]) => polygons.some((p) => contains(p, point)))
    .map(([code]) => code);
}

describe('canton boundaries from swiss-maps', () => {
  let boundaries: CantonBoundaries;
  beforeAll(async () => {
    boundaries = await loadCantonBoundaries();
  });

  it('projects WGS84 to LV95 as swisstopo does (Bern federal palace reference point)', () => {
    const [e, n] = wgs84ToLv95(7.43863, 46.95108);
    expect(Math.abs(e - FEDERAL_PALACE[0])).toBeLessThan(1);
    expect(Math.abs(n - FEDERAL_PALACE[1])).toBeLessThan(1);
  });

  it('has every one of the 26 cantons', () => {
    expect([...boundaries.keys()].sort()).toEqual([...CANTON_CODES].sort());
  });

  it('gives only closed rings of decimetre coordinates inside the LV95 bounds of Switzerland', () => {
    const { minE, maxE, minN, maxN } = LV95_BOUNDS;
    const rings = [...boundaries.values()].flat().flatMap((p) => [p.shell, ...p.holes]);
    const open = rings.filter((ring) => ring.length < 4 || ring.at(-1)!.join() !== ring[0]!.join());
    const outside = rings.flat().filter(([e, n]) => !(e >= minE && e <= maxE && n >= minN && n <= maxN));
    const finer = rings
      .flat()
      .filter(([e, n]) => Math.round(e * 10) / 10 !== e || Math.round(n * 10) / 10 !== n);
    expect({ open, outside, finer }).toEqual({ open: [], outside: [], finer: [] });
  });

  it('places the federal capital in Bern and in no other canton', () => {
    expect(cantonsContaining(boundaries, FEDERAL_PALACE)).toEqual(['BE']);
  });

  it('keeps exclaves as separate polygons and holes as holes', () => {
    for (const code of MULTI_PART) expect(boundaries.get(code)!.length, code).toBeGreaterThan(1);
    for (const code of WITH_HOLES) {
      expect(
        boundaries.get(code)!.some((p) => p.holes.length > 0),
        code,
      ).toBe(true);
    }
    expect(boundaries.get('ZH')).toHaveLength(1);
    expect(boundaries.get('ZH')![0]!.holes).toEqual([]);
  });

  it('keeps the detail of the source file (no simplification)', () => {
    const points = [...boundaries.values()].flat().reduce((sum, p) => sum + p.shell.length, 0);
    expect(points).toBeGreaterThan(9000);
  });
});

describe('canton boundaries from a BOUNDARIES_FILE', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'boundaries-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function writeGeoJson(name: string, features: unknown[]): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, JSON.stringify({ type: 'FeatureCollection', features }));
    return path;
  }

  function swissMapsFeatures() {
    const require = createRequire(import.meta.url);
    const topology = require('swiss-maps/2026/ch-combined.json') as Topology<{ cantons: GeometryCollection }>;
    return feature(topology, topology.objects.cantons).features;
  }

  it('reads cantons named by BFS number or by code, merging features of one canton', async () => {
    const features = swissMapsFeatures().flatMap((f): object[] => {
      const bfs = Number(f.id);
      // Bern comes as two features (code and BFS number attributes) to show that parts are merged.
      if (f.geometry.type === 'MultiPolygon' && bfs === 2) {
        return f.geometry.coordinates.map((coordinates, i) => ({
          type: 'Feature',
          properties: i === 0 ? { KANTONSNUMMER: '2' } : { Code: 'be' },
          geometry: { type: 'Polygon', coordinates },
        }));
      }
      return [{ type: 'Feature', properties: { KANTONSNUMMER: bfs }, geometry: f.geometry }];
    });
    const fromFile = await loadCantonBoundaries(await writeGeoJson('cantons.geojson', features));
    expect(fromFile).toEqual(await loadCantonBoundaries());
  });

  it('refuses a file that lacks a canton, naming it', async () => {
    const features = swissMapsFeatures()
      .filter((f) => Number(f.id) !== 26)
      .map((f) => ({ type: 'Feature', id: Number(f.id), properties: {}, geometry: f.geometry }));
    await expect(loadCantonBoundaries(await writeGeoJson('no-jura.geojson', features))).rejects.toThrow(/JU/);
  });

  it('refuses a file in LV95 instead of WGS84', async () => {
    const square = [
      [2600000, 1200000],
      [2601000, 1200000],
      [2601000, 1201000],
      [2600000, 1200000],
    ];
    const features = [
      { type: 'Feature', properties: { code: 'BE' }, geometry: { type: 'Polygon', coordinates: [square] } },
    ];
    await expect(loadCantonBoundaries(await writeGeoJson('lv95.geojson', features))).rejects.toThrow(/WGS84/);
  });

  it('refuses a feature that names no canton', async () => {
    const features = [{ type: 'Feature', properties: { name: 'Bodensee' }, geometry: null }];
    await expect(loadCantonBoundaries(await writeGeoJson('lake.geojson', features))).rejects.toThrow(
      /feature 0/,
    );
  });
});
