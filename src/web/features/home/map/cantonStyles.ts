import { type MapSeverity, SEVERITY_COLOURS } from '../../../../domain/events.ts';

/** Fill of a canton without events on the map; the severity colours keep 3:1 contrast against it. */
export const CALM_FILL = '#EEF1F4';
export const BORDER = '#4B5560';
/** The outline of the canton whose tooltip is shown. */
export const HIGHLIGHT = '#111418';

// Over the base map the fills are see-through so that places and rivers stay readable.
const TRANSLUCENT_ALPHA = 'A6';

/** The fill of a canton: the colour of its most severe message type, see-through over a base map. */
export function cantonFill(severity: MapSeverity | undefined, translucent: boolean): string {
  if (!severity) return translucent ? 'rgba(0, 0, 0, 0)' : CALM_FILL;
  return translucent ? `${SEVERITY_COLOURS[severity]}${TRANSLUCENT_ALPHA}` : SEVERITY_COLOURS[severity];
}
