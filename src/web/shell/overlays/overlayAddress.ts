/** The query parameters that hold the stacked dialogs and the popup outlet (DESIGN.md §5). */
export const DIALOG_SLOTS = ['dialog1', 'dialog2'] as const;
export type DialogSlot = (typeof DIALOG_SLOTS)[number];
export const OVERLAY_SLOTS = [...DIALOG_SLOTS, 'popup'] as const;
export type OverlaySlot = (typeof OVERLAY_SLOTS)[number];

/** Where an overlay is shown: one of the two floating dialogs, or the centred modal popup outlet. */
export type OverlayOutlet = 'dialog' | 'popup';

export function outletOf(slot: OverlaySlot): OverlayOutlet {
  return slot === 'popup' ? 'popup' : 'dialog';
}

/** A parsed slot value: `helpdisplay/manual.pdf` is name `helpdisplay` with path `['manual.pdf']`. */
export interface OverlayAddress {
  name: string;
  path: string[];
}

export function parseOverlayValue(value: string | null): OverlayAddress | null {
  const [name, ...path] = (value ?? '').split('/');
  return name ? { name, path } : null;
}

/**
 * The query string `search` with `slot` set to `value` (or removed for null). Slashes stay readable
 * (`?dialog2=helpdisplay/manual.pdf`): they are allowed in a query and decode the same.
 */
export function searchWithSlot(search: string, slot: OverlaySlot, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(slot);
  else params.set(slot, value);
  const query = params.toString().replace(/%2F/gi, '/');
  return query ? `?${query}` : '';
}

/** The slots whose value differs between two query strings (opened, closed or changed). */
export function changedSlots(fromSearch: string, toSearch: string): OverlaySlot[] {
  const from = new URLSearchParams(fromSearch);
  const to = new URLSearchParams(toSearch);
  return OVERLAY_SLOTS.filter((slot) => from.get(slot) !== to.get(slot));
}
