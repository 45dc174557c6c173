import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import { type MapSeverity, SEVERITY_COLOURS } from '../../../../domain/events.ts';

/** Fill of a canton without events on the map; the severity colours keep 3:1 contrast against it. */
export const CALM_FILL = '#EEF1F4';
const BORDER = '#4B5560';
const HIGHLIGHT = '#111418';

// Over the base map the fills are see-through so that places and rivers stay readable.
const TRANSLUCENT_ALPHA = 'A6';

export interface CantonLook {
  severity: MapSeverity | undefined;
  highlighted: boolean;
  translucent: boolean;
}

const cache = new Map<string, Style>();

function fillOf({ severity, translucent }: CantonLook): string {
  if (!severity) return translucent ? 'rgba(0, 0, 0, 0)' : CALM_FILL;
  return translucent ? `${SEVERITY_COLOURS[severity]}${TRANSLUCENT_ALPHA}` : SEVERITY_COLOURS[severity];
}

/** The style of a canton: filled by severity, outlined, a heavier outline while hovered or focused. */
export function cantonStyle(look: CantonLook): Style {
  const key = `${look.severity ?? '-'}|${look.highlighted}|${look.translucent}`;
  let style = cache.get(key);
  if (!style) {
    style = new Style({
      fill: new Fill({ color: fillOf(look) }),
      stroke: new Stroke({ color: look.highlighted ? HIGHLIGHT : BORDER, width: look.highlighted ? 3 : 1 }),
      zIndex: look.highlighted ? 1 : 0,
    });
    cache.set(key, style);
  }
  return style;
}
