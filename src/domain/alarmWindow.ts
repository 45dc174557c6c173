// Apart from alarming.ts so that the menu's alarm count can name the window without loading zod.

/**
 * A siren alarm counts as active while it runs and, after it finished, until the repeat window of its signal
 * closes (counted from the trigger): the signal is repeated within it.
 */
export const ALARM_REPEAT_WINDOW_MINUTES = 5;
