import { buffer, getHeight, getWidth } from 'ol/extent.js';
import Feature from 'ol/Feature.js';
import type MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import Draw from 'ol/interaction/Draw.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import Modify from 'ol/interaction/Modify.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import Overlay from 'ol/Overlay.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';
import type { AreaPolygon, Ring } from '../../../../domain/area.ts';
import { cantonFeature, type MapState } from '../../../ui/map/cantonFeatures.ts';
import { lv95Projection, SWITZERLAND_EXTENT } from '../../../ui/map/lv95.ts';
import { AREA_STYLES, CANTON_STYLES } from './areaStyles.ts';

/** What a click or drag on the map does. */
export type AreaTool = 'draw' | 'hole' | 'modify' | 'delete' | 'cantons' | 'none';

export interface AreaMapOptions {
  target: HTMLElement;
  /** A ring drawn with the draw tool (new polygon) or the hole tool. */
  onRingDrawn(ring: Ring, tool: 'draw' | 'hole'): void;
  /** The polygons after points were moved, added or removed with the modify tool. */
  onModified(polygons: AreaPolygon[]): void;
  /** The polygon clicked with the delete tool. */
  onDeleteClicked(index: number): void;
  /** The canton clicked with the cantons tool. */
  onCantonClicked(code: string): void;
}

/** The OpenLayers side of the area map: what the React component tells it and asks of it. */
export interface AreaMapHandle {
  /** Where the error tooltip's content goes; OpenLayers keeps it at the crossing point. */
  tooltipElement: HTMLElement;
  showStates(states: readonly MapState[]): void;
  showArea(polygons: readonly AreaPolygon[], cantons: readonly string[], invalid: ReadonlySet<number>): void;
  showCrossing(at: [number, number] | null): void;
  setTool(tool: AreaTool): void;
  /** Zooms to the drawn polygons or chosen cantons, or to Switzerland when there are none. */
  fit(): void;
  dispose(): void;
}

const PADDING = [24, 24, 24, 24];
const MIN_SURROUNDING_METRES = 20_000;

function polygonsOf(source: VectorSource<Feature<Polygon>>): AreaPolygon[] {
  return [...source.getFeatures()]
    .sort((a, b) => Number(a.getId()) - Number(b.getId()))
    .map((feature) => {
      const [shell = [], ...holes] = feature.getGeometry()!.getCoordinates() as Ring[];
      return { shell, holes };
    });
}

/** A map of Switzerland in LV95 that can be dragged and zoomed, with the tools to draw an event's area. */
export function createAreaMap(options: AreaMapOptions): AreaMapHandle {
  let chosen: ReadonlySet<string> = new Set();
  let invalid: ReadonlySet<number> = new Set();
  const cantonSource = new VectorSource<Feature<MultiPolygon>>();
  const areaSource = new VectorSource<Feature<Polygon>>();
  const cantonLayer = new VectorLayer({
    source: cantonSource,
    style: (feature) => (chosen.has(String(feature.getId())) ? CANTON_STYLES.chosen : CANTON_STYLES.plain),
  });
  const areaLayer = new VectorLayer({
    source: areaSource,
    style: (feature) => (invalid.has(Number(feature.getId())) ? AREA_STYLES.invalid : AREA_STYLES.valid),
  });
  const tooltipElement = document.createElement('div');
  const tooltip = new Overlay({ element: tooltipElement, positioning: 'bottom-center', offset: [0, -12] });
  const view = new View({
    projection: lv95Projection(),
    enableRotation: false,
    extent: SWITZERLAND_EXTENT,
    constrainOnlyCenter: true,
  });
  const map = new OlMap({
    target: options.target,
    view,
    layers: [cantonLayer, areaLayer],
    overlays: [tooltip],
    controls: [],
    // A double click finishes a polygon: it must not zoom as well.
    interactions: defaultInteractions({
      doubleClickZoom: false,
      altShiftDragRotate: false,
      pinchRotate: false,
    }),
  });
  const tools = createTools(map, areaSource, options);

  map.on('click', (event) => {
    if (tools.current === 'delete') {
      const id = map.forEachFeatureAtPixel(event.pixel, (f) => f.getId(), {
        layerFilter: (l) => l === areaLayer,
      });
      if (id !== undefined) options.onDeleteClicked(Number(id));
    }
    if (tools.current === 'cantons') {
      const code = map.forEachFeatureAtPixel(event.pixel, (f) => f.getId(), {
        layerFilter: (l) => l === cantonLayer,
      });
      if (code !== undefined) options.onCantonClicked(String(code));
    }
  });

  const fit = () => {
    const size = map.getSize();
    if (!size || size[0] === 0) return;
    const chosenCantons = cantonSource.getFeatures().filter((f) => chosen.has(String(f.getId())));
    const source = areaSource.isEmpty() ? new VectorSource({ features: chosenCantons }) : areaSource;
    if (source.isEmpty()) return view.fit(SWITZERLAND_EXTENT, { size, padding: PADDING });
    // Some country around the area, so the operator sees where it lies.
    const extent = source.getExtent() ?? SWITZERLAND_EXTENT;
    const margin = Math.max(getWidth(extent), getHeight(extent), MIN_SURROUNDING_METRES);
    view.fit(buffer(extent, margin / 2), { size, padding: PADDING });
  };
  return {
    tooltipElement,
    showStates(states) {
      cantonSource.clear(true);
      cantonSource.addFeatures(states.map(cantonFeature));
    },
    showArea(polygons, cantons, invalidPolygons) {
      chosen = new Set(cantons);
      invalid = invalidPolygons;
      areaSource.clear(true);
      areaSource.addFeatures(
        polygons.map((polygon, index) => {
          const feature = new Feature(new Polygon([polygon.shell, ...polygon.holes]));
          feature.setId(index);
          return feature;
        }),
      );
      cantonLayer.changed();
    },
    showCrossing(at) {
      tooltip.setPosition(at ?? undefined);
    },
    setTool: tools.set,
    fit,
    dispose() {
      tools.set('none');
      map.setTarget(undefined);
      map.dispose();
    },
  };
}

/** The draw, hole and modify interactions; only the current tool's is on the map. */
function createTools(map: OlMap, areaSource: VectorSource<Feature<Polygon>>, options: AreaMapOptions) {
  const draw = new Draw({ type: 'Polygon' });
  const modify = new Modify({ source: areaSource });
  const state = { current: 'none' as AreaTool };
  draw.on('drawend', (event) => {
    const [ring = []] = (event.feature.getGeometry() as Polygon).getCoordinates() as Ring[];
    if (state.current === 'draw' || state.current === 'hole') options.onRingDrawn(ring, state.current);
  });
  modify.on('modifyend', () => options.onModified(polygonsOf(areaSource)));
  // While drawing, Escape drops the unfinished polygon and Backspace its last point (not while typing).
  const keys = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable]'))
      return;
    if (event.key === 'Escape') draw.abortDrawing();
    if (event.key === 'Backspace') draw.removeLastPoint();
  };
  return {
    get current() {
      return state.current;
    },
    set(tool: AreaTool) {
      state.current = tool;
      map.removeInteraction(draw);
      map.removeInteraction(modify);
      document.removeEventListener('keydown', keys);
      if (tool === 'draw' || tool === 'hole') {
        map.addInteraction(draw);
        document.addEventListener('keydown', keys);
      }
      if (tool === 'modify') map.addInteraction(modify);
    },
  };
}
