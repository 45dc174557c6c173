import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { CANTONS, type CantonCode, cantonByBfs } from '../../../domain/cantons.ts';
import { wgs84ToLv95 } from '../../../domain/lv95.ts';
import type { StatePolygon } from '../schema/index.ts';
import { type CantonFeature, type CantonGeometry, readBoundaryFile } from './boundary-file.ts';

export type CantonBoundaries = ReadonlyMap<CantonCode, StatePolygon[]>;

/** Cantons of 2026 in WGS84 (objects.cantons, ids = BFS numbers), shipped with the swiss-maps package. */
const SWISS_MAPS_FILE = 'swiss-maps/2026/ch-combined.json';

// Loose WGS84 box around Switzerland: a file in LV95 or another projection fails here instead of on the map.
const WGS84_BOX = { minLon: 5, maxLon: 11.5, minLat: 45, maxLat: 48.5 };

const loaded = new Map<string, Promise<CantonBoundaries>>();

/**
 * The polygons of every canton in LV95, from the bundled swiss-maps file or from `boundariesFile`
 * (GeoJSON in WGS84). Read once per process and file: seeding many test databases stays fast.
 */
export function loadCantonBoundaries(boundariesFile?: string): Promise<CantonBoundaries> {
  const key = boundariesFile ?? SWISS_MAPS_FILE;
  let boundaries = loaded.get(key);
  if (!boundaries) {
    boundaries = readBoundaries(boundariesFile);
    boundaries.catch(() => loaded.delete(key));
    loaded.set(key, boundaries);
  }
  return boundaries;
}

async function readBoundaries(boundariesFile?: string): Promise<CantonBoundaries> {
  const features = boundariesFile ? await readBoundaryFile(boundariesFile) : await readSwissMaps();
  const boundaries = new Map<CantonCode, StatePolygon[]>();
  for (const { code, geometry } of features) {
    boundaries.set(code, [...(boundaries.get(code) ?? []), ...toLv95Polygons(geometry)]);
  }
  const missing = CANTONS.filter((c) => !boundaries.get(c.code)?.length).map((c) => c.code);
  if (missing.length > 0) {
    throw new Error(`${boundariesFile ?? SWISS_MAPS_FILE}: no boundary for ${missing.join(', ')}`);
  }
  return boundaries;
}

async function readSwissMaps(): Promise<CantonFeature[]> {
  const path = createRequire(import.meta.url).resolve(SWISS_MAPS_FILE);
  const topology = JSON.parse(await readFile(path, 'utf8')) as Topology<{ cantons: GeometryCollection }>;
  return feature(topology, topology.objects.cantons).features.map((f) => {
    const canton = cantonByBfs(Number(f.id));
    if (!canton) throw new Error(`${SWISS_MAPS_FILE}: unknown canton id ${String(f.id)}`);
    if (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon') {
      throw new Error(`${SWISS_MAPS_FILE}: canton ${canton.code} is a ${f.geometry.type}`);
    }
    return { code: canton.code, geometry: f.geometry };
  });
}

/** Each part of a (multi)polygon as its own polygon (exclaves stay separate), holes kept as holes. */
export function toLv95Polygons(geometry: CantonGeometry): StatePolygon[] {
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const polygons: StatePolygon[] = [];
  for (const [shell, ...holes] of parts) {
    const lv95Shell = shell ? toLv95Ring(shell) : null;
    if (!lv95Shell) continue;
    const lv95Holes = holes.map(toLv95Ring).filter((ring) => ring !== null);
    polygons.push({ shell: lv95Shell, holes: lv95Holes });
  }
  return polygons;
}

/**
 * A closed LV95 ring, or null when nothing with an area is left at 0.1 m precision. Repeated points
 * that rounding makes identical are dropped; every other vertex of the source is kept.
 */
export function toLv95Ring(ring: Position[]): [number, number][] | null {
  const points: [number, number][] = [];
  for (const [lon, lat] of ring) {
    if (lon === undefined || lat === undefined) throw new Error('boundary ring with an incomplete position');
    assertSwissWgs84(lon, lat);
    const point = wgs84ToLv95(lon, lat);
    const previous = points.at(-1);
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) points.push(point);
  }
  const first = points[0];
  const last = points.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([first[0], first[1]]);
  return points.length >= 4 ? points : null;
}

function assertSwissWgs84(lon: number, lat: number) {
  const { minLon, maxLon, minLat, maxLat } = WGS84_BOX;
  if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) {
    throw new Error(`boundary position (${lon}, ${lat}) is not a WGS84 longitude/latitude in Switzerland`);
  }
}
