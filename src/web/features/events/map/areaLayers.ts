import Feature from 'ol/Feature.js';
import type MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import type { AreaPolygon, Ring } from '../../../../domain/area.ts';
import { cantonFeature } from '../../../ui/map/cantonFeatures.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import { AREA_STYLES, CANTON_STYLES } from './areaStyles.ts';

/** The cantons below and the drawn polygons above, each polygon's feature id its index in the area. */
export function createAreaLayers() {
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
  return {
    cantonLayer,
    areaLayer,
    cantonSource,
    areaSource,
    /** The chosen cantons' features, for zooming to them. */
    chosenCantons: () => cantonSource.getFeatures().filter((f) => chosen.has(String(f.getId()))),
    showStates(states: readonly MapState[]) {
      cantonSource.clear(true);
      cantonSource.addFeatures(states.map(cantonFeature));
    },
    showArea(
      polygons: readonly AreaPolygon[],
      cantons: readonly string[],
      invalidPolygons: ReadonlySet<number>,
    ) {
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
  };
}

/** The drawn polygons as the area has them, in their order. */
export function polygonsOf(source: VectorSource<Feature<Polygon>>): AreaPolygon[] {
  return [...source.getFeatures()]
    .sort((a, b) => Number(a.getId()) - Number(b.getId()))
    .map((feature) => {
      const [shell = [], ...holes] = feature.getGeometry()!.getCoordinates() as Ring[];
      return { shell, holes };
    });
}
