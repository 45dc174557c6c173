import { buffer, getHeight, getWidth } from 'ol/extent.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import type BaseLayer from 'ol/layer/Base.js';
import OlMap from 'ol/Map.js';
import Overlay from 'ol/Overlay.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';
import type { AreaPolygon } from '../../../../domain/area.ts';
import { lv95Projection, SWITZERLAND_EXTENT } from '../../../ui/map/lv95.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import { createAreaLayers } from './areaLayers.ts';
import { type AreaTool, type AreaToolEvents, createAreaTools } from './areaTools.ts';

export type { AreaTool } from './areaTools.ts';

export interface AreaMapOptions extends AreaToolEvents {
  target: HTMLElement;
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

function createMap(target: HTMLElement, layers: BaseLayer[], tooltip: Overlay): OlMap {
  const view = new View({
    projection: lv95Projection(),
    enableRotation: false,
    extent: SWITZERLAND_EXTENT,
    constrainOnlyCenter: true,
  });
  return new OlMap({
    target,
    view,
    layers,
    overlays: [tooltip],
    controls: [],
    // A double click finishes a polygon: it must not zoom as well.
    interactions: defaultInteractions({
      doubleClickZoom: false,
      altShiftDragRotate: false,
      pinchRotate: false,
    }),
  });
}

/** A map of Switzerland in LV95 that can be dragged and zoomed, with the tools to draw an event's area. */
export function createAreaMap(options: AreaMapOptions): AreaMapHandle {
  const layers = createAreaLayers();
  const tooltipElement = document.createElement('div');
  const tooltip = new Overlay({ element: tooltipElement, positioning: 'bottom-center', offset: [0, -12] });
  const map = createMap(options.target, [layers.cantonLayer, layers.areaLayer], tooltip);
  const tools = createAreaTools(map, layers.areaSource, options);
  const featureAt = (pixel: number[], layer: BaseLayer) =>
    map.forEachFeatureAtPixel(pixel, (f) => f.getId(), { layerFilter: (l) => l === layer });

  map.on('click', ({ pixel }) => {
    const tool = tools.current();
    const id = tool === 'delete' ? featureAt(pixel, layers.areaLayer) : undefined;
    if (id !== undefined) options.onDeleteClicked(Number(id));
    const code = tool === 'cantons' ? featureAt(pixel, layers.cantonLayer) : undefined;
    if (code !== undefined) options.onCantonClicked(String(code));
  });

  return {
    tooltipElement,
    showStates: layers.showStates,
    showArea: layers.showArea,
    showCrossing: (at) => tooltip.setPosition(at ?? undefined),
    setTool: tools.set,
    fit() {
      const size = map.getSize();
      if (!size || size[0] === 0) return;
      const shown = layers.areaSource.isEmpty()
        ? new VectorSource({ features: layers.chosenCantons() })
        : layers.areaSource;
      const view = map.getView();
      if (shown.isEmpty()) return view.fit(SWITZERLAND_EXTENT, { size, padding: PADDING });
      // Some country around the area, so the operator sees where it lies.
      const extent = shown.getExtent() ?? SWITZERLAND_EXTENT;
      const margin = Math.max(getWidth(extent), getHeight(extent), MIN_SURROUNDING_METRES);
      view.fit(buffer(extent, margin / 2), { size, padding: PADDING });
    },
    dispose() {
      tools.set('none');
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
