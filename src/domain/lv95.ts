import proj4 from 'proj4';

/** Swiss LV95 (EPSG:2056) as published by swisstopo, with the datum shift from WGS84. */
export const LV95_PROJ4 =
  '+proj=somerc +lat_0=46.95240555555556 +lon_0=7.439583333333333 +k_0=1 +x_0=2600000 +y_0=1200000' +
  ' +ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs';

export { LV95_BOUNDS } from './lv95Bounds.ts';

const converter = proj4('EPSG:4326', LV95_PROJ4);

/** [longitude, latitude] in WGS84 to [E, N] in LV95, rounded to 0.1 m (the precision we store). */
export function wgs84ToLv95(lon: number, lat: number): [number, number] {
  const [e, n] = converter.forward([lon, lat]);
  return [roundDecimetre(e!), roundDecimetre(n!)];
}

/** [E, N] in LV95 to [longitude, latitude] in WGS84, rounded to 6 decimals (about 0.1 m). */
export function lv95ToWgs84(e: number, n: number): [number, number] {
  const [lon, lat] = converter.inverse([e, n]);
  return [roundMicrodegree(lon!), roundMicrodegree(lat!)];
}

function roundMicrodegree(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function roundDecimetre(value: number): number {
  return Math.round(value * 10) / 10;
}
