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
import { cantonFeature, type MapState } from './cantonFeatures.ts';
import { lv95Projection, SWITZERLAND_EXTENT } from './lv95.ts';
import { mapPng } from './mapPng.ts';

/** LV95 metres [E, N]. */
export type Point = [number, number];

export interface PointsMapHandle {
  show(states: readonly MapState[], points: readonly Point[], focus: string | null): void;
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
// Red dots with a white rim stay visible over every canton fill.
const dot = (radius: number) =>
  new Style({
    image: new CircleStyle({
      radius,
      fill: new Fill({ color: '#C92A2A' }),
      stroke: new Stroke({ color: '#FFFFFF', width: 1 }),
    }),
  });

/**
 * A still map of Switzerland in LV95 (no controls, no interactions): the cantons, one of them focused
 * and fitted, and points as dots. Shared by the siren-group form and the report e-mail.
 */
export function createPointsMap(target: HTMLElement): PointsMapHandle {
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
  const fitToPoints = () => {
    const size = map.getSize();
    if (!size?.[0] || !size[1]) return;
    const focused = focus ? cantons.getFeatureById(focus) : null;
    view.fit(focused?.getGeometry()?.getExtent() ?? SWITZERLAND_EXTENT, { size, padding: [8, 8, 8, 8] });
  };
  map.on('change:size', fitToPoints);

  return {
    show(states, shown, focusCode) {
      focus = focusCode;
      cantons.clear(true);
      cantons.addFeatures(states.map(cantonFeature));
      points.clear(true);
      const feature = new Feature(new MultiPoint(shown.map((p) => [...p])));
      // Thousands of sirens over the whole country: smaller dots.
      feature.setStyle(dot(shown.length > 500 && !focusCode ? 2 : 4));
      points.addFeature(feature);
      fitToPoints();
    },
    toPng: (attribution) => mapPng(map, attribution),
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
