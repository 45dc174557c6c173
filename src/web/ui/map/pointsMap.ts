import Feature from 'ol/Feature.js';
import MultiPoint from 'ol/geom/MultiPoint.js';
import type MultiPolygon from 'ol/geom/MultiPolygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import View from 'ol/View.js';
import { cantonFeature } from './cantonFeatures.ts';
import { lv95Projection, SWITZERLAND_EXTENT } from './lv95.ts';
import { mapPng } from './mapPng.ts';
import type { MapState } from './mapState.ts';

/** LV95 metres [E, N]. */
export type Point = [number, number];

/** A point to draw: LV95 metres and the category that colours it. */
export interface MapPoint<C extends string> {
  east: number;
  north: number;
  category: C;
}

/** How a map colours its points. */
export interface PointPalette<C extends string> {
  /** Every category, in the legend's order. */
  categories: readonly C[];
  colours: Readonly<Record<C, string>>;
  /** Categories drawn over all others (the last on top), so that trouble is never hidden under OK dots. */
  onTop?: readonly C[];
}

/** One colour for all points: red with a white rim stays visible over every canton fill. */
export const PLAIN_POINTS: PointPalette<'point'> = { categories: ['point'], colours: { point: '#C92A2A' } };

/** Plain [E, N] points, for a map in `PLAIN_POINTS`. */
export const plainPoints = (points: readonly Point[]): MapPoint<'point'>[] =>
  points.map(([east, north]) => ({ east, north, category: 'point' }));

export interface PointsMapHandle<C extends string> {
  show(states: readonly MapState[], points: readonly MapPoint<C>[], focus: string | null): void;
  /** The map as drawn, as a PNG (base64, no data-URL prefix), once every layer has rendered. */
  toPng(attribution: string): Promise<string>;
  dispose(): void;
}

const canton = (focused: boolean) =>
  new Style({
    fill: new Fill({ color: focused ? '#DDE3EA' : '#EEF1F4' }),
    stroke: new Stroke({ color: focused ? '#111418' : '#4B5560', width: focused ? 2 : 1 }),
    zIndex: focused ? 1 : 0,
  });
const CANTON = canton(false);
const FOCUSED = canton(true);
const dot = (colour: string, radius: number, zIndex: number) =>
  new Style({
    image: new CircleStyle({
      radius,
      fill: new Fill({ color: colour }),
      stroke: new Stroke({ color: '#FFFFFF', width: 1 }),
    }),
    zIndex,
  });

/** One multipoint per category that has points, styled in its colour and stacked as the palette says. */
function pointFeatures<C extends string>(
  points: readonly MapPoint<C>[],
  palette: PointPalette<C>,
  radius: number,
): Feature<MultiPoint>[] {
  return palette.categories.flatMap((category) => {
    const shown = points.filter((p) => p.category === category).map((p) => [p.east, p.north]);
    if (shown.length === 0) return [];
    const feature = new Feature(new MultiPoint(shown));
    feature.setStyle(dot(palette.colours[category], radius, (palette.onTop?.indexOf(category) ?? -1) + 1));
    return [feature];
  });
}

/**
 * A still map of Switzerland in LV95 (no controls, no interactions): the cantons, fitted to the one in
 * focus (outlined) or the whole country, and one dot per point in the colour of its category.
 */
export function createPointsMap<C extends string>(
  target: HTMLElement,
  palette: PointPalette<C>,
): PointsMapHandle<C> {
  let focus: string | null = null;
  const cantons = new VectorSource<Feature<MultiPolygon>>();
  const points = new VectorSource<Feature<MultiPoint>>();
  const view = new View({ projection: lv95Projection(), enableRotation: false });
  const map = new OlMap({
    target,
    view,
    controls: [],
    interactions: [],
    layers: [
      new VectorLayer({ source: cantons, style: (f) => (f.getId() === focus ? FOCUSED : CANTON) }),
      new VectorLayer({ source: points }),
    ],
  });
  const fitView = () => {
    const size = map.getSize();
    if (!size?.[0] || !size[1]) return;
    const focused = focus ? cantons.getFeatureById(focus) : null;
    view.fit(focused?.getGeometry()?.getExtent() ?? SWITZERLAND_EXTENT, { size, padding: [8, 8, 8, 8] });
  };
  map.on('change:size', fitView);

  return {
    show(states, shown, focusCode) {
      focus = focusCode;
      cantons.clear(true);
      cantons.addFeatures(states.map(cantonFeature));
      points.clear(true);
      // Thousands of sirens over the whole country: smaller dots.
      points.addFeatures(pointFeatures(shown, palette, shown.length > 500 && !focusCode ? 2 : 4));
      fitView();
    },
    toPng: (attribution) => mapPng(map, attribution),
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
