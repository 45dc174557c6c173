import type Feature from 'ol/Feature.js';
import type MultiPolygon from 'ol/geom/MultiPolygon.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import type { Pixel } from 'ol/pixel.js';
import VectorSource from 'ol/source/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import TileGrid from 'ol/tilegrid/TileGrid.js';
import View from 'ol/View.js';
import type { MapSeverity } from '../../../../domain/events.ts';
import { anchorOf, cantonFeature, type MapState } from '../../../ui/map/cantonFeatures.ts';
import { LV95_TILE_GRID, lv95Projection, SWITZERLAND_EXTENT } from '../../../ui/map/lv95.ts';
import { cantonStyle } from './cantonStyles.ts';

/** Where things are on screen, in CSS pixels from the map's top left corner. */
export interface MapLayout {
  size: [number, number];
  /** The focus target point of each canton. */
  anchors: ReadonlyMap<string, Pixel>;
}

export interface CantonMapOptions {
  target: HTMLElement;
  /** Tile URL template with {z}/{x}/{y} on the LV95 grid; null draws the cantons alone. */
  tilesUrl: string | null;
  onLayout(layout: MapLayout): void;
  /** The canton under the pointer (null: none) when the pointer moves or taps. */
  onPointer(code: string | null, pixel: Pixel): void;
}

/** The OpenLayers side of the canton map: what the React component tells it and asks of it. */
export interface CantonMapHandle {
  showStates(states: readonly MapState[]): void;
  showSeverities(severities: ReadonlyMap<string, MapSeverity>): void;
  highlight(code: string | null): void;
  dispose(): void;
}

const PADDING = [8, 8, 8, 8];

function baseLayer(tilesUrl: string) {
  return new TileLayer({
    source: new XYZ({ url: tilesUrl, projection: lv95Projection(), tileGrid: new TileGrid(LV95_TILE_GRID) }),
  });
}

/**
 * A map of Switzerland in LV95 at the one zoom that fits the cantons into the element: no
 * interactions and no controls, so it can neither be dragged nor zoomed; it refits when resized.
 */
export function createCantonMap({
  target,
  tilesUrl,
  onLayout,
  onPointer,
}: CantonMapOptions): CantonMapHandle {
  let severities: ReadonlyMap<string, MapSeverity> = new Map();
  let highlighted: string | null = null;
  const source = new VectorSource<Feature<MultiPolygon>>();
  const cantons = new VectorLayer({
    source,
    style: (feature) =>
      cantonStyle({
        severity: severities.get(String(feature.getId())),
        highlighted: feature.getId() === highlighted,
        translucent: tilesUrl !== null,
      }),
  });
  const view = new View({ projection: lv95Projection(), enableRotation: false });
  const map = new OlMap({
    target,
    view,
    layers: tilesUrl ? [baseLayer(tilesUrl), cantons] : [cantons],
    controls: [],
    interactions: [],
  });

  const layout = () => {
    const [width = 0, height = 0] = map.getSize() ?? [];
    if (width === 0 || height === 0) return;
    const extent = (!source.isEmpty() && source.getExtent()) || SWITZERLAND_EXTENT;
    view.fit(extent, { size: [width, height], padding: PADDING });
    const [centreE = 0, centreN = 0] = view.getCenter() ?? [];
    const resolution = view.getResolution() ?? 1;
    const anchors = new Map<string, Pixel>();
    for (const feature of source.getFeatures()) {
      const [e, n] = anchorOf(feature.getGeometry()!);
      anchors.set(String(feature.getId()), [
        (e - centreE) / resolution + width / 2,
        (centreN - n) / resolution + height / 2,
      ]);
    }
    onLayout({ size: [width, height], anchors });
  };
  map.on('change:size', layout);
  layout();
  const pointer = (event: { pixel: Pixel }) => {
    const code = map.forEachFeatureAtPixel(event.pixel, (feature) => String(feature.getId()), {
      layerFilter: (layer) => layer === cantons,
    });
    onPointer(code ?? null, event.pixel);
  };
  map.on('pointermove', pointer);
  map.on('click', pointer);

  return {
    showStates(states) {
      source.clear(true);
      source.addFeatures(states.map(cantonFeature));
      layout();
    },
    showSeverities(next) {
      severities = next;
      cantons.changed();
    },
    highlight(code) {
      if (code === highlighted) return;
      highlighted = code;
      cantons.changed();
    },
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
