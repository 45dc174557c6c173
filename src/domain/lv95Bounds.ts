// Apart from lv95.ts so that a screen can use the extent without loading proj4.

/** Switzerland's extent in LV95 metres (DOMAIN.md), for sanity checks of converted geometry. */
export const LV95_BOUNDS = {
  minE: 2485071.58,
  maxE: 2828515.82,
  minN: 1075346.31,
  maxN: 1299941.79,
} as const;
