import { readFile } from 'node:fs/promises';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { type CantonCode, cantonByBfs, isCantonCode } from '../../../domain/cantons.ts';

export type CantonGeometry = Polygon | MultiPolygon;

/** One boundary of a canton as read from a source file (a canton may come in several features). */
export interface CantonFeature {
  code: CantonCode;
  geometry: CantonGeometry;
}

// Attribute names used by common boundary files (swissBOUNDARIES3D: KANTONSNUMMER), compared case-insensitively.
const CODE_KEYS = [
  'code',
  'canton',
  'canton_code',
  'kanton',
  'kantonskuerzel',
  'kuerzel',
  'abbreviation',
  'abbr',
  'kt',
];
const NUMBER_KEYS = [
  'kantonsnummer',
  'kantonsnum',
  'kantonsnr',
  'bfs',
  'bfs_nummer',
  'bfs_number',
  'bfsnr',
  'bfs_nr',
  'bfsnumber',
  'canton_number',
  'kt_nr',
  'id',
];

/** Reads a WGS84 GeoJSON FeatureCollection whose every feature is the (multi)polygon of one canton. */
export async function readBoundaryFile(path: string): Promise<CantonFeature[]> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!isFeatureCollection(json)) throw new Error(`${path}: not a GeoJSON FeatureCollection`);
  return json.features.map((feature, index) => {
    const code = cantonOfFeature(feature);
    if (!code) throw new Error(`${path}: feature ${index} carries neither a canton code nor a BFS number`);
    const geometry = feature.geometry;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') {
      throw new Error(`${path}: feature ${index} (${code}) is not a Polygon or MultiPolygon`);
    }
    return { code, geometry };
  });
}

/** The canton a feature describes, by a code attribute, a BFS number attribute or the feature id. */
export function cantonOfFeature(feature: Pick<Feature, 'id' | 'properties'>): CantonCode | undefined {
  const properties = new Map(Object.entries(feature.properties ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  for (const key of CODE_KEYS) {
    const code = asCode(properties.get(key));
    if (code) return code;
  }
  for (const key of NUMBER_KEYS) {
    const code = asBfsCode(properties.get(key));
    if (code) return code;
  }
  return asCode(feature.id) ?? asBfsCode(feature.id);
}

function asCode(value: unknown): CantonCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return isCantonCode(code) ? code : undefined;
}

function asBfsCode(value: unknown): CantonCode | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' ? cantonByBfs(number)?.code : undefined;
}

function isFeatureCollection(json: unknown): json is { features: Feature[] } {
  if (typeof json !== 'object' || json === null) return false;
  const candidate = json as { type?: unknown; features?: unknown };
  return candidate.type === 'FeatureCollection' && Array.isArray(candidate.features);
}
