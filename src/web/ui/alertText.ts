/**
 * Text colours for errors and warnings that keep 4.5:1 contrast on white and on the light grey of the side
 * menu's boxes (WCAG AA for small text): Mantine's red.8 and orange.9 fall just below it.
 */
export const ALERT_TEXT = { error: 'red.9', warning: '#a63c06' } as const;
