import type { KeyboardEvent } from 'react';

// Enter on these answers them natively (a button or link activates, a text area breaks the line).
const OWN_ENTER = 'button, a[href], textarea, select, [role="button"], [role="link"], [role="option"]';

/** Whether Enter at the event's target means "the default answer" rather than activating the target. */
export function isDefaultEnter(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  return !(event.target instanceof Element && event.target.closest(OWN_ENTER));
}

/** Whether Escape is meant for the window, not for an open list or menu inside it (which closes itself). */
export function isWindowEscape(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return false;
  return !(event.target instanceof Element && event.target.closest('[aria-expanded="true"]'));
}
