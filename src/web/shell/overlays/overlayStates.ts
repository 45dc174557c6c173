import { type OverlaySlot, outletOf, parseOverlayValue } from './overlayAddress.ts';
import { findOverlay, type OverlayEntry } from './overlayRegistry.ts';

/** What one slot of the address asks for, checked against the registry and the user's permissions. */
export type OverlayState =
  | { slot: OverlaySlot; status: 'closed' }
  | { slot: OverlaySlot; status: 'open'; entry: OverlayEntry; path: string[] }
  | { slot: OverlaySlot; status: 'refused'; reason: 'forbidden' | 'unknown'; value: string };

export type RefusedOverlay = Extract<OverlayState, { status: 'refused' }>;

export function resolveOverlay(
  slot: OverlaySlot,
  value: string | null,
  registry: readonly OverlayEntry[],
  permissions: ReadonlySet<string>,
): OverlayState {
  const address = parseOverlayValue(value);
  if (!value || !address) return { slot, status: 'closed' };
  const entry = findOverlay(registry, outletOf(slot), address.name);
  if (!entry) return { slot, status: 'refused', reason: 'unknown', value };
  if (!entry.permissions.every((permission) => permissions.has(permission))) {
    return { slot, status: 'refused', reason: 'forbidden', value };
  }
  return { slot, status: 'open', entry, path: address.path };
}
