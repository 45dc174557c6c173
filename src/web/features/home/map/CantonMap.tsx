import type { Pixel } from 'ol/pixel.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardEvent, mapSeverities } from '../../../../domain/events.ts';
import type { MapState } from '../../../ui/map/cantonFeatures.ts';
import classes from './CantonMap.module.css';
import { CantonMapOverlay } from './CantonMapOverlay.tsx';
import { type CantonMapHandle, createCantonMap, type MapLayout } from './cantonMap.ts';
import { MapLegend } from './MapLegend.tsx';
import { reportUnknownMessageTypes } from './unknownMessageTypes.ts';

// Source names as the data's terms of use ask for them; they are not translated.
const BFS_ATTRIBUTION = 'Bundesamt für Statistik (BFS), GEOSTAT';
const SWISSTOPO_ATTRIBUTION = '© swisstopo';

export interface CantonMapProps {
  /** The cantons with their LV95 polygons, as `GET {ECC}/states` answers them. */
  states: readonly MapState[];
  /** The user's dashboard events: the map colours those in the last four states, tooltips list all. */
  events: readonly DashboardEvent[];
  /** Base map tile URL template ({z}/{x}/{y} on the LV95 grid); without it the cantons are drawn alone. */
  tilesUrl?: string | null;
  /** The source of the canton boundaries, named under the map. */
  boundaryAttribution?: string;
}

const NO_LAYOUT: MapLayout = { size: [0, 0], anchors: new Map() };

/**
 * The map of Switzerland on the home page: each canton filled by the most severe message type of
 * its published events, a tooltip per canton on hover, tap or keyboard focus, and a legend.
 */
export function CantonMap({
  states,
  events,
  tilesUrl = null,
  boundaryAttribution = BFS_ATTRIBUTION,
}: CantonMapProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<CantonMapHandle | null>(null);
  const [layout, setLayout] = useState<MapLayout>(NO_LAYOUT);
  const [pointer, setPointer] = useState<{ code: string; pixel: Pixel } | null>(null);
  const severities = useMemo(() => mapSeverities(events), [events]);

  useEffect(() => {
    if (!target.current) return;
    const created = createCantonMap({
      target: target.current,
      tilesUrl,
      onLayout: setLayout,
      onPointer: (code, pixel) => setPointer(code ? { code, pixel } : null),
    });
    setHandle(created);
    return () => created.dispose();
  }, [tilesUrl]);
  useEffect(() => handle?.showStates(states), [handle, states]);
  useEffect(() => handle?.showSeverities(severities), [handle, severities]);
  useEffect(() => reportUnknownMessageTypes(events), [events]);
  const highlight = useCallback((code: string | null) => handle?.highlight(code), [handle]);

  return (
    <section aria-label={t('dashboard.map.label')}>
      <div className={classes.frame} onPointerLeave={() => setPointer(null)}>
        <div ref={target} className={classes.canvas} aria-hidden="true" />
        <CantonMapOverlay
          states={states}
          events={events}
          layout={layout}
          pointer={pointer}
          onShownChange={highlight}
        />
        <div className={classes.attribution}>
          {tilesUrl ? `${boundaryAttribution} · ${SWISSTOPO_ATTRIBUTION}` : boundaryAttribution}
        </div>
      </div>
      <MapLegend />
    </section>
  );
}
