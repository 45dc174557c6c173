import { useState } from 'react';
import type { EventArea } from '../../../../domain/eventContent.ts';
import { withHole } from './areaGeometry.ts';
import type { AreaTool } from './areaMap.ts';
import type { AreaMapEvents } from './useAreaMap.ts';

/** Whether the area is drawn on the map or given as whole cantons: an area is one or the other. */
export type AreaKind = 'drawn' | 'cantons';

/** The editing state of the area map and what each drawing, click and choice does to the area. */
export function useAreaEditing(value: EventArea, onChange: (area: EventArea) => void) {
  const [kind, setKind] = useState<AreaKind>(
    value.polygons.length === 0 && value.cantons.length > 0 ? 'cantons' : 'drawn',
  );
  const [tool, setTool] = useState<AreaTool>(value.polygons.length === 0 ? 'draw' : 'modify');
  // The other kind's area, kept while the operator looks at this one, so switching back loses nothing.
  const [other, setOther] = useState<EventArea>({ polygons: [], cantons: [] });
  const [holeOutside, setHoleOutside] = useState(false);
  const setPolygons = (polygons: EventArea['polygons']) => onChange({ polygons, cantons: [] });
  const setCantons = (cantons: string[]) => onChange({ polygons: [], cantons });

  const events: AreaMapEvents = {
    onRingDrawn(ring, drawTool) {
      setHoleOutside(false);
      if (drawTool === 'draw') return setPolygons([...value.polygons, { shell: ring, holes: [] }]);
      const holed = withHole(value.polygons, ring);
      if (holed) setPolygons(holed);
      else setHoleOutside(true);
    },
    onModified: setPolygons,
    onDeleteClicked: (index) => setPolygons(value.polygons.filter((_, i) => i !== index)),
    onCantonClicked: (code) =>
      setCantons(
        value.cantons.includes(code) ? value.cantons.filter((c) => c !== code) : [...value.cantons, code],
      ),
  };

  return {
    kind,
    tool,
    holeOutside,
    events,
    setTool,
    setPolygons,
    setCantons,
    switchKind(next: AreaKind) {
      setOther(value);
      setKind(next);
      onChange(other);
    },
  };
}

export type AreaEditing = ReturnType<typeof useAreaEditing>;
