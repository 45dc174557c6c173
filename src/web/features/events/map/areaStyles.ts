import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import { CALM_FILL } from '../../home/map/cantonStyles.ts';

const AREA_COLOUR = '#1C5FA8';
const ERROR_COLOUR = '#C0161C';
const BORDER = '#4B5560';

/** A canton: calm grey, or tinted when it is chosen as (part of) the area. */
export const CANTON_STYLES = {
  plain: new Style({ fill: new Fill({ color: CALM_FILL }), stroke: new Stroke({ color: BORDER, width: 1 }) }),
  chosen: new Style({
    fill: new Fill({ color: 'rgba(28, 95, 168, 0.45)' }),
    stroke: new Stroke({ color: AREA_COLOUR, width: 2 }),
    zIndex: 1,
  }),
};

/** A drawn polygon: blue, or red with a dashed outline while it breaks an area rule. */
export const AREA_STYLES = {
  valid: new Style({
    fill: new Fill({ color: 'rgba(28, 95, 168, 0.3)' }),
    stroke: new Stroke({ color: AREA_COLOUR, width: 3 }),
  }),
  invalid: new Style({
    fill: new Fill({ color: 'rgba(192, 22, 28, 0.2)' }),
    stroke: new Stroke({ color: ERROR_COLOUR, width: 3, lineDash: [8, 6] }),
  }),
};
