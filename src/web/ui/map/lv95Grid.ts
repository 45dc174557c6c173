// Apart from lv95.ts so that the home map can place base tiles without loading OpenLayers and proj4.

/** The federal geoportal's native tile grid "2056" (256 px tiles, origin top left). */
export const LV95_TILE_GRID = {
  origin: [2420000, 1350000],
  extent: [2420000, 1030000, 2900000, 1350000],
  resolutions: [
    4000, 3750, 3500, 3250, 3000, 2750, 2500, 2250, 2000, 1750, 1500, 1250, 1000, 750, 650, 500, 250, 100, 50,
    20, 10, 5, 2.5, 2, 1.5, 1, 0.5, 0.25, 0.1,
  ],
  tileSize: 256,
};
