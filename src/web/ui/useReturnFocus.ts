import { type RefObject, useEffect } from 'react';

interface FocusLayer {
  root: RefObject<HTMLElement | null>;
  /** Where the focus goes back to when the layer goes: the first of these still in the page. */
  targets: HTMLElement[];
}

// The layers open now (dialogs, popups, the wait indicator), the latest last; they live as long as the document.
const openLayers: FocusLayer[] = [];

/**
 * Where the focus goes back to from a layer opening now: the focused element and, should it be gone by then,
 * the layer that held it (a question that opened while the wait indicator still showed goes back where the
 * indicator would have sent the focus).
 */
function returnTargets(): HTMLElement[] {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  const holder = openLayers.findLast((layer) => layer.root.current?.contains(active));
  const root = holder?.root.current;
  if (!holder || !root) return [active];
  return [active, ...(root === active ? [] : [root]), ...holder.targets];
}

/**
 * Returns the focus, once the layer whose element is `root` is gone, to the element that had it when the layer
 * appeared (or, if that is gone, the layer that held it), unless the focus has moved on meanwhile: a popup
 * opened above it (a question after a slow wait) keeps the focus.
 */
export function useReturnFocus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const layer: FocusLayer = { root, targets: returnTargets() };
    openLayers.push(layer);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) layer.targets.find((target) => target.isConnected)?.focus({ preventScroll: true });
    };
  }, [root]);
}
