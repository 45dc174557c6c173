import { type RefObject, useEffect, useRef, useState } from 'react';
import type { AreaPolygon, Ring } from '../../../../domain/area.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import type { AreaFeedback } from './areaGeometry.ts';
import { type AreaMapHandle, type AreaTool, createAreaMap } from './areaMap.ts';

export interface AreaMapEvents {
  onRingDrawn(ring: Ring, tool: 'draw' | 'hole'): void;
  onModified(polygons: AreaPolygon[]): void;
  onDeleteClicked(index: number): void;
  onCantonClicked(code: string): void;
}

export interface AreaMapView {
  states: readonly MapState[];
  polygons: readonly AreaPolygon[];
  cantons: readonly string[];
  feedback: AreaFeedback;
  tool: AreaTool;
}

/** Creates the OpenLayers map in `target` and keeps it showing `view`; its events reach the latest handlers. */
export function useAreaMap(target: RefObject<HTMLElement | null>, view: AreaMapView, events: AreaMapEvents) {
  const [handle, setHandle] = useState<AreaMapHandle | null>(null);
  const latest = useRef(events);
  latest.current = events;
  const fitted = useRef(false);

  useEffect(() => {
    if (!target.current) return;
    const created = createAreaMap({
      target: target.current,
      onRingDrawn: (ring, tool) => latest.current.onRingDrawn(ring, tool),
      onModified: (polygons) => latest.current.onModified(polygons),
      onDeleteClicked: (index) => latest.current.onDeleteClicked(index),
      onCantonClicked: (code) => latest.current.onCantonClicked(code),
    });
    setHandle(created);
    return () => created.dispose();
  }, [target]);
  const { states, polygons, cantons, feedback, tool } = view;
  useEffect(() => handle?.showStates(states), [handle, states]);
  useEffect(
    () => handle?.showArea(polygons, cantons, feedback.invalid),
    [handle, polygons, cantons, feedback],
  );
  useEffect(() => handle?.showCrossing(feedback.crossing?.at ?? null), [handle, feedback]);
  useEffect(() => handle?.setTool(tool), [handle, tool]);
  // The first view shows the event's area (or Switzerland) once the cantons are there; later the operator zooms.
  useEffect(() => {
    if (!handle || states.length === 0 || fitted.current) return;
    fitted.current = true;
    handle.fit();
  }, [handle, states]);
  return handle;
}
