import { useEffect } from 'react';

/**
 * Returns the focus to the element that had it when the component appeared, once the component is gone, unless
 * the focus has moved on meanwhile: a popup opened above it (a question after a slow wait) keeps the focus.
 */
export function useReturnFocus() {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && previous instanceof HTMLElement && previous.isConnected)
        previous.focus({ preventScroll: true });
    };
  }, []);
}
