import { useElementSize } from '@mantine/hooks';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardEvent, mapSeverities } from '../../../../domain/events.ts';
import { BOUNDARY_SOURCE_KEY } from '../../../ui/map/boundarySource.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import classes from './CantonMap.module.css';
import { CantonMapOverlay } from './CantonMapOverlay.tsx';
import { BaseTiles, CantonShapes } from './CantonShapes.tsx';
import { MapLegend } from './MapLegend.tsx';
import { anchorOf, layoutOf, type Pixel, pathOf, VIEW_BOX } from './mapView.ts';
import { reportUnknownMessageTypes } from './unknownMessageTypes.ts';

// The base map's source, a name in every language.
const SWISSTOPO_ATTRIBUTION = '© swisstopo';

export interface CantonMapProps {
  /** The cantons with their LV95 polygons, as `GET {ECC}/states` answers them. */
  states: readonly MapState[];
  /** The user's dashboard events: the map colours those in the last four states, tooltips list all. */
  events: readonly DashboardEvent[];
  /** Base map tile URL template ({z}/{x}/{y} on the LV95 grid); without it the cantons are drawn alone. */
  tilesUrl?: string | null;
}

/** The canton under the pointer (from the path it is over) and where, in pixels of the frame. */
function pointerOf(event: MouseEvent<Element>): { code: string; pixel: Pixel } | null {
  const code = (event.target as Element).getAttribute('data-canton');
  const box = event.currentTarget.getBoundingClientRect();
  return code ? { code, pixel: [event.clientX - box.left, event.clientY - box.top] } : null;
}

/**
 * The map of Switzerland on the home page, drawn as SVG at one fixed view: each canton filled by the
 * most severe message type of its published events, a tooltip per canton on hover, tap or keyboard
 * focus, and a legend.
 */
export function CantonMap({ states, events, tilesUrl = null }: CantonMapProps) {
  const { t } = useTranslation();
  const boundarySource = t(BOUNDARY_SOURCE_KEY);
  const frame = useElementSize<HTMLDivElement>();
  const [pointer, setPointer] = useState<{ code: string; pixel: Pixel } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const severities = useMemo(() => mapSeverities(events), [events]);
  const shapes = useMemo(
    () => states.map((state) => ({ code: state.code, path: pathOf(state.polygons) })),
    [states],
  );
  const anchors = useMemo(
    () => new Map(states.map((state) => [state.code, anchorOf(state.polygons)])),
    [states],
  );
  const layout = useMemo(
    () => layoutOf(anchors, [frame.width, frame.height]),
    [anchors, frame.width, frame.height],
  );
  useEffect(() => reportUnknownMessageTypes(events), [events]);
  const onPointer = (event: MouseEvent<Element>) => setPointer(pointerOf(event));

  return (
    <section aria-label={t('dashboard.map.label')}>
      <div className={classes.frame} onPointerLeave={() => setPointer(null)}>
        <div ref={frame.ref} className={classes.canvas}>
          <svg
            className={classes.svg}
            viewBox={VIEW_BOX}
            aria-hidden="true"
            onPointerMove={onPointer}
            onClick={onPointer}
          >
            {tilesUrl && <BaseTiles template={tilesUrl} width={frame.width} />}
            <CantonShapes
              shapes={shapes}
              severities={severities}
              highlighted={highlighted}
              translucent={tilesUrl !== null}
            />
          </svg>
        </div>
        <CantonMapOverlay
          states={states}
          events={events}
          layout={layout}
          pointer={pointer}
          onShownChange={setHighlighted}
        />
        <div className={classes.attribution}>
          {tilesUrl ? `${boundarySource} · ${SWISSTOPO_ATTRIBUTION}` : boundarySource}
        </div>
      </div>
      <MapLegend />
    </section>
  );
}
