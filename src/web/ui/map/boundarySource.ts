/**
 * i18n key of the canton boundaries' source, named under every map (and in its PNG) as the data's terms of
 * use ask, in the console's language. Apart from the maps' code: the home map loads no OpenLayers.
 */
export const BOUNDARY_SOURCE_KEY = 'ui.map.boundarySource';
