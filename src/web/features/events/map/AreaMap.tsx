/*
 * The area map of the event editor and, with `readOnly`, of the event detail page.
 *
 * Drawing in a browser test: the map is `getByRole('region', { name: <events.editor.area.mapLabel> })`.
 * With the "draw polygon" tool chosen (the default while no area is drawn), every click on the map adds a
 * point and a double click adds the last point and closes the polygon, as OpenLayers' Draw does it. A draft
 * without area first shows all of Switzerland fitted into the map, so an LV95 point has a known place on
 * the page: `drawPolygonOnAreaMap(page, map, points)` in ./drawOnAreaMap.ts clicks LV95 points there (by
 * default `ZURICH_TRIANGLE`, inside the canton of Zurich). Scroll the map into view first.
 */
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { areaSquareKilometres } from '../../../../domain/area.ts';
import type { EventArea } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { useMapStates } from '../../home/useDashboard.ts';
import { cantonNames } from '../eventLabels.ts';
import classes from './AreaMap.module.css';
import { AreaToolbar } from './AreaToolbar.tsx';
import { areaFeedback, withHole } from './areaGeometry.ts';
import type { AreaTool } from './areaMap.ts';
import { CantonChooser } from './CantonChooser.tsx';
import { useAreaMap } from './useAreaMap.ts';

export interface AreaMapProps {
  /** The event's area: drawn polygons (LV95) or whole cantons. */
  value: EventArea;
  /** Called with the new area on every change; without it (or with `readOnly`) the map only shows. */
  onChange?(area: EventArea): void;
  readOnly?: boolean;
}

type AreaKind = 'drawn' | 'cantons';

// Source names as the data's terms of use ask for them; they are not translated.
const BFS_ATTRIBUTION = 'Bundesamt für Statistik (BFS), GEOSTAT';

/** Shows an event's area on the map of the cantons and, unless read-only, lets the operator draw or choose it. */
export function AreaMap({ value, onChange = () => undefined, readOnly = false }: AreaMapProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLElement>(null);
  const states = useMapStates().data ?? [];
  const [kind, setKind] = useState<AreaKind>(
    value.polygons.length === 0 && value.cantons.length > 0 ? 'cantons' : 'drawn',
  );
  const [tool, setTool] = useState<AreaTool>(value.polygons.length === 0 ? 'draw' : 'modify');
  // The other kind's area, kept while the operator looks at this one, so switching back loses nothing.
  const [other, setOther] = useState<EventArea>({ polygons: [], cantons: [] });
  const [holeOutside, setHoleOutside] = useState(false);
  const feedback = useMemo(() => areaFeedback(value.polygons), [value.polygons]);
  const setPolygons = (polygons: EventArea['polygons']) => onChange({ polygons, cantons: [] });
  const toggleCanton = (code: string) =>
    onChange({
      polygons: [],
      cantons: value.cantons.includes(code)
        ? value.cantons.filter((c) => c !== code)
        : [...value.cantons, code],
    });

  const handle = useAreaMap(
    target,
    {
      states,
      polygons: value.polygons,
      cantons: value.cantons,
      feedback,
      tool: readOnly ? 'none' : kind === 'cantons' ? 'cantons' : tool,
    },
    {
      onRingDrawn(ring, drawTool) {
        setHoleOutside(false);
        if (drawTool === 'draw') return setPolygons([...value.polygons, { shell: ring, holes: [] }]);
        const holed = withHole(value.polygons, ring);
        if (holed) setPolygons(holed);
        else setHoleOutside(true);
      },
      onModified: setPolygons,
      onDeleteClicked: (index) => setPolygons(value.polygons.filter((_, i) => i !== index)),
      onCantonClicked: toggleCanton,
    },
  );

  const switchKind = (next: AreaKind) => {
    setOther(value);
    setKind(next);
    onChange(other);
  };

  return (
    <Stack gap="sm">
      {!readOnly && (
        <SegmentedControl
          aria-label={t('events.editor.area.kind')}
          value={kind}
          onChange={(next) => switchKind(next as AreaKind)}
          data={(['drawn', 'cantons'] as const).map((k) => ({
            value: k,
            label: t(`events.editor.area.kinds.${k}`),
          }))}
          w="fit-content"
        />
      )}
      {!readOnly && kind === 'drawn' && (
        <AreaToolbar
          tool={tool}
          hasPolygons={value.polygons.length > 0}
          onToolChange={setTool}
          onClear={() => setPolygons([])}
        />
      )}
      {!readOnly && kind === 'cantons' && (
        <CantonChooser value={value.cantons} onChange={(cantons) => onChange({ polygons: [], cantons })} />
      )}
      {!readOnly && (
        <Text size="sm" c="dimmed">
          {t(`events.editor.area.hint.${kind === 'cantons' ? 'cantons' : tool}`)}
        </Text>
      )}
      <div className={classes.frame}>
        <section ref={target} className={classes.canvas} aria-label={t('events.editor.area.mapLabel')} />
        <div className={classes.attribution}>{BFS_ATTRIBUTION}</div>
      </div>
      {handle &&
        feedback.crossing &&
        createPortal(
          <div className={classes.tooltip} role="alert">
            {t('area.errors.selfIntersecting')}
          </div>,
          handle.tooltipElement,
        )}
      {holeOutside && (
        <Alert color="orange" role="alert">
          {t('events.editor.area.holeOutside')}
        </Alert>
      )}
      {feedback.problems
        .filter((problem) => problem.messageKey !== 'area.errors.selfIntersecting')
        .map((problem) => (
          <Alert key={`${problem.messageKey}.${problem.polygon}`} color="red" role="alert">
            {t(problem.messageKey)}
          </Alert>
        ))}
      <AreaSummary value={value} valid={feedback.problems.length === 0} />
    </Stack>
  );
}

function AreaSummary({ value, valid }: { value: EventArea; valid: boolean }) {
  const { t, i18n } = useTranslation();
  if (value.polygons.length > 0 && valid) {
    const km2 = areaSquareKilometres(value.polygons).toLocaleString(i18n.language);
    return (
      <Text size="sm">{t('events.editor.area.drawnSummary', { count: value.polygons.length, km2 })}</Text>
    );
  }
  if (value.cantons.length > 0)
    return (
      <Text size="sm">
        {t('events.editor.area.cantonSummary', {
          cantons: cantonNames(value.cantons, i18n.language as Language).join(', '),
        })}
      </Text>
    );
  return null;
}
