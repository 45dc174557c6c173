/*
 * The area map of the event editor and, with `readOnly`, of the event detail page.
 *
 * Drawing in a browser test: the map is `getByRole('region', { name: <events.editor.area.mapLabel> })`.
 * With the "draw polygon" tool chosen (the default while no area is drawn), every click on the map adds a
 * point and a double click adds the last point and closes the polygon, as OpenLayers' Draw does it. A draft
 * without area first shows all of Switzerland fitted into the map, so an LV95 point has a known place on
 * the page: `drawPolygonOnAreaMap(page, map, points)` in ./drawOnAreaMap.ts clicks LV95 points there (by
 * default `ZURICH_TRIANGLE`, inside the canton of Zurich). Scroll the map into view first.
 * The tools are segmented controls whose radio inputs are visually hidden: click their label text, e.g.
 * `getByText(<events.editor.area.tool.hole>, { exact: true })`.
 */
import { Stack } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { EventArea } from '../../../../domain/eventContent.ts';
import { BOUNDARY_SOURCE_KEY } from '../../../ui/map/boundarySource.ts';
import { useCantonStates } from '../../../ui/map/useCantonStates.ts';
import { AreaEditControls } from './AreaEditControls.tsx';
import classes from './AreaMap.module.css';
import { AreaNotes } from './AreaNotes.tsx';
import { areaFeedback } from './areaGeometry.ts';
import { useAreaEditing } from './useAreaEditing.ts';
import { useAreaMap } from './useAreaMap.ts';

export interface AreaMapProps {
  /** The event's area: drawn polygons (LV95) or whole cantons. */
  value: EventArea;
  /** Called with the new area on every change; without it (or with `readOnly`) the map only shows. */
  onChange?(area: EventArea): void;
  readOnly?: boolean;
}

/** Shows an event's area on the map of the cantons and, unless read-only, lets the operator draw or choose it. */
export function AreaMap({ value, onChange = () => undefined, readOnly = false }: AreaMapProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLElement>(null);
  const states = useCantonStates() ?? [];
  const editing = useAreaEditing(value, onChange);
  const feedback = useMemo(() => areaFeedback(value.polygons), [value.polygons]);
  const tool = readOnly ? 'none' : editing.kind === 'cantons' ? 'cantons' : editing.tool;
  const { polygons, cantons } = value;
  const handle = useAreaMap(target, { states, polygons, cantons, feedback, tool }, editing.events);

  return (
    <Stack gap="sm">
      {!readOnly && <AreaEditControls value={value} editing={editing} />}
      <div className={classes.frame}>
        <section ref={target} className={classes.canvas} aria-label={t('events.editor.area.mapLabel')} />
        <div className={classes.attribution}>{t(BOUNDARY_SOURCE_KEY)}</div>
      </div>
      {handle &&
        feedback.crossing &&
        createPortal(
          <div className={classes.tooltip} role="alert">
            {t('area.errors.selfIntersecting')}
          </div>,
          handle.tooltipElement,
        )}
      <AreaNotes value={value} feedback={feedback} holeOutside={editing.holeOutside} />
    </Stack>
  );
}
